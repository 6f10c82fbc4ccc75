import { AppError, enqueueEvent, type Sql, type UserAccess } from '@nova/platform';
import { lockUser } from './db/admin-users';
import { findUserById, type UserRecord } from './db/users';
import type { IdentityDeps } from './deps';

type SecurityDeps = Pick<IdentityDeps, 'db' | 'afterCommit'> & { sessions?: IdentityDeps['sessions'] };

export function accessOf(user: UserRecord): UserAccess {
  return {
    version: user.securityVersion,
    status: user.deletedAt ? 'deleted' : user.status,
    isAdmin: user.isAdmin,
    ...(user.adminRole ? { adminRole: user.adminRole } : {}),
    twoFactor: user.totpEnabledAt !== null,
  };
}

/**
 * Applies one security change (suspend, activate, delete, role or password
 * change) to a user and ends every session of theirs in the same step:
 * under the user's row lock the change is made, the security version bumped,
 * the access record written to the session store and the access-changed
 * event queued. Writing the record under the lock keeps concurrent changes
 * (and sign-ins, see confirmSignIn) in version order in the store. If the
 * commit fails after the record was written, the record is re-read from the
 * database so it never stays ahead of it.
 */
export async function applySecurityChange<T>(
  deps: SecurityDeps,
  userId: string,
  change: (tx: Sql, before: UserRecord) => Promise<T>,
): Promise<{ before: UserRecord; after: UserRecord; result: T }> {
  let written = false;
  try {
    const outcome = await deps.db.transaction(async (tx) => {
      const before = await lockUser(tx, userId);
      if (!before) throw new AppError('NOT_FOUND', 'User not found');
      const result = await change(tx, before);
      await tx.query('UPDATE users SET security_version = security_version + 1 WHERE id = $1', [userId]);
      const after = (await findUserById(tx, userId)) as UserRecord;
      await enqueueEvent(tx, 'identity.user.access-changed.v1', {
        userId, status: accessOf(after).status, isAdmin: after.isAdmin, adminRole: after.adminRole, securityVersion: after.securityVersion,
      });
      written = true;
      await deps.sessions?.publishAccess(userId, accessOf(after));
      return { before, after, result };
    });
    deps.afterCommit();
    // Housekeeping: the version bump already made the old sessions worthless.
    await deps.sessions?.destroyAllForUser(userId);
    return outcome;
  } catch (error) {
    if (written) await republishAccess(deps, userId).catch(() => undefined);
    throw error;
  }
}

/** Writes the access record from the database under the row lock (repairs a record left ahead of a failed commit). */
export async function republishAccess(deps: SecurityDeps, userId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (user) await deps.sessions?.publishAccess(userId, accessOf(user));
  });
}

/**
 * The last step of sign-in, after the password check: under the row lock,
 * the user must still be the one whose password was checked, active, and at
 * the security version read before the check. The access record is written
 * there (so the store knows this user even after a restart of Redis), and
 * the caller creates the session at `seen.securityVersion`: a change that
 * lands after this step bumps the version and ends that session on its
 * first read.
 */
export async function confirmSignIn(deps: SecurityDeps, seen: UserRecord): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const current = await lockUser(tx, seen.id);
    if (!current || current.deletedAt || current.passwordHash !== seen.passwordHash) {
      throw new AppError('INVALID_CREDENTIALS', 'Invalid username or password');
    }
    if (current.status === 'suspended') throw new AppError('ACCOUNT_SUSPENDED', 'Your account is suspended');
    if (current.securityVersion !== seen.securityVersion) {
      throw new AppError('CONFLICT', 'Your account changed while you were signing in; please sign in again');
    }
    await deps.sessions?.publishAccess(seen.id, accessOf(current));
  });
}
