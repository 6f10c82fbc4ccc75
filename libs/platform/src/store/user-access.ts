import { isAdminRole, type AdminRole } from '@nova/contracts';

/**
 * The per-user record sessions are checked against. `version` grows by one
 * at every security change (suspension, deletion, role or password change);
 * `deleted` users are also `suspended` in status terms, named apart for clear answers.
 */
export interface UserAccess {
  version: number;
  status: 'active' | 'suspended' | 'deleted';
  isAdmin: boolean;
  /** The admin's role (absent for players; a record written before roles existed names none, see SessionStore.get). */
  adminRole?: AdminRole;
  /** Two-factor sign-in is on (absent in records written before it existed: off). */
  twoFactor?: boolean;
}

export function userAccessKey(userId: string): string {
  return `user-access:${userId}`;
}

export function parseUserAccess(raw: string | null): UserAccess | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<UserAccess>;
    if (!Number.isInteger(value.version) || typeof value.isAdmin !== 'boolean') return null;
    if (value.status !== 'active' && value.status !== 'suspended' && value.status !== 'deleted') return null;
    return {
      version: value.version as number,
      status: value.status,
      isAdmin: value.isAdmin,
      ...(value.isAdmin && isAdminRole(value.adminRole) ? { adminRole: value.adminRole } : {}),
      ...(typeof value.twoFactor === 'boolean' ? { twoFactor: value.twoFactor } : {}),
    };
  } catch {
    return null;
  }
}
