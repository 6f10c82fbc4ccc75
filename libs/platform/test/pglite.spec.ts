import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../src';
import { silentLogger } from '../src/testing';
import { describeDbContract, MIGRATIONS_DIR } from './support/db-contract';
import { sleep } from './support/wait';

const logger = silentLogger();

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
      expect(runs.rows[0]?.runs).toBe(1);
      const notes = await second.query("SELECT 1 FROM notes WHERE body = 'survives'");
      expect(notes.rowCount).toBe(1);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

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
  }, 60_000);
});
