import { randomUUID } from 'node:crypto';
import type { CallerIdentity } from '@nova/contracts';
import type { KeyValueStore, RedisStore } from '@nova/platform';
import type { SignInHooks } from '../src/index';
import { startIdentityHarness, type IdentityHarness } from './support/identity-harness';
import { LOGIN, type UserFields } from './support/subgraph-client';

/**
 * A sign-in racing an admin's suspension, deletion or removeAdmin, made
 * deterministic: the sign-in is held at one step (its session write, or just
 * after its password check) while the admin's change runs to completion,
 * then let go. Whatever the interleaving, the user must end up with no live
 * session (and never with admin rights).
 */

/** Holds the next write of a matching key until released. */
class Pause {
  private reachedResolve!: () => void;
  private releaseResolve!: () => void;
  readonly reached = new Promise<void>((resolve) => (this.reachedResolve = resolve));
  private readonly released = new Promise<void>((resolve) => (this.releaseResolve = resolve));

  constructor(readonly matches: (key: string) => boolean) {}

  async hold(): Promise<void> {
    this.reachedResolve();
    await this.released;
  }

  release(): void {
    this.releaseResolve();
  }
}

let pendingWrite: Pause | null = null;
let afterPassword: ((userId: string) => Promise<void>) | null = null;

/** The service's own Redis store, with session writes that can be held. */
function holdingStore(store: RedisStore): KeyValueStore {
  return new Proxy(store, {
    get(target, property, receiver) {
      if (property === 'set') {
        return async (key: string, value: string, options?: { ttlSeconds?: number }) => {
          const pause = pendingWrite;
          if (pause?.matches(key)) {
            pendingWrite = null;
            await pause.hold();
          }
          return target.set(key, value, options);
        };
      }
      const member = Reflect.get(target, property, receiver) as unknown;
      return typeof member === 'function' ? (member as (...args: unknown[]) => unknown).bind(target) : member;
    },
  });
}

const hooks: SignInHooks = {
  afterPasswordChecked: async (userId) => afterPassword?.(userId),
};

let identity: IdentityHarness;
const admin: CallerIdentity = { userId: randomUUID(), isAdmin: true, adminRole: 'superadmin', sessionId: 'admin-session' };
const ADMIN_UPDATE = 'mutation Update($id: ID!, $input: AdminUpdateUserInput!) { adminUpdateUser(id: $id, input: $input) { message } }';
const ADMIN_DELETE = 'mutation Delete($id: ID!) { adminDeleteUser(id: $id) }';

beforeAll(async () => {
  identity = await startIdentityHarness('identity-session-races', {}, { hooks, wrapStore: holdingStore });
});

afterAll(async () => {
  await identity?.close();
});

afterEach(() => {
  pendingWrite = null;
  afterPassword = null;
});

type Login = { login: UserFields };
const login = (username: string, password: string) =>
  identity.call<Login>(LOGIN, { input: { username, password } }, { clientIp: `203.0.113.${Math.floor(Math.random() * 250) + 1}` });

const changes = {
  suspend: (userId: string) => identity.call(ADMIN_UPDATE, { id: userId, input: { action: 'suspend' } }, { caller: admin }),
  delete: (userId: string) => identity.call(ADMIN_DELETE, { id: userId }, { caller: admin }),
  removeAdmin: (userId: string) => identity.call(ADMIN_UPDATE, { id: userId, input: { action: 'removeAdmin' } }, { caller: admin }),
};

/** A player, made admin first when the change is removeAdmin. */
async function target(change: keyof typeof changes) {
  const account = await identity.signUp();
  if (change === 'removeAdmin') {
    const made = await identity.call(ADMIN_UPDATE, { id: account.user.id, input: { action: 'setRole', role: 'support' } }, { caller: admin });
    expect(made.errors).toBeUndefined();
  }
  return account;
}

describe.each(Object.keys(changes) as Array<keyof typeof changes>)('a sign-in racing %s', (change) => {
  it('gets no live session when the change lands while its session is being written', async () => {
    const { user, password } = await target(change);
    const pause = new Pause((key) => key.startsWith('session:'));
    pendingWrite = pause;
    const signingIn = login(user.username, password);
    await pause.reached;
    const changed = await changes[change](user.id);
    expect(changed.errors).toBeUndefined();
    pause.release();

    const reply = await signingIn;
    // The sign-in had passed every check: it answers, but its session is dead on first use.
    expect(reply.setSession).toBeTruthy();
    expect(await identity.sessions.get(reply.setSession as string)).toBeNull();
  });

  it('is refused when the change lands during its password check', async () => {
    const { user, password } = await target(change);
    let changed: Awaited<ReturnType<(typeof changes)[typeof change]>> | undefined;
    afterPassword = async (userId) => {
      if (userId !== user.id) return;
      afterPassword = null;
      changed = await changes[change](user.id);
    };
    const reply = await login(user.username, password);
    expect(changed?.errors).toBeUndefined();
    expect(reply.setSession).toBeNull();
    const expected = { suspend: 'ACCOUNT_SUSPENDED', delete: 'INVALID_CREDENTIALS', removeAdmin: 'CONFLICT' }[change];
    expect(reply.errors?.[0]?.extensions?.code).toBe(expected);
  });
});

describe('roles are read from the user', () => {
  it('a demoted admin\'s existing session loses admin rights at once, and a new sign-in is a player', async () => {
    const { user, password } = await target('removeAdmin');
    const before = await login(user.username, password);
    expect(await identity.sessions.get(before.setSession as string)).toMatchObject({ isAdmin: true });
    expect((await changes.removeAdmin(user.id)).errors).toBeUndefined();
    expect(await identity.sessions.get(before.setSession as string)).toBeNull();
    const after = await login(user.username, password);
    expect(after.data?.login.isAdmin).toBe(false);
    expect(await identity.sessions.get(after.setSession as string)).toMatchObject({ userId: user.id, isAdmin: false });
  });

  it('an activated user signs in again normally', async () => {
    const { user, password } = await target('suspend');
    expect((await changes.suspend(user.id)).errors).toBeUndefined();
    expect((await identity.call(ADMIN_UPDATE, { id: user.id, input: { action: 'activate' } }, { caller: admin })).errors).toBeUndefined();
    const reply = await login(user.username, password);
    expect(await identity.sessions.get(reply.setSession as string)).toMatchObject({ userId: user.id, isAdmin: false });
  });
});
