import { openDb, type Sql } from '../src';
import { createTestDatabase, silentLogger, type TestDatabase } from '../src/testing';
import { describeDbContract, MIGRATIONS_DIR } from './support/db-contract';

const logger = silentLogger();
const databases: TestDatabase[] = [];

afterAll(async () => {
  await Promise.all(databases.map((database) => database.drop()));
});

async function freshDatabase(name: string): Promise<TestDatabase> {
  const database = await createTestDatabase(name);
  databases.push(database);
  return database;
}

describeDbContract('PostgreSQL', async () => {
  const database = await freshDatabase('db_contract');
  return openDb({ service: 'notes', databaseUrl: database.url, dataDir: 'unused', migrationsDir: MIGRATIONS_DIR, logger });
});

describe('PostgreSQL specifics', () => {
  it('creates a missing database and migrates once when opened twice', async () => {
    const database = await freshDatabase('db_twice');
    await database.drop();
    const open = () => openDb({ service: 'notes', databaseUrl: database.url, dataDir: 'unused', migrationsDir: MIGRATIONS_DIR, logger });
    const first = await open();
    await first.close();
    const second = await open();
    const runs = await second.query<{ runs: number }>('SELECT count(*) AS runs FROM migration_runs');
    expect(runs.rows[0]?.runs).toBe(1);
    await second.close();
  });

  it('lets replicas start together: concurrent opens create and migrate once', async () => {
    const database = await freshDatabase('db_concurrent');
    await database.drop();
    const replicas = await Promise.all(
      Array.from({ length: 4 }, () =>
        openDb({ service: 'notes', databaseUrl: database.url, dataDir: 'unused', migrationsDir: MIGRATIONS_DIR, logger }),
      ),
    );
    const runs = await replicas[0]!.query<{ runs: number }>('SELECT count(*) AS runs FROM migration_runs');
    expect(runs.rows[0]?.runs).toBe(1);
    const applied = await replicas[0]!.query('SELECT name FROM schema_migrations');
    expect(applied.rowCount).toBe(4);
    await Promise.all(replicas.map((replica) => replica.close()));
  });

  it('retries a real serialization conflict between two transactions', async () => {
    const database = await freshDatabase('db_conflict');
    const db = await openDb({ service: 'notes', databaseUrl: database.url, dataDir: 'unused', migrationsDir: MIGRATIONS_DIR, logger });
    try {
      await db.query("INSERT INTO notes (body, votes) VALUES ('counter', 0)");
      // Read-modify-write under SERIALIZABLE: concurrent increments conflict, retries make them all count.
      const increment = () =>
        db.transaction(
          async (tx) => {
            const current = await tx.query<{ votes: number }>("SELECT votes FROM notes WHERE body = 'counter'");
            await tx.query("UPDATE notes SET votes = $1 WHERE body = 'counter'", [(current.rows[0]?.votes ?? 0) + 1]);
          },
          { isolation: 'serializable', retries: 20 },
        );
      await Promise.all(Array.from({ length: 5 }, increment));
      const result = await db.query<{ votes: number }>("SELECT votes FROM notes WHERE body = 'counter'");
      expect(result.rows[0]?.votes).toBe(5);
    } finally {
      await db.close();
    }
  });

  it('prepares a named statement once per connection, and keeps running it after a migration adds a column', async () => {
    const database = await freshDatabase('db_prepared');
    const db = await openDb({ service: 'notes', databaseUrl: database.url, dataDir: 'unused', migrationsDir: MIGRATIONS_DIR, logger });
    try {
      await db.query("INSERT INTO notes (body, votes) VALUES ('a', 1), ('b', 2)");
      const votesOf = (sql: Sql, body: string) =>
        sql.query<{ votes: number }>('SELECT votes FROM notes WHERE body = $1', [body], { prepareAs: 'test.votes-of' });
      await db.transaction(async (tx) => {
        expect((await votesOf(tx, 'a')).rows).toEqual([{ votes: 1 }]);
        expect((await votesOf(tx, 'b')).rows).toEqual([{ votes: 2 }]);
        // One connection: prepared once, under its name, then run again with new parameters.
        const prepared = await tx.query<{ name: string }>('SELECT name FROM pg_prepared_statements');
        expect(prepared.rows).toEqual([{ name: 'test.votes-of' }]);
      });
      // A migration by another replica: the cached plan is planned again, its named columns unchanged.
      await db.query('ALTER TABLE notes ADD COLUMN pinned boolean NOT NULL DEFAULT false');
      const again = await Promise.all(Array.from({ length: 12 }, () => votesOf(db, 'b')));
      expect(again.map((result) => result.rows)).toEqual(Array.from({ length: 12 }, () => [{ votes: 2 }]));
    } finally {
      await db.close();
    }
  });
});
