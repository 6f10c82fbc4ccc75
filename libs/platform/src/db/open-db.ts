import { join } from 'node:path';
import type { Logger } from '../logger';
import { migrate, platformMigrations, readMigrations } from './migrations';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Db } from './sql';

export interface OpenDbOptions {
  service: string;
  /** Set: PostgreSQL (database created if missing). Unset: embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite lives in `${dataDir}/pglite/${service}`; `memory://` keeps it in memory. */
  dataDir: string;
  migrationsDir?: string | undefined;
  logger: Logger;
}

/** Opens the service's database and brings its schema up to date. */
export async function openDb({ service, databaseUrl, dataDir, migrationsDir, logger }: OpenDbOptions): Promise<Db> {
  const db = databaseUrl
    ? await openPostgres({ databaseUrl, logger })
    : await openPglite({ dataDir: dataDir.startsWith('memory://') ? dataDir : join(dataDir, 'pglite', service), logger });
  try {
    const serviceMigrations = await readMigrations(migrationsDir);
    await migrate(db, [...platformMigrations, ...serviceMigrations], logger);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}
