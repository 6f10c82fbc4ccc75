import { randomUUID } from 'node:crypto';
import type { AdminRole, CallerIdentity } from '@nova/contracts';
import { startIdentityHarness, uniqueName, type IdentityHarness } from './support/identity-harness';
import { LOGIN, type UserFields } from './support/subgraph-client';

/**
 * Admin roles (docs/product-rules.md#admin-roles): a superadmin sets them,
 * a role change ends the user's sessions, each adminUpdateUser action is
 * checked against its own roles, and the last superadmin keeps the role.
 */
const ROOT = uniqueName('root');
const ROOT_PASSWORD = 'first-admin-password';
let identity: IdentityHarness;

beforeAll(async () => {
  identity = await startIdentityHarness('identity-admin-roles', { ADMIN_USERNAME: ROOT, ADMIN_PASSWORD: ROOT_PASSWORD });
});

afterAll(async () => {
  await identity?.close();
});

const UPDATE = 'mutation Update($id: ID!, $input: AdminUpdateUserInput!) { adminUpdateUser(id: $id, input: $input) { message user { id isAdmin adminRole } } }';
const ME = 'query Me { me { id isAdmin adminRole } }';
const USERS = 'query Users($search: String) { adminUsers(search: $search) { users { username adminRole } } }';

type Update = { adminUpdateUser: { user: { id: string; isAdmin: boolean; adminRole: AdminRole | null } } };

/** Signs in and answers the caller the gateway would build from the new session. */
async function signIn(username: string, password: string): Promise<CallerIdentity> {
  const reply = await identity.call<{ login: UserFields }>(LOGIN, { input: { username, password } }, { clientIp: `198.51.100.${Math.floor(Math.random() * 250) + 1}` });
  const session = reply.setSession ? await identity.sessions.get(reply.setSession) : null;
  if (!session) throw new Error(`sign-in failed: ${JSON.stringify(reply.errors)}`);
  return { userId: session.userId, isAdmin: session.isAdmin, sessionId: reply.setSession as string, securityVersion: session.securityVersion, ...(session.adminRole ? { adminRole: session.adminRole } : {}) };
}

const setRole = (caller: CallerIdentity, id: string, role: AdminRole | null) => identity.call<Update>(UPDATE, { id, input: { action: 'setRole', role } }, { caller });
const codeOf = (reply: { errors?: Array<{ extensions?: { code?: string } }> }) => reply.errors?.[0]?.extensions?.code ?? 'ok';

/** A new player made an admin of `role` by the root superadmin, signed in again. */
async function adminOf(role: AdminRole, root: CallerIdentity) {
  const account = await identity.signUp();
  expect(codeOf(await setRole(root, account.user.id, role))).toBe('ok');
  return { ...account, caller: await signIn(account.user.username, account.password) };
}

describe('admin roles', () => {
  it('makes the first admin a superadmin, shown on me and in the Users list', async () => {
    const root = await signIn(ROOT, ROOT_PASSWORD);
    expect(root.adminRole).toBe('superadmin');
    expect((await identity.call<{ me: unknown }>(ME, {}, { caller: root })).data?.me).toMatchObject({ isAdmin: true, adminRole: 'superadmin' });
    const listed = await identity.call<{ adminUsers: { users: Array<{ username: string; adminRole: string | null }> } }>(USERS, { search: ROOT }, { caller: root });
    expect(listed.data?.adminUsers.users).toEqual([{ username: ROOT, adminRole: 'superadmin' }]);
  });

  it('a role change ends every session of the user; the next sign-in carries the new role', async () => {
    const root = await signIn(ROOT, ROOT_PASSWORD);
    const { user, caller, password } = await identity.signUp();
    expect(await identity.sessions.get(caller.sessionId)).not.toBeNull();

    const reply = await setRole(root, user.id, 'finance');
    expect(reply.data?.adminUpdateUser.user).toEqual({ id: user.id, isAdmin: true, adminRole: 'finance' });
    expect(await identity.sessions.get(caller.sessionId)).toBeNull();
    const finance = await signIn(user.username, password);
    expect(finance).toMatchObject({ isAdmin: true, adminRole: 'finance' });

    // Back to a player: the finance session ends too, and the next one has no role.
    expect(codeOf(await setRole(root, user.id, null))).toBe('ok');
    expect(await identity.sessions.get(finance.sessionId)).toBeNull();
    const player = await signIn(user.username, password);
    expect(player.isAdmin).toBe(false);
    expect(player.adminRole).toBeUndefined();
  });

  it('checks each adminUpdateUser action against its own roles', async () => {
    const root = await signIn(ROOT, ROOT_PASSWORD);
    const [support, finance, risk] = [await adminOf('support', root), await adminOf('finance', root), await adminOf('risk', root)];
    const target = await identity.signUp();
    const act = (caller: CallerIdentity, action: string) => identity.call(UPDATE, { id: target.user.id, input: { action, role: 'support' } }, { caller }).then(codeOf);

    expect([await act(support.caller, 'suspend'), await act(finance.caller, 'suspend'), await act(risk.caller, 'suspend')]).toEqual(['FORBIDDEN', 'FORBIDDEN', 'ok']);
    expect(await act(risk.caller, 'activate')).toBe('ok');
    for (const admin of [support, finance, risk]) {
      expect([await act(admin.caller, 'setRole'), await act(admin.caller, 'makeAdmin'), await act(admin.caller, 'removeAdmin')]).toEqual(['FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN']);
    }
    // Nothing changed for the target: still a player.
    expect((await identity.call<{ me: unknown }>(ME, {}, { caller: target.caller })).data?.me).toMatchObject({ isAdmin: false, adminRole: null });
    // Suspending another admin takes a superadmin.
    expect(codeOf(await identity.call(UPDATE, { id: finance.user.id, input: { action: 'suspend' } }, { caller: risk.caller }))).toBe('FORBIDDEN');
    // Any admin reads the Users list; a player does not.
    expect(codeOf(await identity.call(USERS, {}, { caller: support.caller }))).toBe('ok');
    expect(codeOf(await identity.call(USERS, {}, { caller: target.caller }))).toBe('FORBIDDEN');
  });

  it('refuses a change of one’s own role and a role outside the four', async () => {
    const root = await signIn(ROOT, ROOT_PASSWORD);
    expect(codeOf(await setRole(root, root.userId, 'support'))).toBe('FORBIDDEN');
    const { user } = await identity.signUp();
    const bad = await identity.call(UPDATE, { id: user.id, input: { action: 'setRole', role: 'owner' } }, { caller: root });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect((await signIn(ROOT, ROOT_PASSWORD)).adminRole).toBe('superadmin');
  });

  it('keeps the last superadmin: of two demoting each other, one succeeds and the other is refused', async () => {
    const root = await signIn(ROOT, ROOT_PASSWORD);
    const other = await adminOf('superadmin', root);
    // Every other superadmin made by earlier tests steps down first.
    const { rows } = await identity.db.query<{ id: string }>("SELECT id FROM users WHERE admin_role = 'superadmin' AND id NOT IN ($1, $2)", [root.userId, other.user.id]);
    for (const { id } of rows) expect(codeOf(await setRole(root, id, null))).toBe('ok');

    const replies = await Promise.all([setRole(root, other.user.id, 'risk'), setRole(other.caller, root.userId, 'risk')]);
    expect(replies.map(codeOf).sort()).toEqual(['CONFLICT', 'ok']);
    const { rows: left } = await identity.db.query<{ id: string }>("SELECT id FROM users WHERE admin_role = 'superadmin'");
    expect(left).toHaveLength(1);

    // The one left can be neither demoted nor suspended, whoever asks.
    const lastId = left[0]?.id as string;
    const someSuperadmin: CallerIdentity = { userId: randomUUID(), isAdmin: true, adminRole: 'superadmin', sessionId: 'elsewhere' };
    expect(codeOf(await setRole(someSuperadmin, lastId, 'support'))).toBe('CONFLICT');
    expect(codeOf(await identity.call(UPDATE, { id: lastId, input: { action: 'suspend' } }, { caller: someSuperadmin }))).toBe('CONFLICT');
  });
});
