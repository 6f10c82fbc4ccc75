import { randomBytes } from 'node:crypto';
import type { CallerIdentity, EventOf } from '@nova/contracts';
import { createNatsBus, createRedisStore, openPostgres, SessionStore, type Bus, type Db, type KeyValueStore, type RedisStore } from '@nova/platform';
import { createTestConfig, silentLogger, testEnv, type TestConfig } from '@nova/platform/testing';
import { createIdentityService, identityConfigSchema, type IdentityConfig, type IdentityService, type SignInHooks } from '../../src/index';
import { REGISTER, subgraphClient, type UserFields } from './subgraph-client';

/**
 * One identity service on the real PostgreSQL, NATS and Redis, under fresh
 * names, plus what a test needs to look behind it: the sessions in Redis,
 * the events on NATS and the users table.
 */
export interface IdentityHarness {
  config: IdentityConfig;
  /** The subgraph's /graphql address. */
  url: string;
  call: ReturnType<typeof subgraphClient>;
  sessions: SessionStore;
  db: Db;
  /** The test's own connection to the bus (plays other services). */
  bus: Bus;
  registered: Array<EventOf<'identity.user.registered.v1'>>;
  passwordChanged: Array<EventOf<'identity.user.password-changed.v1'>>;
  /** Registers a fresh user and returns it with a caller for its session. */
  signUp(password?: string): Promise<{ user: UserFields; caller: CallerIdentity; password: string }>;
  close(): Promise<void>;
}

export const uniqueName = (label: string) => `${label}_${randomBytes(4).toString('hex')}`;

export interface HarnessSeams {
  /** Sign-in hooks handed to the service. */
  hooks?: SignInHooks;
  /** Wraps the service's own Redis store (e.g. to pause one write). */
  wrapStore?: (store: RedisStore) => KeyValueStore;
}

export async function startIdentityHarness(
  name: string,
  overrides: Partial<Record<keyof IdentityConfig, unknown>> = {},
  seams: HarnessSeams = {},
): Promise<IdentityHarness> {
  const testConfig: TestConfig = await createTestConfig(name, 'stack');
  const config = identityConfigSchema.parse({ ...testConfig.config, ...overrides });
  const serviceStore = seams.wrapStore ? createRedisStore({ url: testEnv().TEST_REDIS_URL, prefix: config.KEY_PREFIX }) : undefined;
  const service: IdentityService = createIdentityService({
    config,
    ...(serviceStore && seams.wrapStore ? { shared: { store: seams.wrapStore(serviceStore) } } : {}),
    ...(seams.hooks ? { seams: seams.hooks } : {}),
  });
  let store: RedisStore | undefined;
  let bus: Bus | undefined;
  let db: Db | undefined;
  try {
    const { url } = await service.start();
    store = createRedisStore({ url: testEnv().TEST_REDIS_URL, prefix: config.KEY_PREFIX });
    bus = await createNatsBus({ url: testEnv().TEST_NATS_URL, prefix: config.SUBJECT_PREFIX, service: 'identity-test', logger: silentLogger() });
    db = await openPostgres({ databaseUrl: config.DATABASE_URL as string, logger: silentLogger() });
    const registered: IdentityHarness['registered'] = [];
    const passwordChanged: IdentityHarness['passwordChanged'] = [];
    await bus.subscribe('identity.user.registered.v1', 'identity-test-observer', async (event) => {
      registered.push(event);
    });
    await bus.subscribe('identity.user.password-changed.v1', 'identity-test-observer', async (event) => {
      passwordChanged.push(event);
    });
    const call = subgraphClient(url, config.INTERNAL_AUTH_SECRET);
    const opened = { store, bus, db };
    return {
      config,
      url,
      call,
      sessions: new SessionStore(store),
      db,
      bus,
      registered,
      passwordChanged,
      async signUp(password = 'secret-password') {
        const reply = await call<{ register: UserFields }>(REGISTER, { input: { username: uniqueName('player'), password } });
        if (!reply.data?.register || !reply.setSession) throw new Error(`sign-up failed: ${JSON.stringify(reply.errors)}`);
        const user = reply.data.register;
        return { user, caller: { userId: user.id, isAdmin: user.isAdmin, sessionId: reply.setSession, securityVersion: 0 }, password };
      },
      async close() {
        await opened.bus.close();
        await opened.store.close();
        await opened.db.close();
        await service.stop();
        await serviceStore?.close();
        await testConfig.cleanUp();
      },
    };
  } catch (error) {
    await bus?.close();
    await store?.close();
    await db?.close();
    await service.stop();
    await serviceStore?.close();
    await testConfig.cleanUp();
    throw error;
  }
}

export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
