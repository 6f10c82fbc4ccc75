import { resolveAdminTab, tabsForRole, type RoleScopedTab } from './admin-tab-access';

/** A few tabs as ADMIN_TABS names them, in menu order. */
const tabs: RoleScopedTab[] = [
  { name: 'draws', roles: ['superadmin'] },
  { name: 'deposits', roles: ['finance'] },
  { name: 'support', roles: ['support'] },
  { name: 'users', roles: ['support', 'finance', 'risk'] },
  { name: 'audit', roles: ['risk'] },
  { name: 'settings', roles: ['superadmin'] },
];
const names = (role: Parameters<typeof tabsForRole>[1]) => tabsForRole(tabs, role).map((tab) => tab.name);

describe('admin tabs per role', () => {
  it('shows each role only its own tabs, in menu order, and a superadmin all of them', () => {
    expect(names('support')).toEqual(['support', 'users']);
    expect(names('finance')).toEqual(['deposits', 'users']);
    expect(names('risk')).toEqual(['users', 'audit']);
    expect(names('superadmin')).toEqual(['draws', 'deposits', 'support', 'users', 'audit', 'settings']);
  });

  it('shows no tab to a caller without a role', () => {
    expect(names(null)).toEqual([]);
    expect(names(undefined)).toEqual([]);
  });

  it('opens the tab in the URL when the role may use it, otherwise the first allowed one', () => {
    const support = tabsForRole(tabs, 'support');
    expect(resolveAdminTab('users', support)).toBe('users');
    expect(resolveAdminTab('settings', support)).toBe('support');
    expect(resolveAdminTab(null, support)).toBe('support');
    expect(resolveAdminTab('no-such-tab', tabsForRole(tabs, 'superadmin'))).toBe('draws');
    expect(resolveAdminTab('users', [])).toBeNull();
  });
});
