import type { Bus } from './bus/types';
import { createLocalBus } from './bus/local-bus';
import { createNatsBus } from './bus/nats-bus';
import type { BaseConfig } from './config';
import { openDb } from './db/open-db';
import type { Db } from './db/sql';
import { createLogger, type Logger } from './logger';
import { startOutboxRelay, type OutboxRelay } from './outbox';
import type { KeyValueStore } from './store/key-value';
import { createMemoryStore } from './store/memory-store';
import { createRedisStore } from './store/redis-store';

export interface RuntimeOptions<C extends BaseConfig> {
  service: string;
  config: C;
  /** The service's `*.sql` migrations. */
  migrationsDir?: string;
  /** In the embedded mode all services share one in-process bus and store. */
  shared?: { bus?: Bus; store?: KeyValueStore; logger?: Logger };
  /** Outbox relay poll interval (default 1000 ms). */
  outboxIntervalMs?: number;
}

export interface Runtime<C extends BaseConfig = BaseConfig> {
  service: string;
  config: C;
  db: Db;
  bus: Bus;
  store: KeyValueStore;
  logger: Logger;
  outbox: OutboxRelay;
  /** Closes what this runtime opened; shared bus and store stay open. */
  close(): Promise<void>;
}

/**
 * Everything a service stands on, chosen from config: PostgreSQL or PGlite,
 * NATS or the in-process bus, Redis or the memory store.
 */
export async function openRuntime<C extends BaseConfig>(options: RuntimeOptions<C>): Promise<Runtime<C>> {
  const { service, config, migrationsDir, shared = {} } = options;
  const logger = shared.logger?.child({ service }) ?? createLogger(service, config.LOG_LEVEL);
  const closers: Array<() => Promise<void>> = [];
  const closeAll = async () => {
    for (const close of closers.reverse()) {
      await close().catch((error: unknown) => logger.warn({ err: error }, 'error while closing'));
    }
    closers.length = 0;
  };

  try {
    const db = await openDb({ service, databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, migrationsDir, logger });
    closers.push(() => db.close());

    let bus = shared.bus;
    if (!bus) {
      const ownBus = config.NATS_URL
        ? await createNatsBus({ url: config.NATS_URL, prefix: config.SUBJECT_PREFIX, service, logger })
        : createLocalBus({ logger });
      closers.push(() => ownBus.close());
      bus = ownBus;
    }

    let store = shared.store;
    if (!store) {
      const ownStore = config.REDIS_URL
        ? createRedisStore({ url: config.REDIS_URL, prefix: config.KEY_PREFIX })
        : createMemoryStore({ prefix: config.KEY_PREFIX });
      closers.push(() => ownStore.close());
      store = ownStore;
    }

    const outbox = startOutboxRelay({ db, bus, logger, intervalMs: options.outboxIntervalMs });
    // The relay stops first so it never publishes through a closed bus.
    closers.push(() => outbox.stop());

    logger.info(
      { db: db.kind, bus: shared.bus ? 'shared' : config.NATS_URL ? 'nats' : 'local', store: store.kind },
      'runtime ready',
    );
    return { service, config, db, bus, store, logger, outbox, close: closeAll };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
