import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  createRateLimiter,
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
import { consumeAdminActions } from './audit';
import { answerSettingsRequests } from './settings-reply';
import { backgroundRoutes } from './background-images';
import type { ContentConfig } from './config';
import type { ContentDeps } from './deps';
import { contentResolvers } from './resolvers';

export { contentConfigSchema, loadContentConfig, type ContentConfig } from './config';
export type { ContentDeps } from './deps';
export { defaultSettings, themes, type Settings } from './settings-model';

export const CONTENT_SERVICE = 'content';
export const contentMigrationsDir = join(__dirname, 'db', 'migrations');
const typeDefs = readFileSync(join(__dirname, 'schema.graphql'), 'utf8');

export interface ContentServiceOptions {
  config: ContentConfig;
  /** One-process mode: every service shares the in-process bus and store. */
  shared?: { bus?: Bus; store?: KeyValueStore; logger?: Logger };
}

export interface ContentService {
  /** Opens the database (migrating it), consumes audit events, listens. */
  start(): Promise<{ url: string }>;
  stop(): Promise<void>;
}

export function createContentService({ config, shared }: ContentServiceOptions): ContentService {
  let runtime: Runtime<ContentConfig> | undefined;
  let subgraph: RunningSubgraph | undefined;
  let audit: Subscription | undefined;
  let settingsReplies: Subscription | undefined;

  const stop = async () => {
    await audit?.unsubscribe();
    audit = undefined;
    await settingsReplies?.unsubscribe();
    settingsReplies = undefined;
    await subgraph?.close();
    subgraph = undefined;
    await runtime?.close();
    runtime = undefined;
  };

  return {
    async start() {
      runtime = await openRuntime({ service: CONTENT_SERVICE, config, migrationsDir: contentMigrationsDir, shared });
      const { db, logger } = runtime;
      const active = runtime;
      try {
        const supportPostLimit = createRateLimiter({
          store: runtime.store,
          keyPrefix: 'support-post-user',
          points: config.SUPPORT_POSTS_PER_USER,
          durationSeconds: config.SUPPORT_POST_WINDOW_SECONDS,
        });
        const deps: ContentDeps = { db, bus: runtime.bus, logger, afterCommit: () => active.outbox.nudge(), supportPostLimit };
        const app = createServiceApp({ service: CONTENT_SERVICE, logger, ready: async () => (await db.query('SELECT 1')).rowCount === 1 });
        app.use(backgroundRoutes(deps, config.INTERNAL_AUTH_SECRET, config.BACKGROUND_MAX_BYTES));
        audit = await consumeAdminActions(db, runtime.bus);
        settingsReplies = await answerSettingsRequests(db, runtime.bus);
        subgraph = await startSubgraph({
          service: CONTENT_SERVICE,
          typeDefs,
          resolvers: contentResolvers(deps),
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
