import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { connect } from 'nats';
import { serviceNames } from '@nova/contracts';
import { freePort, startScript, type RunningProcess } from '../../support/processes';

export const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const natsUrl = process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';
export const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface StackDeployment {
  baseUrl: string;
  /** Database, subject and key prefix of this run. */
  prefix: string;
  app: RunningProcess;
  cleanup(): Promise<void>;
}

/** `npm run start:stack` with a random prefix: a process per service over PostgreSQL, NATS and Redis. */
export async function startStack(extraEnv: NodeJS.ProcessEnv = {}): Promise<StackDeployment> {
  const prefix = `nova_e2e_${randomBytes(4).toString('hex')}`;
  const port = await freePort();
  // Every service of the service list on a free port of its own.
  const servicePorts: Record<string, string> = {};
  for (const service of serviceNames) servicePorts[`${service.toUpperCase()}_PORT`] = String(await freePort());
  const app = startScript(['scripts/start-stack.mjs'], {
    PORT: String(port),
    ...servicePorts,
    DATABASE_URL: postgresUrl,
    DATABASE_PREFIX: prefix,
    NATS_URL: natsUrl,
    REDIS_URL: redisUrl,
    SUBJECT_PREFIX: prefix,
    KEY_PREFIX: prefix,
    ...extraEnv,
  }, 'node');
  const cleanup = async () => {
    const pg = new Client({ connectionString: postgresUrl });
    await pg.connect();
    for (const service of serviceNames) {
      await pg.query(`DROP DATABASE IF EXISTS ${prefix}_${service} WITH (FORCE)`);
    }
    await pg.end();
    const nats = await connect({ servers: natsUrl });
    const streams = await nats.jetstreamManager();
    await streams.streams.delete(`${prefix.toUpperCase()}_EVENTS`).catch(() => false);
    await nats.close();
  };
  return { baseUrl: `http://127.0.0.1:${port}`, prefix, app, cleanup };
}
