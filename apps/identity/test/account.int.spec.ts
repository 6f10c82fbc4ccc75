import { randomUUID } from 'node:crypto';
import type { CallerIdentity } from '@nova/contracts';
import { ensureAdmin } from '../src/index';
import { eventually, startIdentityHarness, uniqueName, type IdentityHarness } from './support/identity-harness';
import { CHANGE_PASSWORD, LOGIN, ME, UPDATE_LANGUAGE, USER_ENTITIES, type UserFields } from './support/subgraph-client';

const ADMIN_USERNAME = uniqueName('root');
const ADMIN_PASSWORD = 'first-admin-password';
let identity: IdentityHarness;

beforeAll(async () => {
  identity = await startIdentityHarness('identity-account', { ADMIN_USERNAME, ADMIN_PASSWORD });
});

afterAll(async () => {
  await identity?.close();
});

type Login = { login: UserFields };
const login = (username: string, password: string) => identity.call<Login>(LOGIN, { input: { username, password } });

describe('change password', () => {
  it('checks the current password and the new one', async () => {
    const { caller, password } = await identity.signUp();
    const wrong = await identity.call(CHANGE_PASSWORD, { input: { currentPassword: 'not-it', newPassword: 'brand-new' } }, { caller });
    expect(wrong.errors?.[0]).toMatchObject({ message: 'Current password is incorrect', extensions: { code: 'INVALID_CREDENTIALS' } });
    const short = await identity.call(CHANGE_PASSWORD, { input: { currentPassword: password, newPassword: '123' } }, { caller });
    expect(short.errors?.[0]).toMatchObject({ message: 'Password must be at least 6 characters long', extensions: { code: 'BAD_USER_INPUT' } });
    const visitor = await identity.call(CHANGE_PASSWORD, { input: { currentPassword: password, newPassword: 'brand-new' } });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('signs out every other device and keeps this one signed in with a fresh session', async () => {
    const { user, caller, password } = await identity.signUp();
    const otherDevice = (await login(user.username, password)).setSession as string;
    expect(await identity.sessions.get(otherDevice)).not.toBeNull();

    const reply = await identity.call<{ changePassword: boolean }>(
      CHANGE_PASSWORD,
      { input: { currentPassword: password, newPassword: 'brand-new-password' } },
      { caller },
    );
    expect(reply.data?.changePassword).toBe(true);
    const freshSession = reply.setSession as string;
    expect(freshSession).toBeTruthy();
    expect(await identity.sessions.get(caller.sessionId)).toBeNull();
    expect(await identity.sessions.get(otherDevice)).toBeNull();
    expect(await identity.sessions.get(freshSession)).toMatchObject({ userId: user.id });

    expect((await login(user.username, password)).errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
    expect((await login(user.username, 'brand-new-password')).data?.login.id).toBe(user.id);
    await eventually(() => identity.passwordChanged.some((event) => event.userId === user.id));
  });
});

describe('language', () => {
  it('saves one of the five languages for the caller', async () => {
    const { caller } = await identity.signUp();
    const reply = await identity.call<{ updateLanguage: UserFields }>(UPDATE_LANGUAGE, { language: 'ar' }, { caller });
    expect(reply.data?.updateLanguage.language).toBe('ar');
    expect((await identity.call<{ me: UserFields }>(ME, {}, { caller })).data?.me.language).toBe('ar');
  });

  it('refuses other languages and visitors', async () => {
    const { caller } = await identity.signUp();
    const french = await identity.call(UPDATE_LANGUAGE, { language: 'fr' }, { caller });
    expect(french.errors?.[0]).toMatchObject({ message: 'Language must be one of en, th, hi, bn, ar', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await identity.call(UPDATE_LANGUAGE, { language: 'en' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('first admin', () => {
  it('is created at start from ADMIN_USERNAME / ADMIN_PASSWORD', async () => {
    const reply = await login(ADMIN_USERNAME, ADMIN_PASSWORD);
    expect(reply.data?.login).toMatchObject({ username: ADMIN_USERNAME, isAdmin: true });
    expect(await identity.sessions.get(reply.setSession as string)).toMatchObject({ isAdmin: true });
  });

  it('promotes an existing user without touching the password, and is idempotent', async () => {
    const { user, caller, password } = await identity.signUp();
    const deps = { db: identity.db, afterCommit: () => undefined, sessions: identity.sessions };
    expect(await ensureAdmin(deps, { username: user.username, password: 'ignored-password' })).toMatchObject({ outcome: 'promoted', userId: user.id });
    expect(await ensureAdmin(deps, { username: user.username, password: 'ignored-password' })).toMatchObject({ outcome: 'unchanged' });
    // A role change ends the user's sessions; the next sign-in has the new role.
    expect(await identity.sessions.get(caller.sessionId)).toBeNull();
    const again = await login(user.username, password);
    expect(again.data?.login.isAdmin).toBe(true);
    expect(await identity.sessions.get(again.setSession as string)).toMatchObject({ isAdmin: true });
  });
});

describe('User entity for other subgraphs', () => {
  const entity = (userId: string, caller?: { userId: string; isAdmin: boolean; sessionId: string }) =>
    identity.call<{ _entities: Array<{ id: string; username: string } | null> }>(
      USER_ENTITIES,
      { representations: [{ __typename: 'User', id: userId }] },
      caller ? { caller } : {},
    );

  it('resolves for the user themself and for an admin only', async () => {
    const { user, caller } = await identity.signUp();
    expect((await entity(user.id, caller)).data?._entities[0]).toEqual({ id: user.id, username: user.username });
    expect((await entity(user.id, { userId: randomUUID(), isAdmin: true, sessionId: 'admin-session' })).data?._entities[0]?.username).toBe(user.username);
    expect((await entity(user.id, { userId: randomUUID(), isAdmin: false, sessionId: 'other-session' })).data?._entities[0]).toBeNull();
    expect((await entity(user.id)).data?._entities[0]).toBeNull();
    expect((await entity('not-a-uuid', { userId: randomUUID(), isAdmin: true, sessionId: 'admin-session' })).data?._entities[0]).toBeNull();
  });
});

describe('Player entity (public)', () => {
  const PLAYER_ENTITIES = 'query Players($representations: [_Any!]!) { _entities(representations: $representations) { ... on Player { id username } } }';

  it('gives anyone the masked username and nothing else, the player and admins the whole name; an unknown id gets a placeholder name', async () => {
    const { user, caller } = await identity.signUp();
    const missing = randomUUID();
    const representations = [{ __typename: 'Player', id: user.id }, { __typename: 'Player', id: missing }];
    const masked = `${user.username[0]}***${user.username[user.username.length - 1]}`;
    const reply = await identity.call<{ _entities: Array<{ id: string; username: string }> }>(PLAYER_ENTITIES, { representations });
    expect(reply.data?._entities).toEqual([
      { id: user.id, username: masked },
      { id: missing, username: 'unknown player' },
    ]);
    const otherPlayer = { userId: randomUUID(), isAdmin: false, sessionId: 'other-session' };
    const seenBy = async (viewer: CallerIdentity) =>
      (await identity.call<{ _entities: Array<{ username: string }> }>(PLAYER_ENTITIES, { representations }, { caller: viewer })).data?._entities[0]?.username;
    expect(await seenBy(otherPlayer)).toBe(masked);
    expect(await seenBy(caller)).toBe(user.username);
    expect(await seenBy({ userId: randomUUID(), isAdmin: true, sessionId: 'admin-session' })).toBe(user.username);
    const leak = await identity.call('query { _entities(representations: [{ __typename: "Player", id: "x" }]) { ... on Player { email } } }');
    expect(leak.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
