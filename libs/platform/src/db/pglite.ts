import { AsyncLocalStorage } from 'node:async_hooks';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from '../logger';
import { pgliteOptions, prepareDataDir } from './pglite-start';
import { Mutex } from './mutex';
import { withRetries } from './retry';
import { beginStatement, parseInt8, type Db, type QueryResult, type TransactionOptions, type Tx } from './sql';

const INT8_OID = 20;

export interface PgliteOptions {
  /** A directory, or `memory://` for a throwaway in-memory database. */
  dataDir: string;
  logger: Logger;
}

/**
 * Embedded PostgreSQL. PGlite has exactly one connection, so a transaction
 * holds a mutex for its whole duration and every other statement waits.
 */
export async function openPglite({ dataDir, logger }: PgliteOptions): Promise<Db> {
  if (!dataDir.startsWith('memory://')) await prepareDataDir(dataDir);
  const pg = await PGlite.create(dataDir, { parsers: { [INT8_OID]: parseInt8 }, ...(await pgliteOptions()) });
  const lock = new Mutex();
  // Marks code running inside one of our transactions, to fail fast instead of deadlocking.
  const insideTransaction = new AsyncLocalStorage<boolean>();

  const run = async <T>(text: string, params?: readonly unknown[]): Promise<QueryResult<T>> => {
    const result = await pg.query<T>(text, params as unknown[] | undefined);
    // PGlite reports affectedRows only for writes; pg's rowCount also counts SELECT rows.
    return { rows: result.rows, rowCount: Math.max(result.affectedRows ?? 0, result.rows.length) };
  };
  const tx: Tx = {
    query: run,
    async exec(script: string) {
      await pg.exec(script);
    },
  };
  const refuseNested = () => {
    if (insideTransaction.getStore()) {
      throw new Error('PGlite: use the transaction handle inside a transaction (the database has one connection)');
    }
  };

  return {
    kind: 'pglite',
    async query<T>(text: string, params?: readonly unknown[]) {
      refuseNested();
      return lock.run(() => run<T>(text, params));
    },
    transaction<T>(fn: (tx: Tx) => Promise<T>, options: TransactionOptions = {}) {
      refuseNested();
      return withRetries(
        () =>
          lock.run(async () => {
            await pg.query(beginStatement(options.isolation));
            try {
              const result = await insideTransaction.run(true, () => fn(tx));
              await pg.query('COMMIT');
              return result;
            } catch (error) {
              await pg.query('ROLLBACK');
              throw error;
            }
          }),
        options.retries ?? 5,
        logger,
      );
    },
    async close() {
      await lock.run(() => pg.close());
    },
  };
}
