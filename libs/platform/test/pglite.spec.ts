import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../src';
import { pgliteOptions } from '../src/db/pglite-start';
import { silentLogger } from '../src/testing';
import { describeDbContract, MIGRATIONS_DIR } from './support/db-contract';
import { sleep } from './support/wait';

const logger = silentLogger();
/** Each embedded database runs initdb in WebAssembly when created: seconds idle, over a minute on a busy machine. */
const PGLITE_TEST_MS = 180_000;

describeDbContract('PGlite', () => openDb({ service: 'notes', dataDir: 'memory://', migrationsDir: MIGRATIONS_DIR, logger }));

describe('PGlite specifics', () => {
  it('keeps data in `${dataDir}/pglite/${service}` and migrates only once across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'nova-pglite-'));
    try {
      const first = await openDb({ service: 'notes', dataDir, migrationsDir: MIGRATIONS_DIR, logger });
      await first.query("INSERT INTO notes (body) VALUES ('survives')");
      await first.close();
      const second = await openDb({ service: 'notes', dataDir, migrationsDir: MIGRATIONS_DIR, logger });
      const runs = await second.query<{ runs: number }>('SELECT count(*) AS runs FROM migration_runs');
      // 16 MB of shared buffers, not the 128 MB whose allocation made every start slow.
      expect((await second.query<{ shared_buffers: string }>('SHOW shared_buffers')).rows[0]?.shared_buffers).toBe('16MB');
      expect(runs.rows[0]?.runs).toBe(1);
      const notes = await second.query("SELECT 1 FROM notes WHERE body = 'survives'");
      expect(notes.rowCount).toBe(1);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, PGLITE_TEST_MS);

  it('gives services created together on a fresh data directory databases of their own, copied from one initialisation', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'nova-pglite-'));
    try {
      const [notes, other] = await Promise.all(
        ['notes', 'other'].map((service) => openDb({ service, dataDir, migrationsDir: MIGRATIONS_DIR, logger })),
      );
      await notes!.query("INSERT INTO notes (body) VALUES ('only in notes')");
      const seen = await other!.query("SELECT 1 FROM notes WHERE body = 'only in notes'");
      expect(seen.rowCount).toBe(0);
      await Promise.all([notes!.close(), other!.close()]);
      expect(readdirSync(join(dataDir, 'pglite')).filter((name) => !name.startsWith('.initdb-template')).sort()).toEqual(['notes', 'other']);
      const reopened = await openDb({ service: 'notes', dataDir, migrationsDir: MIGRATIONS_DIR, logger });
      expect((await reopened.query("SELECT 1 FROM notes WHERE body = 'only in notes'")).rowCount).toBe(1);
      await reopened.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, PGLITE_TEST_MS);

  it('compiles the WebAssembly server once per process for every database it opens', async () => {
    const [first, second] = await Promise.all([pgliteOptions(), pgliteOptions()]);
    expect(first.pgliteWasmModule).toBeDefined();
    expect(second.pgliteWasmModule).toBe(first.pgliteWasmModule);
  });

  it('makes plain queries wait for an open transaction, and refuses the outer handle inside one', async () => {
    const db = await openDb({ service: 'notes', dataDir: 'memory://', migrationsDir: MIGRATIONS_DIR, logger });
    try {
      const order: string[] = [];
      const transaction = db.transaction(async (tx) => {
        await tx.query("INSERT INTO notes (body) VALUES ('in-tx')");
        await sleep(100);
        order.push('commit');
      });
      await sleep(10);
      const read = db.query("SELECT 1 FROM notes WHERE body = 'in-tx'").then((result) => {
        order.push('read');
        return result.rowCount;
      });
      await transaction;
      expect(await read).toBe(1);
      expect(order).toEqual(['commit', 'read']);

      await expect(db.transaction(async () => db.query('SELECT 1'))).rejects.toThrow(/transaction handle/);
    } finally {
      await db.close();
    }
  }, PGLITE_TEST_MS);
});
