import { adminRoleAllows, type AdminRole } from '@nova/contracts';

/** A panel tab as far as access goes: its name and the admin roles that may use it. */
export interface RoleScopedTab {
  name: string;
  roles: readonly AdminRole[];
}

/**
 * The tabs an admin of `role` may use, in menu order (a superadmin sees them
 * all; docs/product-rules.md#admin-roles). Hiding a tab is for the eye only:
 * the server refuses every field of it to the other roles.
 */
export function tabsForRole<T extends RoleScopedTab>(tabs: readonly T[], role: AdminRole | null | undefined): T[] {
  return tabs.filter((tab) => adminRoleAllows(role, tab.roles));
}

/** The tab named in the URL if the admin may use it, otherwise their first one (null when they may use none). */
export function resolveAdminTab(requested: string | null, allowed: readonly RoleScopedTab[]): string | null {
  if (allowed.some((tab) => tab.name === requested)) return requested;
  return allowed[0]?.name ?? null;
}
