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
} from '@nova/platform';
import type { DrawsConfig } from './config';
import { drawsResolvers } from './resolvers';

// The pure rules, importable without a database or network.
export * from './volume-discount';
export * from './prize-split';
export * from './fair-draw';
export * from './draw-schedule';
export { drawsConfigSchema, loadDrawsConfig, type DrawsConfig } from './config';

export const DRAWS_SERVICE = 'draws';
export const drawsMigrationsDir = join(__dirname, 'db', 'migrations');
const typeDefs = readFileSync(join(__dirname, 'schema.graphql'), 'utf8');

export interface DrawsServiceOptions {
  config: DrawsConfig;
  /** One-process mode: every service shares the in-process bus and store. */
  shared?: { bus?: Bus; store?: KeyValueStore; logger?: Logger };
}

export interface DrawsService {
  /** Opens the database (migrating it), starts the scheduler, listens. */
  start(): Promise<{ url: string }>;
  stop(): Promise<void>;
}

export function createDrawsService({ config, shared }: DrawsServiceOptions): DrawsService {
  let runtime: Runtime<DrawsConfig> | undefined;
  let subgraph: RunningSubgraph | undefined;

  const stop = async () => {
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
        const app = createServiceApp({
          service: DRAWS_SERVICE,
          logger,
          ready: async () => (await db.query('SELECT 1')).rowCount === 1,
        });
        subgraph = await startSubgraph({
          service: DRAWS_SERVICE,
          typeDefs,
          resolvers: drawsResolvers(),
          app,
          secret: config.INTERNAL_AUTH_SECRET,
          logger,
          host: config.HOST,
          port: config.PORT,
          production: config.NODE_ENV === 'production',
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
