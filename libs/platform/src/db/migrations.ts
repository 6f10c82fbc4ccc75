import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../logger';
import type { Db } from './sql';

export interface Migration {
  name: string;
  sql: string;
}

/** The platform's own tables, applied before any service migration. */
export const platformMigrations: Migration[] = [
  {
    name: 'platform/001_outbox',
    sql: `
      CREATE TABLE IF NOT EXISTS outbox (
        seq          bigserial   UNIQUE,
        id           uuid        PRIMARY KEY,
        subject      text        NOT NULL,
        payload      jsonb       NOT NULL,
        created_at   timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz
      );
      CREATE INDEX IF NOT EXISTS outbox_unpublished ON outbox (seq) WHERE published_at IS NULL;
    `,
  },
  {
    name: 'platform/002_processed_events',
    sql: `
      CREATE TABLE IF NOT EXISTS processed_events (
        consumer     text        NOT NULL,
        event_id     uuid        NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (consumer, event_id)
      );
    `,
  },
];

/** The service's `*.sql` files in name order (a missing directory means none). */
export async function readMigrations(migrationsDir: string | undefined): Promise<Migration[]> {
  if (!migrationsDir) return [];
  let files: string[];
  try {
    files = await readdir(migrationsDir);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return [];
    throw error;
  }
  const names = files.filter((file) => file.endsWith('.sql')).sort();
  return Promise.all(names.map(async (name) => ({ name, sql: await readFile(join(migrationsDir, name), 'utf8') })));
}

/**
 * Applies each migration once, tracked in `schema_migrations`. All pending
 * ones run in one transaction after an advisory lock, so replicas starting
 * together wait for the first and then find nothing left to do.
 */
export async function migrate(db: Db, migrations: Migration[], logger: Logger): Promise<string[]> {
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query(`SELECT pg_advisory_xact_lock(hashtext('nova.schema_migrations'))`);
    await tx.exec(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        name       text        PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    const applied = await tx.query<{ name: string }>('SELECT name FROM schema_migrations');
    const done = new Set(applied.rows.map((row) => row.name));
    const pending = migrations.filter((migration) => !done.has(migration.name));
    for (const migration of pending) {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
      logger.info({ migration: migration.name }, 'applied migration');
    }
    return pending.map((migration) => migration.name);
  });
}
