import { randomBytes } from 'node:crypto';
import { connect } from 'nats';
import pg from 'pg';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { streamName } from '../bus/nats-names';
import { baseConfigSchema, loadConfig, type BaseConfig } from '../config';
import { ensureDatabase, quoteIdent } from '../db/postgres';
import { createLogger, type Logger } from '../logger';
import { openRuntime, type Runtime, type RuntimeOptions } from '../runtime';

/** Where the integration tier finds the real services. */
const testEnvSchema = z.object({
  TEST_DATABASE_URL: z.url().default('postgres://postgres@127.0.0.1:5432/postgres'),
  TEST_NATS_URL: z.url().default('nats://127.0.0.1:4222'),
  TEST_REDIS_URL: z.url().default('redis://127.0.0.1:6379'),
});

export type TestEnv = z.infer<typeof testEnvSchema>;

export function testEnv(env: Record<string, string | undefined> = process.env): TestEnv {
  return loadConfig(testEnvSchema, env);
}

/** A short unique name part: lowercase letters, digits and `_`. */
export function testPrefix(name: string): string {
  const clean = name.toLowerCase().replace(/[^a-z0-9]+/g, '_').slice(0, 20);
  return `t_${clean}_${randomBytes(4).toString('hex')}`;
}

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A fresh database `nova_t_<name>_<random>` on the real PostgreSQL. */
export async function createTestDatabase(name: string, env: TestEnv = testEnv()): Promise<TestDatabase> {
  const database = `nova_${testPrefix(name)}`;
  const url = new URL(env.TEST_DATABASE_URL);
  url.pathname = `/${database}`;
  await ensureDatabase(url.toString(), createLogger('test', 'silent'));
  return {
    url: url.toString(),
    name: database,
    async drop() {
      const admin = new pg.Client({ connectionString: env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(database)} WITH (FORCE)`);
      } finally {
        await admin.end();
      }
    },
  };
}

/** Same as createTestDatabase (the name docs/platform.md first used). */
export const createTestDatabaseUrl = createTestDatabase;

/** Deletes the JetStream stream of a subject prefix (test clean-up). */
export async function deleteTestStream(prefix: string, env: TestEnv = testEnv()): Promise<void> {
  const nc = await connect({ servers: env.TEST_NATS_URL });
  try {
    const jsm = await nc.jetstreamManager();
    await jsm.streams.delete(streamName(prefix)).catch(() => false);
  } finally {
    await nc.close();
  }
}

/** Deletes every Redis key under a key prefix (test clean-up). */
export async function deleteTestKeys(prefix: string, env: TestEnv = testEnv()): Promise<void> {
  const redis = new Redis(env.TEST_REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}

/**
 * A config for tests. `stack`: real PostgreSQL, NATS and Redis, each under
 * fresh names; `embedded`: in-memory PGlite, in-process bus, memory store.
 */
export interface TestConfig {
  config: BaseConfig;
  /** Drops the database, the stream and the keys created for this config. */
  cleanUp(): Promise<void>;
}

/** A fresh caller-header secret per test configuration. */
export function testSecret(): string {
  return randomBytes(32).toString('base64url');
}

export async function createTestConfig(
  name: string,
  mode: 'stack' | 'embedded',
  overrides: Record<string, string> = {},
): Promise<TestConfig> {
  const prefix = testPrefix(name);
  if (mode === 'embedded') {
    const config = loadConfig(baseConfigSchema, {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PORT: '0',
      DATA_DIR: 'memory://',
      SUBJECT_PREFIX: prefix,
      KEY_PREFIX: prefix,
      INTERNAL_AUTH_SECRET: testSecret(),
      ...overrides,
    });
    return { config, cleanUp: async () => undefined };
  }
  const env = testEnv();
  const database = await createTestDatabase(name, env);
  const config = loadConfig(baseConfigSchema, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    DATABASE_URL: database.url,
    NATS_URL: env.TEST_NATS_URL,
    REDIS_URL: env.TEST_REDIS_URL,
    SUBJECT_PREFIX: prefix,
    KEY_PREFIX: prefix,
    INTERNAL_AUTH_SECRET: testSecret(),
    ...overrides,
  });
  return {
    config,
    async cleanUp() {
      await database.drop();
      await deleteTestStream(prefix, env);
      await deleteTestKeys(prefix, env);
    },
  };
}

export interface TestRuntime extends Runtime {
  /** Closes the runtime, then removes everything the test created. */
  dispose(): Promise<void>;
}

/** A runtime for one test suite; call `dispose()` in afterAll. */
export async function openTestRuntime(
  options: { service: string; mode: 'stack' | 'embedded'; overrides?: Record<string, string> } & Pick<
    RuntimeOptions<BaseConfig>,
    'migrationsDir' | 'shared' | 'outboxIntervalMs'
  >,
): Promise<TestRuntime> {
  const { config, cleanUp } = await createTestConfig(options.service, options.mode, options.overrides);
  let runtime: Runtime;
  try {
    runtime = await openRuntime({ ...options, config });
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return {
    ...runtime,
    async dispose() {
      await runtime.close();
      await cleanUp();
    },
  };
}

/** A logger that prints nothing, for tests. */
export function silentLogger(): Logger {
  return createLogger('test', 'silent');
}
export { pngBytes } from './png-bytes';
