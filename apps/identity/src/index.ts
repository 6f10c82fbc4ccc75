import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  createRateLimiter,
  createServiceApp,
  openRuntime,
  SessionStore,
  startSubgraph,
  type Bus,
  type KeyValueStore,
  type Logger,
  type RunningSubgraph,
  type Runtime,
  type SettingsMirror,
  type Subscription,
} from '@nova/platform';
import { ensureAdmin } from './admin-bootstrap';
import { rememberClientIp } from './client-ip';
import type { IdentityConfig } from './config';
import { followContentSettings } from './content-settings';
import type { IdentityDeps, SignInHooks } from './deps';
import { SignInThrottle } from './sign-in-throttle';
import { consumeDepositApprovals } from './deposit-approvals';
import { answerSavedMethodRequests } from './saved-method-reply';
import { identityResolvers } from './resolvers';
import { rewardSettings } from './rewards';

export { identityConfigSchema, loadIdentityConfig, type IdentityConfig } from './config';
export { ensureAdmin } from './admin-bootstrap';
export type { SignInHooks } from './deps';

export const IDENTITY_SERVICE = 'identity';
export const identityMigrationsDir = join(__dirname, 'db', 'migrations');
const typeDefs = readFileSync(join(__dirname, 'schema.graphql'), 'utf8');

export interface IdentityServiceOptions {
  config: IdentityConfig;
  /** One-process mode: every service shares the in-process bus and store. */
  shared?: { bus?: Bus; store?: KeyValueStore; logger?: Logger };
  /** Test seams: pause sign-ins between their steps. */
  hooks?: SignInHooks;
}

export interface IdentityService {
  /** Opens the database (migrating it), ensures the first admin, listens. */
  start(): Promise<{ url: string }>;
  stop(): Promise<void>;
}

export function identityDeps(runtime: Runtime<IdentityConfig>, hooks?: SignInHooks): IdentityDeps {
  const { config, store } = runtime;
  const window = config.LOGIN_ATTEMPT_WINDOW_SECONDS;
  return {
    db: runtime.db,
    bus: runtime.bus,
    sessions: new SessionStore(store, {
      idleTtlSeconds: config.SESSION_IDLE_TTL_SECONDS,
      absoluteTtlSeconds: config.SESSION_ABSOLUTE_TTL_SECONDS,
    }),
    signInThrottle: new SignInThrottle({
      store,
      freeAttemptsPerAddress: config.LOGIN_FREE_ATTEMPTS_PER_ADDRESS,
      baseDelaySeconds: config.LOGIN_BASE_DELAY_SECONDS,
      maxDelaySeconds: config.LOGIN_MAX_DELAY_SECONDS,
      failuresPerUsername: config.LOGIN_ATTEMPTS_PER_USERNAME,
      attemptsPerClientIp: config.LOGIN_ATTEMPTS_PER_CLIENT_IP,
      windowSeconds: window,
    }),
    passwordChangeLimit: createRateLimiter({ store, keyPrefix: 'change-password', points: config.PASSWORD_CHANGE_ATTEMPTS, durationSeconds: window }),
    afterCommit: () => runtime.outbox.nudge(),
    ...(hooks ? { hooks } : {}),
  };
}

export function createIdentityService({ config, shared, hooks }: IdentityServiceOptions): IdentityService {
  let runtime: Runtime<IdentityConfig> | undefined;
  let subgraph: RunningSubgraph | undefined;
  let subscription: Subscription | undefined;
  let contentSettings: SettingsMirror | undefined;
  let savedMethods: Subscription | undefined;

  const stop = async () => {
    // Stop taking work first, then close what the work needs.
    await subscription?.unsubscribe();
    subscription = undefined;
    await savedMethods?.unsubscribe();
    savedMethods = undefined;
    await contentSettings?.stop();
    contentSettings = undefined;
    await subgraph?.close();
    subgraph = undefined;
    await runtime?.close();
    runtime = undefined;
  };

  return {
    async start() {
      runtime = await openRuntime({ service: IDENTITY_SERVICE, config, migrationsDir: identityMigrationsDir, shared });
      const { db, logger, bus } = runtime;
      try {
        const deps = identityDeps(runtime, hooks);
        const rewards = rewardSettings(config);
        contentSettings = await followContentSettings(runtime, rewards);
        subscription = await consumeDepositApprovals({ db, bus, logger, rewards });
        savedMethods = await answerSavedMethodRequests(db, bus);
        if (config.ADMIN_USERNAME && config.ADMIN_PASSWORD) {
          const admin = await ensureAdmin(deps, { username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD });
          logger.info({ username: admin.username, outcome: admin.outcome }, 'first admin ensured');
        }
        const app = createServiceApp({
          service: IDENTITY_SERVICE,
          logger,
          ready: async () => (await db.query('SELECT 1')).rowCount === 1,
        });
        app.use('/graphql', rememberClientIp(config.INTERNAL_AUTH_SECRET));
        subgraph = await startSubgraph({
          service: IDENTITY_SERVICE,
          typeDefs,
          resolvers: identityResolvers(deps, rewards),
          app,
          secret: config.INTERNAL_AUTH_SECRET,
          logger,
          host: config.HOST,
          port: config.PORT,
          production: config.NODE_ENV === 'production',
          metrics: { host: config.METRICS_HOST, port: config.METRICS_PORT },
        });
        return { url: subgraph.url };
      } catch (error) {
        await stop();
        throw error;
      }
    },
    stop,
  };
}
