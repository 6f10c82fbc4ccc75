import { openDb } from '../src';
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
});
