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
} from '@nova/platform';
import type { PaymentsConfig } from './config';
import type { PaymentsDeps } from './deps';
import { reconcilePayments, startReconciler, type Reconciler } from './reconciler';
import { paymentsResolvers } from './resolvers';
import { screenshotRoutes } from './screenshots/http-routes';

export { paymentsConfigSchema, loadPaymentsConfig, type PaymentsConfig } from './config';
export type { PaymentsDeps } from './deps';
export { sniffImageFormat, containsMarkup, pngHasTrailingData } from './screenshots/image-check';

export const PAYMENTS_SERVICE = 'payments';
export const paymentsMigrationsDir = join(__dirname, 'db', 'migrations');
const typeDefs = readFileSync(join(__dirname, 'schema.graphql'), 'utf8');

export interface PaymentsServiceOptions {
  config: PaymentsConfig;
  /** One-process mode: every service shares the in-process bus and store. */
  shared?: { bus?: Bus; store?: KeyValueStore; logger?: Logger };
}

export interface PaymentsService {
  /** Opens the database (migrating it), starts the reconciler, listens. */
  start(): Promise<{ url: string }>;
  stop(): Promise<void>;
  /** One reconciliation pass now (tests drive it by hand). */
  reconcile(): Promise<number>;
}

export function paymentsDeps(runtime: Runtime<PaymentsConfig>): PaymentsDeps {
  const { config } = runtime;
  return {
    db: runtime.db,
    bus: runtime.bus,
    logger: runtime.logger,
    screenshotLimits: { maxBytes: config.SCREENSHOT_MAX_BYTES, maxPixels: config.SCREENSHOT_MAX_PIXELS },
    reconcileAfterMs: config.RECONCILE_AFTER_MS,
    afterCommit: () => runtime.outbox.nudge(),
  };
}

export function createPaymentsService({ config, shared }: PaymentsServiceOptions): PaymentsService {
  let runtime: Runtime<PaymentsConfig> | undefined;
  let subgraph: RunningSubgraph | undefined;
  let userAccess: Subscription | undefined;
  let reconciler: Reconciler | undefined;
  let deps: PaymentsDeps | undefined;

  const stop = async () => {
    // Stop taking work first, then close what the work needs.
    await userAccess?.unsubscribe();
    userAccess = undefined;
    await reconciler?.stop();
    reconciler = undefined;
    await subgraph?.close();
    subgraph = undefined;
    await runtime?.close();
    runtime = undefined;
  };

  return {
    async start() {
      runtime = await openRuntime({ service: PAYMENTS_SERVICE, config, migrationsDir: paymentsMigrationsDir, shared });
      const { db, logger } = runtime;
      try {
        deps = paymentsDeps(runtime);
        userAccess = await followUserAccess({ db, bus: runtime.bus, consumer: 'payments-user-access' });
        const app = createServiceApp({
          service: PAYMENTS_SERVICE,
          logger,
          ready: async () => (await db.query('SELECT 1')).rowCount === 1,
        });
        app.use(screenshotRoutes(deps, config.INTERNAL_AUTH_SECRET));
        subgraph = await startSubgraph({
          service: PAYMENTS_SERVICE,
          typeDefs,
          resolvers: paymentsResolvers(deps),
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
        if (config.RECONCILER_ENABLED) reconciler = startReconciler(deps, config.RECONCILE_INTERVAL_MS);
        return { url: subgraph.url };
      } catch (error) {
        await stop();
        throw error;
      }
    },
    stop,
    async reconcile() {
      if (!deps) throw new Error('the payments service is not started');
      return reconcilePayments(deps, 0);
    },
  };
}
