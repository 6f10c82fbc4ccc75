import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { ADMIN_ROLES, USER_ACTION_ROLES, type AdminUserAction, type CallerIdentity } from '@nova/contracts';
import { formatMinor, InvalidAmountError, parseAmount } from '@nova/money';
import { AppError, enqueueEvent, requireAdminRole, type Sql } from '@nova/platform';
import { changeAdminRole, refuseLastSuperadmin, snapshot } from './admin-roles';
import { anonymiseUser, countUsers, searchUsers, setStatus, ADMIN_USERS_PAGE_SIZE } from './db/admin-users';
import { findUserById, updatePasswordHash, type UserRecord } from './db/users';
import type { IdentityDeps } from './deps';
import { parseInput } from './inputs';
import { holdAdminMoneyMove, needsFourEyes } from './money-approvals';
import { hashPassword } from './password';
import { applySecurityChange } from './security-changes';

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

export async function adminUsers(deps: IdentityDeps, caller: CallerIdentity | null, rawSearch: unknown, rawPage: unknown) {
  requireAdminRole(caller, 'support', 'finance', 'risk');
  const search = typeof rawSearch === 'string' && rawSearch.trim() !== '' ? rawSearch.trim().slice(0, 100) : null;
  const page = typeof rawPage === 'number' && Number.isInteger(rawPage) && rawPage > 0 ? rawPage : 1;
  const { ids, total } = await searchUsers(deps.db, search, page);
  const users = (await Promise.all(ids.map((id) => findUserById(deps.db, id)))).filter((user): user is UserRecord => user !== null);
  return { users, page, total, totalPages: Math.max(1, Math.ceil(total / ADMIN_USERS_PAGE_SIZE)) };
}

export async function adminUserCount(deps: IdentityDeps, caller: CallerIdentity | null): Promise<number> {
  requireAdminRole(caller, 'support', 'finance', 'risk');
  return countUsers(deps.db);
}

const updateInput = z.object({
  action: z.enum(Object.keys(USER_ACTION_ROLES) as [AdminUserAction, ...AdminUserAction[]]),
  role: z.enum(ADMIN_ROLES).nullish(),
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
  // Any admin passes this first look; the action's own role is checked once the input is read.
  const someAdmin = requireAdminRole(caller, ...ADMIN_ROLES);
  const input = parseInput(updateInput, rawInput);
  const admin = requireAdminRole(someAdmin, ...USER_ACTION_ROLES[input.action]);
  const user = await targetUser(deps, rawId);
  const reason = input.reason?.trim() || null;
  if (input.action === 'makeAdmin' || input.action === 'removeAdmin' || input.action === 'setRole') {
    const role = input.action === 'makeAdmin' ? 'superadmin' : input.action === 'removeAdmin' ? null : (input.role ?? null);
    const updated = await changeAdminRole(deps, admin, user.id, role, reason);
    return { message: role ? 'Admin role set successfully' : 'Admin rights removed successfully', user: updated };
  }
  if (input.action === 'addCredit' || input.action === 'removeCredit') {
    const amountMinor = amountOf(input.amount);
    const credit = input.action === 'addCredit';
    // Four-eyes: a large credit or debit waits for a second admin and moves nothing now.
    if (needsFourEyes(deps, amountMinor)) {
      return holdAdminMoneyMove(deps, admin, user, { credit, amountMinor, reason, idempotencyKey: input.idempotencyKey });
    }
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
  if (user.id === admin.userId && input.action === 'suspend') throw new AppError('FORBIDDEN', 'You cannot suspend or demote yourself');
  // Suspending an admin takes their powers: only a superadmin may, as for a role change.
  if (user.isAdmin) requireAdminRole(admin, 'superadmin');
  // The change, the version bump and the access record in one step: every
  // session of the user ends, and a role is read from the user from now on.
  const { after: updated } = await applySecurityChange(deps, user.id, async (tx, before) => {
    if (input.action === 'suspend' && before.adminRole === 'superadmin') await refuseLastSuperadmin(tx, user.id);
    await setStatus(tx, user.id, input.action === 'suspend' ? 'suspended' : 'active');
    const after = (await findUserById(tx, user.id)) as UserRecord;
    await announceAdminAction(tx, admin, `user.${input.action}`, user.id, snapshot(before), { ...snapshot(after), reason });
  });
  return { message: input.action === 'suspend' ? 'User suspended successfully' : 'User activated successfully', user: updated };
}


export async function adminDeleteUser(deps: IdentityDeps, caller: CallerIdentity | null, rawId: unknown): Promise<string> {
  const admin = requireAdminRole(caller, 'superadmin');
  const user = await targetUser(deps, rawId);
  await applySecurityChange(deps, user.id, async (tx, before) => {
    if (before.isAdmin) throw new AppError('FORBIDDEN', 'Admin accounts cannot be deleted');
    await anonymiseUser(tx, user.id);
    await announceAdminAction(tx, admin, 'user.delete', user.id, snapshot(before), { anonymised: true, status: 'suspended' });
  });
  return 'User deleted successfully';
}

export async function adminSetUserPassword(deps: IdentityDeps, caller: CallerIdentity | null, rawId: unknown, rawPassword: unknown): Promise<boolean> {
  const admin = requireAdminRole(caller, 'superadmin');
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
