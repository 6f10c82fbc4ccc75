import { isAdminRole, type CallerIdentity, type EventOf } from '@nova/contracts';
import type { Db, Sql } from './db/sql';
import { handleOnce } from './outbox';
import type { EventConsumer } from './service/define-service';

/**
 * Draws and payments keep their own copy of each user's access (status,
 * role, security version) from identity.user.access-changed.v1, in a
 * `user_access` table created by their migrations (same columns in both), and check every signed
 * caller against it. The gateway already refuses such sessions; this copy
 * is the second line: it comes through the transactional outbox, so it
 * holds even if the session store's record were lost or late, and a
 * suspended or deleted user cannot move money here whatever a session says.
 */
/** Keeps the newest version; a late or repeated event changes nothing. */
export async function storeUserAccess(sql: Sql, event: EventOf<'identity.user.access-changed.v1'>): Promise<void> {
  await sql.query(
    `INSERT INTO user_access (user_id, status, is_admin, admin_role, security_version, changed_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id) DO UPDATE SET status = EXCLUDED.status, is_admin = EXCLUDED.is_admin, admin_role = EXCLUDED.admin_role,
       security_version = EXCLUDED.security_version, changed_at = EXCLUDED.changed_at
     WHERE user_access.security_version < EXCLUDED.security_version`,
    [event.userId, event.status, event.isAdmin, event.isAdmin ? (event.adminRole ?? null) : null, event.securityVersion, event.occurredAt],
  );
}

/** The consumer that keeps the copy: `consumes: { 'identity.user.access-changed.v1': followUserAccess('<service>-user-access') }`. */
export function followUserAccess<D extends { db: Db }>(durable: string): EventConsumer<'identity.user.access-changed.v1', D> {
  return {
    durable,
    handle: async (event, deps) => {
      await handleOnce(deps.db, durable, event, (tx) => storeUserAccess(tx, event));
    },
  };
}

/**
 * The caller as this service's copy sees it:
 * - no copy, or an older one than the session: the caller as signed;
 * - the user suspended or deleted: marked `refused` (access helpers answer 403);
 * - a newer version than the session's: null, the session ended with that change;
 * - otherwise the role from the copy.
 */
export async function checkCallerAccess(sql: Sql, caller: CallerIdentity): Promise<CallerIdentity | null> {
  const { rows } = await sql.query<{ status: 'active' | 'suspended' | 'deleted'; is_admin: boolean; admin_role: string | null; security_version: number }>(
    'SELECT status, is_admin, admin_role, security_version FROM user_access WHERE user_id = $1',
    [caller.userId],
    // Every request of every service runs it.
    { prepareAs: 'platform.caller-access' },
  );
  const row = rows[0];
  const sessionVersion = caller.securityVersion ?? 0;
  if (!row || Number(row.security_version) < sessionVersion) return caller;
  if (row.status !== 'active') return { ...caller, isAdmin: false, refused: row.status };
  if (Number(row.security_version) > sessionVersion) return null;
  return withAdminRole(caller, row.is_admin, row.admin_role);
}

/**
 * The copy's role wins; a copy from before roles (admin, no role) keeps the
 * signed role, and a player's copy drops any. Admin powers are never widened
 * here: an admin whose signed caller lost them (ADMIN_TWO_FACTOR_REQUIRED) stays a player.
 */
function withAdminRole(caller: CallerIdentity, isAdmin: boolean, role: string | null): CallerIdentity {
  const { adminRole: signedRole, ...rest } = caller;
  if (!isAdmin || !caller.isAdmin) return { ...rest, isAdmin: false };
  const adminRole = isAdminRole(role) ? role : signedRole;
  return adminRole ? { ...rest, isAdmin: true, adminRole } : { ...rest, isAdmin: true };
}
