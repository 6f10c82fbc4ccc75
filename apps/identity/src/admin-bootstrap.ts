import { AppError } from '@nova/platform';
import { findUserByUsername, setAdminRole } from './db/users';
import type { IdentityDeps } from './deps';
import { adminCredentialsInput, parseInput } from './inputs';
import { createUser } from './registration';
import { applySecurityChange } from './security-changes';

export type AdminBootstrapResult = { outcome: 'created' | 'promoted' | 'unchanged'; userId: string; username: string };

/**
 * Makes sure the first admin exists (created by a command or
 * ADMIN_USERNAME/ADMIN_PASSWORD; docs/product-rules.md#access), as a superadmin. An existing user is made superadmin;
 * their password is left alone, so a restart never resets it.
 */
export async function ensureAdmin(deps: AdminBootstrapDeps, credentials: { username: string; password: string }): Promise<AdminBootstrapResult> {
  try {
    return await ensureAdminOnce(deps, credentials);
  } catch (error) {
    // Replicas starting together race to create the admin: the loser promotes.
    if (error instanceof AppError && error.code === 'USERNAME_TAKEN') return ensureAdminOnce(deps, credentials);
    throw error;
  }
}

type AdminBootstrapDeps = Pick<IdentityDeps, 'db' | 'afterCommit'> & { sessions?: IdentityDeps['sessions'] };

async function ensureAdminOnce(deps: AdminBootstrapDeps, credentials: { username: string; password: string }): Promise<AdminBootstrapResult> {
  const input = parseInput(adminCredentialsInput, credentials);
  const existing = await findUserByUsername(deps.db, input.username);
  if (existing) {
    if (existing.adminRole === 'superadmin') return { outcome: 'unchanged', userId: existing.id, username: existing.username };
    await applySecurityChange(deps, existing.id, (tx) => setAdminRole(tx, existing.id, 'superadmin'));
    return { outcome: 'promoted', userId: existing.id, username: existing.username };
  }
  const created = await createUser(deps, { username: input.username, password: input.password, referralCode: null, adminRole: 'superadmin' });
  return { outcome: 'created', userId: created.id, username: created.username };
}
