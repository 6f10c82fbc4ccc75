/**
 * What an admin may do: support (users read-only, support inbox,
 * announcements), finance (money flows and payment methods), risk
 * (suspensions, responsible-gaming views, audit log) or superadmin
 * (everything, settings and roles).
 */
export const ADMIN_ROLES = ['support', 'finance', 'risk', 'superadmin'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export function isAdminRole(value: unknown): value is AdminRole {
  return typeof value === 'string' && (ADMIN_ROLES as readonly string[]).includes(value);
}

/** True when an admin of `role` may use something open to `allowed`; a superadmin may use everything. */
export function adminRoleAllows(role: AdminRole | null | undefined, allowed: readonly AdminRole[]): boolean {
  return role === 'superadmin' || (role !== null && role !== undefined && allowed.includes(role));
}

/**
 * Who may take each action of adminUpdateUser (docs/product-rules.md#admin-roles):
 * identity enforces it, the Users tab shows only what the caller may do.
 * makeAdmin and removeAdmin are the spec's grant (to superadmin) and revoke.
 */
export const USER_ACTION_ROLES = {
  addCredit: ['finance'],
  removeCredit: ['finance'],
  suspend: ['risk'],
  activate: ['risk'],
  makeAdmin: ['superadmin'],
  removeAdmin: ['superadmin'],
  setRole: ['superadmin'],
} as const satisfies Record<string, readonly AdminRole[]>;
export type AdminUserAction = keyof typeof USER_ACTION_ROLES;

/** Who is calling, as the gateway vouches for it to every subgraph. */
export interface CallerIdentity {
  userId: string;
  isAdmin: boolean;
  sessionId: string;
  /**
   * The user's security version the session was created at. Draws and
   * payments compare it with their mirror of the user's access (absent in
   * hand-built callers: treated as 0).
   */
  securityVersion?: number;
  /**
   * The admin's role (docs/product-rules.md#admin-roles); set for admins
   * only, and what every admin field checks. `isAdmin` stays true for any role.
   */
  adminRole?: AdminRole;
  /**
   * Set by a service's own check of the caller (never signed, never sent):
   * the user is suspended or deleted, and access helpers refuse with 403.
   */
  refused?: 'suspended' | 'deleted';
}

/** Header carrying the signed caller identity from gateway to subgraphs. */
export const IDENTITY_HEADER = 'x-nova-identity';
/** Headers a subgraph sets to ask the gateway to set or clear the session cookie. */
export const SET_SESSION_HEADER = 'x-nova-set-session';
export const CLEAR_SESSION_HEADER = 'x-nova-clear-session';
export const SESSION_COOKIE = 'nova_sid';
/**
 * The remembered-device cookie (two-factor sign-in skips the code for 30
 * days on that browser): the gateway forwards it to subgraphs in
 * DEVICE_HEADER, and sets it when identity answers with SET_DEVICE_HEADER.
 * Its value is signed by identity, which alone checks it.
 */
export const DEVICE_COOKIE = 'nova_device';
export const DEVICE_HEADER = 'x-nova-device';
export const SET_DEVICE_HEADER = 'x-nova-set-device';
/** The browser's User-Agent, forwarded by the gateway so identity can name a session's device. */
export const USER_AGENT_HEADER = 'x-nova-user-agent';
