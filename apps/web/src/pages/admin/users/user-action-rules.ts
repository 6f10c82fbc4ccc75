import { adminRoleAllows, USER_ACTION_ROLES, type AdminRole } from '@nova/contracts';
import { amountMinor } from '../../../payments/deposit-rules';
import { errorCode, serverMessage } from '../../../lib/api-errors';

/** Every operation of the Users tab: the server's update actions (setRole for roles) plus delete, a new password and the read-only protection view. */
export type UserAction = 'protection' | 'addCredit' | 'removeCredit' | 'suspend' | 'activate' | 'setRole' | 'delete' | 'changePassword';

export interface ActionTarget {
  id: string;
  status: string;
  isAdmin: boolean;
}

/** The admin looking at the tab: their id and role. */
export interface ActionViewer {
  id: string;
  adminRole?: AdminRole | null;
}

/** Matches the server: reason at most 500 characters, password at least 6. */
export const MAX_REASON_LENGTH = 500;
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 200;

/**
 * The actions a row offers the viewer's role (docs/product-rules.md#admin-roles).
 * The server refuses the rest anyway (other roles' actions, admins are
 * undeletable, nobody suspends themself or changes their own role); hiding
 * them keeps the menu honest.
 */
export function availableActions(user: ActionTarget, viewer: ActionViewer): UserAction[] {
  const self = user.id === viewer.id;
  const may = (allowed: readonly AdminRole[]) => adminRoleAllows(viewer.adminRole, allowed);
  // Read-only, for every role: the player's limits, breaks and statement.
  const actions: UserAction[] = ['protection'];
  if (may(USER_ACTION_ROLES.addCredit)) actions.push('addCredit', 'removeCredit');
  // Suspending or activating another admin takes a superadmin.
  if (may(user.isAdmin ? ['superadmin'] : USER_ACTION_ROLES.suspend)) {
    if (user.status === 'suspended') actions.push('activate');
    else if (!self) actions.push('suspend');
  }
  if (may(USER_ACTION_ROLES.setRole) && !self) actions.push('setRole');
  if (may(['superadmin'])) {
    actions.push('changePassword');
    if (!user.isAdmin) actions.push('delete');
  }
  return actions;
}

export type CreditProblem = 'admin.users.error.amount' | 'admin.users.error.overBalance' | 'admin.users.error.reasonLength';

/** Amount like the server (positive, at most two decimals); a debit cannot exceed what the user can spend. */
export function creditProblem(action: 'addCredit' | 'removeCredit', amount: string, reason: string, availableMinor: number | null): CreditProblem | null {
  const minor = amountMinor(amount);
  if (minor === null) return 'admin.users.error.amount';
  if (action === 'removeCredit' && availableMinor !== null && minor > availableMinor) return 'admin.users.error.overBalance';
  if (reason.trim().length > MAX_REASON_LENGTH) return 'admin.users.error.reasonLength';
  return null;
}

export type PasswordProblem = 'admin.users.error.passwordShort' | 'admin.users.error.passwordLong' | 'admin.users.error.passwordMismatch';

/** A new password (admin) needs at least 6 characters plus a matching confirmation. */
export function passwordProblem(password: string, confirmation: string): PasswordProblem | null {
  if (password.length < MIN_PASSWORD_LENGTH) return 'admin.users.error.passwordShort';
  if (password.length > MAX_PASSWORD_LENGTH) return 'admin.users.error.passwordLong';
  if (password !== confirmation) return 'admin.users.error.passwordMismatch';
  return null;
}

/** Server refusals of the Users tab that get their own translated words (identity's admin-users.ts and admin-roles.ts). */
const KNOWN_REFUSALS: Record<string, string> = {
  'Admin accounts cannot be deleted': 'admin.users.error.adminUndeletable',
  'You cannot suspend or demote yourself': 'admin.users.error.selfDemote',
  'You cannot change your own role': 'admin.users.error.selfDemote',
  'The last superadmin cannot be demoted or suspended': 'admin.users.error.lastSuperadmin',
};

/** The message id for a refusal this tab understands, or null to fall back to the general error words. */
export function refusalMessageId(action: UserAction, error: unknown): string | null {
  const code = errorCode(error);
  const known = code === 'FORBIDDEN' || code === 'CONFLICT' ? KNOWN_REFUSALS[serverMessage(error) ?? ''] : undefined;
  if (known) return known;
  // The wallet's refusal names a purchase; on a debit it means the balance is too low.
  if (code === 'INSUFFICIENT_BALANCE' && action === 'removeCredit') return 'admin.users.error.overBalance';
  return null;
}
