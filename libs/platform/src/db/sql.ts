/**
 * What a service sees of its database, identical on PostgreSQL and PGlite.
 * Both backends return the same JavaScript types: int8 → number (throws
 * beyond 2^53), numeric → string, timestamptz → Date, json/jsonb → value.
 * Pass jsonb parameters as `JSON.stringify(value)` with a `::jsonb` cast.
 */
export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface QueryOptions {
  /**
   * Prepare the statement once per connection under this name (a PostgreSQL
   * named prepared statement): later runs skip parsing and planning, which
   * for the purchase path's CTEs costs more than running them. For hot
   * statements whose text never changes under the name, and whose result
   * columns are named (no top-level `SELECT *`): a column added by a
   * migration must not change the result of a plan cached on a running
   * replica. PGlite has one connection and no cost to save; it ignores it.
   */
  prepareAs?: string;
}

export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<T>>;
}

/** A transaction handle; `exec` runs a multi-statement script (migrations). */
export interface Tx extends Sql {
  exec(script: string): Promise<void>;
}

export type Isolation = 'read committed' | 'repeatable read' | 'serializable';

export interface TransactionOptions {
  isolation?: Isolation;
  /** How many times to retry a serialization failure or deadlock (default 5). */
  retries?: number;
}

export interface Db extends Sql {
  readonly kind: 'postgres' | 'pglite';
  transaction<T>(fn: (tx: Tx) => Promise<T>, options?: TransactionOptions): Promise<T>;
  close(): Promise<void>;
}

/** int8 as a JS number: ids, counts and minor-unit amounts all fit below 2^53. */
export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`int8 value ${text} is beyond Number.MAX_SAFE_INTEGER`);
  return value;
}

export function beginStatement(isolation: Isolation | undefined): string {
  return isolation ? `BEGIN ISOLATION LEVEL ${isolation.toUpperCase()}` : 'BEGIN';
}
