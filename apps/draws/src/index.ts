import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  checkCallerAccess,
  createServiceApp,
  followUserAccess,
  openRuntime,
  startSubgraph,
  type Bus,
  type KeyValueStore,
  type Logger,
  type RunningSubgraph,
  type Runtime,
  type Subscription,
  type SettingsMirror,
} from '@nova/platform';
import type { DrawsConfig } from './config';
import { followContentSettings } from './content-settings';
import type { DrawsDeps, SagaFaults } from './deps';
import { drawsResolvers } from './resolvers';
import { startScheduler, type Scheduler } from './scheduler';

export { drawsConfigSchema, loadDrawsConfig, type DrawsConfig } from './config';
export type { DrawsDeps, SagaFaults } from './deps';
export { formatTicketNumber, ticketNumberSql } from './ticket-number';

export const DRAWS_SERVICE = 'draws';
export const drawsMigrationsDir = join(__dirname, 'db', 'migrations');
const typeDefs = readFileSync(join(__dirname, 'schema.graphql'), 'utf8');

export interface DrawsServiceOptions {
  config: DrawsConfig;
  /** One-process mode: every service shares the in-process bus and store. */
  shared?: { bus?: Bus; store?: KeyValueStore; logger?: Logger };
  /** Tests only: simulated crashes inside the purchase saga. */
  faults?: SagaFaults;
}

export interface DrawsService {
  /** Opens the database (migrating it), starts the scheduler, listens. */
  start(): Promise<{ url: string }>;
  stop(): Promise<void>;
  /** What the service runs on, once started: lets tests drive the periodic jobs by hand. */
  deps(): DrawsDeps;
}

export function drawsDeps(runtime: Runtime<DrawsConfig>, faults?: SagaFaults): DrawsDeps {
  const { config } = runtime;
  return {
    db: runtime.db,
    bus: runtime.bus,
    logger: runtime.logger,
    settings: {
      adminProfitPercentage: config.ADMIN_PROFIT_PERCENTAGE,
      autoPayoutLimitMinor: config.AUTO_PAYOUT_LIMIT,
      archiveAfterDays: config.ARCHIVE_AFTER_DAYS,
      purchaseStaleAfterMs: config.PURCHASE_STALE_AFTER_MS,
    },
    afterCommit: () => runtime.outbox.nudge(),
    ...(faults ? { faults } : {}),
  };
}

export function createDrawsService({ config, shared, faults }: DrawsServiceOptions): DrawsService {
  let runtime: Runtime<DrawsConfig> | undefined;
  let subgraph: RunningSubgraph | undefined;
  let userAccess: Subscription | undefined;
  let scheduler: Scheduler | undefined;
  let deps: DrawsDeps | undefined;
  let contentSettings: SettingsMirror | undefined;

  const stop = async () => {
    // Stop taking work first, then close what the work needs.
    await userAccess?.unsubscribe();
    userAccess = undefined;
    await scheduler?.stop();
    scheduler = undefined;
    await contentSettings?.stop();
    contentSettings = undefined;
    await subgraph?.close();
    subgraph = undefined;
    await runtime?.close();
    runtime = undefined;
  };

  return {
    async start() {
      runtime = await openRuntime({ service: DRAWS_SERVICE, config, migrationsDir: drawsMigrationsDir, shared });
      const { db, logger } = runtime;
      try {
        deps = drawsDeps(runtime, faults);
        contentSettings = await followContentSettings(deps);
        userAccess = await followUserAccess({ db, bus: runtime.bus, consumer: 'draws-user-access' });
        const app = createServiceApp({
          service: DRAWS_SERVICE,
          logger,
          ready: async () => (await db.query('SELECT 1')).rowCount === 1,
        });
        subgraph = await startSubgraph({
          service: DRAWS_SERVICE,
          typeDefs,
          resolvers: drawsResolvers(deps),
          app,
          secret: config.INTERNAL_AUTH_SECRET,
          logger,
          host: config.HOST,
          port: config.PORT,
          production: config.NODE_ENV === 'production',
          metrics: { host: config.METRICS_HOST, port: config.METRICS_PORT },
          // Second line behind the gateway: suspended or deleted users and ended sessions are refused here too.
          checkCaller: (caller) => checkCallerAccess(db, caller),
        });
        if (config.SCHEDULER_ENABLED) scheduler = startScheduler(deps, config.SCHEDULER_INTERVAL_MS);
        return { url: subgraph.url };
      } catch (error) {
        await stop();
        throw error;
      }
    },
    stop,
    deps() {
      if (!deps) throw new Error('the draws service is not started');
      return deps;
    },
  };
}
