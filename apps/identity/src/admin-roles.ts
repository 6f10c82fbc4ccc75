import type { AdminRole, CallerIdentity } from '@nova/contracts';
import { AppError, enqueueEvent, type Sql } from '@nova/platform';
import { countOtherSuperadmins, findUserById, setAdminRole, type UserRecord } from './db/users';
import type { IdentityDeps } from './deps';
import { applySecurityChange } from './security-changes';

/** What the audit log keeps of a user before and after an admin's change. */
export const snapshot = (user: UserRecord) => ({ username: user.username, status: user.status, isAdmin: user.isAdmin, adminRole: user.adminRole });

/**
 * The platform keeps at least one active superadmin (who alone sets roles).
 * Changes that could take the last one away serialise on one advisory lock, so
 * two superadmins demoting each other at once cannot both succeed.
 */
export async function refuseLastSuperadmin(tx: Sql, userId: string): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('identity.superadmins'))");
  if ((await countOtherSuperadmins(tx, userId)) === 0) throw new AppError('CONFLICT', 'The last superadmin cannot be demoted or suspended');
}

/**
 * A superadmin sets a user's admin role, or makes them a player (`role`
 * null). Nobody changes their own role, and the last active superadmin keeps
 * theirs. Like every security change it bumps the user's security version,
 * which ends all their sessions: the new role applies from the next sign-in.
 * The caller's own superadmin role has been checked by the resolver.
 */
export async function changeAdminRole(deps: IdentityDeps, admin: CallerIdentity, userId: string, role: AdminRole | null, reason: string | null): Promise<UserRecord> {
  if (userId === admin.userId) throw new AppError('FORBIDDEN', 'You cannot change your own role');
  const { after } = await applySecurityChange(deps, userId, async (tx, before) => {
    if (before.deletedAt) throw new AppError('CONFLICT', 'A deleted account cannot be given a role');
    if (before.adminRole === 'superadmin' && role !== 'superadmin') await refuseLastSuperadmin(tx, userId);
    await setAdminRole(tx, userId, role);
    const changed = (await findUserById(tx, userId)) as UserRecord;
    await enqueueEvent(tx, 'admin.action.recorded.v1', {
      actorUserId: admin.userId, action: 'user.setRole', targetType: 'user', targetId: userId, before: snapshot(before), after: { ...snapshot(changed), reason },
    });
  });
  return after;
}
