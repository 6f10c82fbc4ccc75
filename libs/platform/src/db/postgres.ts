import pg from 'pg';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import { withRetries } from './retry';
import { timed } from '../timing/stage-timings';
import { beginStatement, parseInt8, type Db, type QueryOptions, type QueryResult, type TransactionOptions, type Tx } from './sql';

const { INT8 } = pg.types.builtins;
/** int8[] (pg's array OIDs are not in `builtins`). */
const INT8_ARRAY = 1016 as typeof INT8;

/** Per-pool parsers so other pg users in the process keep pg's defaults. */
const types = {
  getTypeParser(oid: number, format: 'text' | 'binary' = 'text') {
    if (oid === INT8) return parseInt8;
    if (oid === INT8_ARRAY) {
      const parseArray = pg.types.getTypeParser(INT8_ARRAY, 'text') as (text: string) => Array<string | null>;
      return (text: string) => parseArray(text).map((item) => (item === null ? null : parseInt8(item)));
    }
    return pg.types.getTypeParser(oid as typeof INT8, format);
  },
};

export interface PostgresOptions {
  databaseUrl: string;
  logger: Logger;
  poolSize?: number;
}

/** A pg Pool on `databaseUrl`, creating the database first if it is missing. */
export async function openPostgres({ databaseUrl, logger, poolSize = 10 }: PostgresOptions): Promise<Db> {
  await ensureDatabase(databaseUrl, logger);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, types });
  // An idle client losing its connection must not crash the process.
  pool.on('error', (error) => logger.warn({ err: error }, 'postgres pool client error'));

  // A connection the server refuses now is "try again" (503), not an internal error.
  const unavailableWhenRefused = (error: unknown): never => {
    if (!isConnectionRefusal(error)) throw error;
    logger.warn({ err: error }, 'postgres would not take a connection');
    throw new AppError('UNAVAILABLE', 'A service is busy or restarting, please try again');
  };

  /** A named statement is parsed and planned once per connection (pg keeps the names it prepared on each). */
  const statement = (text: string, params: readonly unknown[] | undefined, options: QueryOptions | undefined): pg.QueryConfig => ({
    text,
    values: params as unknown[] | undefined,
    ...(options?.prepareAs ? { name: options.prepareAs } : {}),
  });

  const asResult = <T>(result: pg.QueryResult): QueryResult<T> => ({
    rows: result.rows as T[],
    rowCount: result.rowCount ?? result.rows.length,
  });

  return {
    kind: 'postgres',
    async query<T>(text: string, params?: readonly unknown[], options?: QueryOptions) {
      return asResult<T>(await pool.query(statement(text, params, options)).catch(unavailableWhenRefused));
    },
    transaction<T>(fn: (tx: Tx) => Promise<T>, options: TransactionOptions = {}) {
      return withRetries(async () => {
        // Timed stages (timing/stage-timings.ts): the wait for a pooled connection and the commit (the WAL flush).
        const client = await timed('db.pool', () => pool.connect()).catch(unavailableWhenRefused);
        let broken = false;
        try {
          await client.query(beginStatement(options.isolation));
          const tx: Tx = {
            async query<R>(text: string, params?: readonly unknown[], options?: QueryOptions) {
              return asResult<R>(await client.query(statement(text, params, options)));
            },
            async exec(script: string) {
              await client.query(script);
            },
          };
          const result = await fn(tx);
          await timed('db.commit', () => client.query('COMMIT'));
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {
            broken = true;
          });
          throw error;
        } finally {
          client.release(broken);
        }
      }, options.retries ?? 5, logger);
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * The server would not take a connection: refused or reset, class 08
 * (connection exception), 53300 too many clients, 57P01-57P03 shutting down
 * or starting up. Found by the chaos test on a shared server.
 */
function isConnectionRefusal(error: unknown): boolean {
  // Not `instanceof Error`: socket errors may come from another realm (jest's sandbox).
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  const sqlState = typeof code === 'string' ? code : '';
  return (
    ['ECONNREFUSED', 'ECONNRESET', '53300', '57P01', '57P02', '57P03'].includes(sqlState) ||
    sqlState.startsWith('08') ||
    message === 'Connection terminated unexpectedly'
  );
}

/** Connects to the server's `postgres` database and creates ours if needed. */
export async function ensureDatabase(databaseUrl: string, logger: Logger): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!name || name === 'postgres') return;
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return;
    await admin.query(`CREATE DATABASE ${quoteIdent(name)}`);
    logger.info({ database: name }, 'created database');
  } catch (error) {
    // Another replica created it first: 42P04 duplicate_database, or 23505 on the catalog index.
    const code = (error as { code?: unknown }).code;
    if (code !== '42P04' && code !== '23505') throw error;
  } finally {
    await admin.end();
  }
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
