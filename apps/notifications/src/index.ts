import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  createServiceApp,
  openRuntime,
  startSubgraph,
  type Bus,
  type KeyValueStore,
  type Logger,
  type RunningSubgraph,
  type Runtime,
  type Subscription,
} from '@nova/platform';
import type { NotificationsConfig } from './config';
import { consumeForTelegram, type NotifierDeps } from './consumers';
import { notificationsResolvers } from './resolvers';

export { notificationsConfigSchema, loadNotificationsConfig, type NotificationsConfig } from './config';
export { notificationTypes } from './settings';

export const NOTIFICATIONS_SERVICE = 'notifications';
export const notificationsMigrationsDir = join(__dirname, 'db', 'migrations');
const typeDefs = readFileSync(join(__dirname, 'schema.graphql'), 'utf8');

export interface NotificationsServiceOptions {
  config: NotificationsConfig;
  shared?: { bus?: Bus; store?: KeyValueStore; logger?: Logger };
}

export interface NotificationsService {
  start(): Promise<{ url: string }>;
  stop(): Promise<void>;
}

export function createNotificationsService({ config, shared }: NotificationsServiceOptions): NotificationsService {
  let runtime: Runtime<NotificationsConfig> | undefined;
  let subgraph: RunningSubgraph | undefined;
  let subscriptions: Subscription[] = [];

  const stop = async () => {
    await Promise.all(subscriptions.map((subscription) => subscription.unsubscribe()));
    subscriptions = [];
    await subgraph?.close();
    subgraph = undefined;
    await runtime?.close();
    runtime = undefined;
  };

  return {
    async start() {
      runtime = await openRuntime({ service: NOTIFICATIONS_SERVICE, config, migrationsDir: notificationsMigrationsDir, shared });
      const { db, logger, bus } = runtime;
      try {
        const deps: NotifierDeps = {
          db,
          bus,
          encryptionKey: config.NOTIFICATIONS_ENCRYPTION_KEY,
          telegram: { apiRoot: config.TELEGRAM_API_ROOT, maxAttempts: config.TELEGRAM_MAX_ATTEMPTS, retryBaseMs: config.TELEGRAM_RETRY_BASE_MS, logger },
        };
        const app = createServiceApp({ service: NOTIFICATIONS_SERVICE, logger, ready: async () => (await db.query('SELECT 1')).rowCount === 1 });
        subscriptions = await consumeForTelegram(deps);
        subgraph = await startSubgraph({
          service: NOTIFICATIONS_SERVICE,
          typeDefs,
          resolvers: notificationsResolvers(deps),
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
