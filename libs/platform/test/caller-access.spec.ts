import { ADMIN_ROLES, adminRoleAllows, type AdminRole, type CallerIdentity } from '@nova/contracts';
import { AppError, requireAdminRole } from '../src';

const player: CallerIdentity = { userId: 'u-1', isAdmin: false, sessionId: 's-1' };
const adminOf = (adminRole: AdminRole): CallerIdentity => ({ ...player, isAdmin: true, adminRole });

/** The error code requireAdminRole answers with, or 'ok'. */
function outcome(caller: CallerIdentity | null, ...allowed: AdminRole[]): string {
  try {
    requireAdminRole(caller, ...allowed);
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

describe('requireAdminRole', () => {
  it('lets in the named roles and the superadmin, and refuses the other roles with FORBIDDEN', () => {
    const answers = Object.fromEntries(ADMIN_ROLES.map((role) => [role, outcome(adminOf(role), 'support', 'risk')]));
    expect(answers).toEqual({ support: 'ok', finance: 'FORBIDDEN', risk: 'ok', superadmin: 'ok' });
  });

  it('opens a superadmin-only field to the superadmin alone', () => {
    expect(ADMIN_ROLES.map((role) => outcome(adminOf(role), 'superadmin'))).toEqual(['FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'ok']);
  });

  it('refuses visitors (401), players, suspended admins and admins without a role (403)', () => {
    expect(outcome(null, 'support')).toBe('UNAUTHENTICATED');
    expect(outcome(player, 'support')).toBe('FORBIDDEN');
    expect(outcome({ ...adminOf('superadmin'), refused: 'suspended' }, 'support')).toBe('ACCOUNT_SUSPENDED');
    expect(outcome({ ...player, isAdmin: true }, 'support')).toBe('FORBIDDEN');
    // A role on a caller who is not an admin (e.g. ADMIN_TWO_FACTOR_REQUIRED took the powers) grants nothing.
    expect(outcome({ ...player, adminRole: 'superadmin' }, 'support')).toBe('FORBIDDEN');
  });
});

describe('adminRoleAllows', () => {
  it('agrees with requireAdminRole for every role', () => {
    for (const role of ADMIN_ROLES) {
      for (const allowed of [['support'], ['finance', 'risk'], ['superadmin']] as AdminRole[][]) {
        expect(adminRoleAllows(role, allowed)).toBe(outcome(adminOf(role), ...allowed) === 'ok');
      }
    }
    expect(adminRoleAllows(null, ['support'])).toBe(false);
    expect(adminRoleAllows(undefined, ['support'])).toBe(false);
  });
});
