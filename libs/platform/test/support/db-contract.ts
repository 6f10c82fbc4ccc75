import { join } from 'node:path';
import type { Db } from '../../src';

export const MIGRATIONS_DIR = join(__dirname, '..', 'fixtures', 'migrations');

/** Behaviour both database backends share; `open` returns a migrated database. */
export function describeDbContract(name: string, open: () => Promise<Db>): void {
  describe(`${name}: Db contract`, () => {
    let db: Db;
    beforeAll(async () => {
      db = await open();
    }, 180_000);
    afterAll(async () => {
      await db.close();
    });

    it('has the platform tables and the service tables, each migration applied once', async () => {
      const applied = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
      expect(applied.rows.map((row) => row.name)).toEqual([
        '001_notes.sql',
        '002_seed.sql',
        'platform/001_outbox',
        'platform/002_processed_events',
      ]);
      const runs = await db.query<{ runs: number }>('SELECT count(*) AS runs FROM migration_runs');
      expect(runs.rows[0]?.runs).toBe(1);
      await expect(db.query('SELECT 1 FROM outbox LIMIT 0')).resolves.toBeDefined();
      await expect(db.query('SELECT 1 FROM processed_events LIMIT 0')).resolves.toBeDefined();
    });

    it('returns the same JS types on both backends', async () => {
      const result = await db.query<{ big: unknown; num: unknown; at: unknown; doc: unknown; list: unknown }>(
        `SELECT 9007199254740991::int8 AS big, 1.50::numeric AS num, now() AS at,
                $1::jsonb AS doc, ARRAY[1, 2]::int8[] AS list`,
        [JSON.stringify({ a: 1 })],
      );
      expect(result.rows[0]).toEqual({ big: 9007199254740991, num: '1.50', at: expect.any(Date), doc: { a: 1 }, list: [1, 2] });
      await expect(db.query('SELECT 9007199254740993::int8 AS too_big')).rejects.toThrow(/MAX_SAFE_INTEGER/);
    });

    it('reports rowCount for reads and writes alike', async () => {
      const inserted = await db.query("INSERT INTO notes (body) VALUES ('a'), ('b') RETURNING id");
      expect(inserted.rowCount).toBe(2);
      const updated = await db.query("UPDATE notes SET votes = votes + 1 WHERE body IN ('a', 'b')");
      expect(updated.rowCount).toBe(2);
      const read = await db.query("SELECT * FROM notes WHERE body IN ('a', 'b')");
      expect(read.rowCount).toBe(2);
    });

    it('commits a transaction and rolls one back on a throw', async () => {
      await db.transaction(async (tx) => {
        await tx.query("INSERT INTO notes (body) VALUES ('kept')");
      });
      await expect(
        db.transaction(async (tx) => {
          await tx.query("INSERT INTO notes (body) VALUES ('discarded')");
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      const bodies = await db.query<{ body: string }>("SELECT body FROM notes WHERE body IN ('kept', 'discarded')");
      expect(bodies.rows).toEqual([{ body: 'kept' }]);
    });

    it('retries a transaction after a serialization failure', async () => {
      let attempts = 0;
      const result = await db.transaction(
        async (tx) => {
          attempts += 1;
          await tx.query("INSERT INTO notes (body) VALUES ('retried')");
          if (attempts < 3) throw Object.assign(new Error('could not serialize access'), { code: '40001' });
          return 'done';
        },
        { isolation: 'serializable' },
      );
      expect(result).toBe('done');
      expect(attempts).toBe(3);
      const rows = await db.query("SELECT 1 FROM notes WHERE body = 'retried'");
      expect(rows.rowCount).toBe(1);
    });

    it('gives up after the allowed retries', async () => {
      let attempts = 0;
      await expect(
        db.transaction(
          async () => {
            attempts += 1;
            throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
          },
          { retries: 2 },
        ),
      ).rejects.toThrow('deadlock detected');
      expect(attempts).toBe(3);
    });
  });
}
