import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { CallerIdentity } from '@nova/contracts';
import { formatMinor, InvalidAmountError, parseAmount } from '@nova/money';
import { AppError, enqueueEvent, type Sql } from '@nova/platform';
import { anonymiseUser, countUsers, searchUsers, setStatus, ADMIN_USERS_PAGE_SIZE } from './db/admin-users';
import { findUserById, setAdminFlag, updatePasswordHash, type UserRecord } from './db/users';
import type { IdentityDeps } from './deps';
import { parseInput } from './inputs';
import { hashPassword } from './password';
import { applySecurityChange } from './security-changes';

function requireAdmin(caller: CallerIdentity | null): CallerIdentity {
  if (!caller) throw new AppError('UNAUTHENTICATED', 'Please sign in');
  if (!caller.isAdmin) throw new AppError('FORBIDDEN', 'Admin privileges required');
  return caller;
}

async function targetUser(deps: IdentityDeps, rawId: unknown): Promise<UserRecord> {
  const id = z.string().uuid().safeParse(rawId);
  const user = id.success ? await findUserById(deps.db, id.data) : null;
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  return user;
}

/** The audit log (content service) records every admin action. */
function announceAdminAction(tx: Sql, admin: CallerIdentity, action: string, userId: string, before: unknown, after: unknown) {
  return enqueueEvent(tx, 'admin.action.recorded.v1', { actorUserId: admin.userId, action, targetType: 'user', targetId: userId, before, after });
}

const snapshot = (user: UserRecord) => ({ username: user.username, status: user.status, isAdmin: user.isAdmin });

export async function adminUsers(deps: IdentityDeps, caller: CallerIdentity | null, rawSearch: unknown, rawPage: unknown) {
  requireAdmin(caller);
  const search = typeof rawSearch === 'string' && rawSearch.trim() !== '' ? rawSearch.trim().slice(0, 100) : null;
  const page = typeof rawPage === 'number' && Number.isInteger(rawPage) && rawPage > 0 ? rawPage : 1;
  const { ids, total } = await searchUsers(deps.db, search, page);
  const users = (await Promise.all(ids.map((id) => findUserById(deps.db, id)))).filter((user): user is UserRecord => user !== null);
  return { users, page, total, totalPages: Math.max(1, Math.ceil(total / ADMIN_USERS_PAGE_SIZE)) };
}

export async function adminUserCount(deps: IdentityDeps, caller: CallerIdentity | null): Promise<number> {
  requireAdmin(caller);
  return countUsers(deps.db);
}

const updateInput = z.object({
  action: z.enum(['addCredit', 'removeCredit', 'suspend', 'activate', 'makeAdmin', 'removeAdmin']),
  amount: z.string().nullish(),
  reason: z.string().max(500, 'Reason must be at most 500 characters').nullish(),
  idempotencyKey: z.string().min(8).max(200).nullish(),
});

function amountOf(text: string | null | undefined): number {
  try {
    const minor = parseAmount(text ?? '');
    if (minor > 0) return minor;
  } catch (error) {
    if (!(error instanceof InvalidAmountError)) throw error;
  }
  throw new AppError('BAD_USER_INPUT', 'Amount must be a number above 0, such as 25.00');
}

export async function adminUpdateUser(deps: IdentityDeps, caller: CallerIdentity | null, rawId: unknown, rawInput: unknown) {
  const admin = requireAdmin(caller);
  const user = await targetUser(deps, rawId);
  const input = parseInput(updateInput, rawInput);
  const reason = input.reason?.trim() || null;
  if (input.action === 'addCredit' || input.action === 'removeCredit') {
    const amountMinor = amountOf(input.amount);
    const credit = input.action === 'addCredit';
    // The key makes a retried request move the money once (the wallet replays it).
    const idempotencyKey = `admin:${input.idempotencyKey ?? randomUUID()}`;
    const reply = await deps.bus.request(credit ? 'wallet.credit.v1' : 'wallet.debit.v1', {
      userId: user.id, amountMinor, idempotencyKey, kind: credit ? 'admin_credit' : 'admin_debit', memo: reason ?? undefined,
    });
    if (!reply.replayed) {
      await deps.db.transaction((tx) => announceAdminAction(tx, admin, `user.${input.action}`, user.id, null, { amount: formatMinor(amountMinor), reason, transferId: reply.transferId }));
      deps.afterCommit();
    }
    return { message: credit ? 'Credit added successfully' : 'Credit removed successfully', user: (await findUserById(deps.db, user.id)) ?? user };
  }
  if (user.id === admin.userId && input.action !== 'activate' && input.action !== 'makeAdmin') {
    throw new AppError('FORBIDDEN', 'You cannot suspend or demote yourself');
  }
  // The change, the version bump and the access record in one step: every
  // session of the user ends, and a role is read from the user from now on.
  const { after: updated } = await applySecurityChange(deps, user.id, async (tx, before) => {
    if (input.action === 'suspend' || input.action === 'activate') await setStatus(tx, user.id, input.action === 'suspend' ? 'suspended' : 'active');
    else await setAdminFlag(tx, user.id, input.action === 'makeAdmin');
    const after = (await findUserById(tx, user.id)) as UserRecord;
    await announceAdminAction(tx, admin, `user.${input.action}`, user.id, snapshot(before), { ...snapshot(after), reason });
  });
  const messages = { suspend: 'User suspended successfully', activate: 'User activated successfully', makeAdmin: 'Admin rights granted successfully', removeAdmin: 'Admin rights removed successfully' };
  return { message: messages[input.action], user: updated };
}

export async function adminDeleteUser(deps: IdentityDeps, caller: CallerIdentity | null, rawId: unknown): Promise<string> {
  const admin = requireAdmin(caller);
  const user = await targetUser(deps, rawId);
  await applySecurityChange(deps, user.id, async (tx, before) => {
    if (before.isAdmin) throw new AppError('FORBIDDEN', 'Admin accounts cannot be deleted');
    await anonymiseUser(tx, user.id);
    await announceAdminAction(tx, admin, 'user.delete', user.id, snapshot(before), { anonymised: true, status: 'suspended' });
  });
  return 'User deleted successfully';
}

export async function adminSetUserPassword(deps: IdentityDeps, caller: CallerIdentity | null, rawId: unknown, rawPassword: unknown): Promise<boolean> {
  const admin = requireAdmin(caller);
  const user = await targetUser(deps, rawId);
  const newPassword = parseInput(z.string().min(6, 'Password must be at least 6 characters long').max(200), rawPassword);
  const passwordHash = await hashPassword(newPassword);
  await applySecurityChange(deps, user.id, async (tx) => {
    await updatePasswordHash(tx, user.id, passwordHash);
    await enqueueEvent(tx, 'identity.user.password-changed.v1', { userId: user.id });
    await announceAdminAction(tx, admin, 'user.changePassword', user.id, null, null);
  });
  return true;
}
