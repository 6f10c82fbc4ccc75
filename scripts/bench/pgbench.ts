/**
 * pgbench on the same PostgreSQL:
 * - pgbench's built-in TPC-B-like script (scale 50): what this machine does
 *   for a small money transaction, the ceiling the app is compared with;
 * - the statements a purchase runs, with the services' own SQL text
 *   (purchaseScript: reserve, the debit's lock and posting, complete) in ONE
 *   transaction, at several client counts: with no hot row it must grow
 *   with clients, not flatten. After the runs every counted transaction is
 *   checked to have bought its ticket and paid once, the ledger summing to zero.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { createLogger, openDb } from '@nova/platform';
import { createTestDatabase } from '@nova/platform/testing';
import { COMPLETE_PURCHASE_SQL, drawsMigrationsDir, RESERVE_PURCHASE_SQL } from '@nova/draws';
import { CASH_PURCHASE_SQL, walletMigrationsDir } from '@nova/wallet';
import { percentile } from './http-load';

export interface PgbenchResult {
  binary: string;
  clients: number;
  transactions: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Mean latency of each statement of the script, in its order (pgbench -r). */
  statements: StatementCost[];
}

export interface StatementCost {
  /** A short name: the purchase's steps by their step (reserve, debit, complete, commit), other statements by their first words. */
  name: string;
  meanMs: number;
}

/**
 * One transaction alone (one client, nobody to wait for): what each statement
 * costs, and the write-ahead log it makes. The work a transaction does, apart
 * from any contention between clients.
 */
export interface SingleClientCost {
  run: PgbenchResult;
  walRecordsPerTransaction: number;
  walBytesPerTransaction: number;
}

/** Debian installs pgbench beside the server, not on the PATH. */
export function findPgbench(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const binary = join(root, version, 'bin', 'pgbench');
    if (existsSync(binary)) return binary;
  }
  return null;
}

const DRAW_ID = '00000000-0000-4000-8000-00000000d1a0';
const MAX_TICKETS = 100_000_000;

/**
 * pgbench's protocol for both scripts: the services run the purchase's
 * statements as named prepared statements (parsed and planned once per
 * connection: QueryOptions.prepareAs in libs/platform), so the mirror
 * prepares them too, and the TPC-B-like ceiling gets the same advantage.
 */
const PROTOCOL = ['-M', 'prepared'];

/** One statement on one line: pgbench reads a script line by line. */
const oneLine = (statement: string) => statement.trim().replace(/\s*\n\s*/g, ' ');

/**
 * The service's own statement text with its `$n` parameters replaced by
 * pgbench expressions; pgbench then prepares each statement once per client
 * with its `:variables` as parameters.
 */
function bind(statement: string, params: readonly string[]): string {
  const text = statement.replace(/\$(\d+)/g, (_, index: string) => {
    const param = params[Number(index) - 1];
    if (param === undefined) throw new Error(`no pgbench value for $${index}`);
    return `(${param})`;
  });
  return oneLine(text);
}

/** A uuid for this transaction: pgbench has no uuid variables, so made from the client and a random number. */
const uuidOf = (what: string) => `md5('${what}.' || :n || '.' || :tx)::uuid`;
/** The bench players' and house sub-accounts' ids, fixed by seed(). */
const benchIds = {
  user: (n: string) => `md5('user.' || ${n})::uuid`,
  account: (kind: string, n: string) => `md5('${kind}.' || ${n})::uuid`,
};

/**
 * What a purchase of one ticket runs, statement for statement, with the
 * services' own SQL: the reserve statement (draws), the debit (wallet: one
 * statement that locks the player's accounts and posts the cash purchase),
 * the complete statement (draws). The services run them as three
 * transactions in two databases (reserve, debit, complete: three commits);
 * here they run in ONE transaction in one database, as this benchmark
 * always did: 3 statements and BEGIN/END, 5 round trips (the services: the
 * same 3 statements, each its own transaction).
 */
export function purchaseScript(priceMinor: number, houseSubAccounts: number): string {
  const purchaseId = uuidOf('purchase');
  const debitKey = `'purchase:' || ${purchaseId}`;
  const userId = benchIds.user(':n');
  const reserve = bind(RESERVE_PURCHASE_SQL, [
    `'${DRAW_ID}'::uuid`, '1', String(MAX_TICKETS), purchaseId, userId, `'key.' || :n || '.' || :tx`,
    String(priceMinor), String(priceMinor), '0', '0', String(priceMinor),
  ]);
  const post = bind(CASH_PURCHASE_SQL, [
    debitKey, userId, uuidOf('transfer'), benchIds.account('cash', ':n'), benchIds.account('house', ':shard'), String(priceMinor),
    `'1 ticket(s), purchase ' || ${purchaseId}`, `encode(sha256(convert_to(${debitKey}, 'UTF8')), 'hex')`,
    uuidOf('transfer-event'), "'wallet.transfer.posted.v1'",
    `jsonb_build_object('id', ${uuidOf('transfer-event')}, 'occurredAt', now(), 'transferId', ${uuidOf('transfer')}, 'idempotencyKey', ${debitKey}, 'kind', 'ticket_purchase', 'debitAccountId', ${benchIds.account('cash', ':n')}, 'creditAccountId', ${benchIds.account('house', ':shard')}, 'amountMinor', ${priceMinor})::text`,
  ]);
  const complete = bind(COMPLETE_PURCHASE_SQL, [
    purchaseId, `'${DRAW_ID}'::uuid`, ':wallet_cash_after_minor', ':draws_usable::int[]', uuidOf('ticket-event'), "'draws.ticket.purchased.v1'",
    `jsonb_build_object('id', ${uuidOf('ticket-event')}, 'occurredAt', now(), 'purchaseId', ${purchaseId}, 'drawId', '${DRAW_ID}', 'userId', ${userId}, 'quantity', 1, 'totalMinor', ${priceMinor}, 'discountMinor', 0)::text`,
  ]);
  return [
    '\\set n :client_id + 1',
    `\\set shard random(1, ${houseSubAccounts})`,
    '\\set tx random(1, 9000000000000000000)',
    'BEGIN;',
    // The reserve's numbers and the debit's balance after feed the complete statement, as in the saga.
    `${reserve} \\gset draws_`,
    `${post} \\gset wallet_`,
    `${complete};`,
    'END;',
    '',
  ].join('\n');
}

/** Seeds the players and the draw; returns how many house sub-accounts the wallet's migrations made. */
async function seed(url: string, players: number, priceMinor: number): Promise<number> {
  // The wallet's schema through the platform (outbox included), then the draws' tables beside it.
  const db = await openDb({ service: 'pgbench', databaseUrl: url, dataDir: 'memory://', migrationsDir: walletMigrationsDir, logger: createLogger('bench', 'silent') });
  await db.close();
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    for (const file of readdirSync(drawsMigrationsDir).filter((name) => name.endsWith('.sql')).sort()) {
      await client.query(readFileSync(join(drawsMigrationsDir, file), 'utf8'));
    }
    await client.query(
      `INSERT INTO draws (id, series_id, name, period, ticket_price_minor, max_tickets, status, opens_at, draw_date, anchor_date, seed, seed_commitment)
       VALUES ($1, $1, 'pgbench', 'daily', $2, $3, 'active', now(), now() + interval '1 day', now(), 'seed', 'commitment')`,
      [DRAW_ID, priceMinor, MAX_TICKETS],
    );
    // Each player's three accounts, the cash one funded; ids the script can compute (benchIds).
    await client.query(
      `INSERT INTO accounts (id, owner_user_id, kind, balance_minor)
       SELECT md5(account.kind || '.' || n)::uuid, md5('user.' || n)::uuid, account.kind_name, account.balance
         FROM generate_series(1, $1::int) AS n,
              (VALUES ('cash', 'user_available', 1000000000), ('held', 'user_held', 0), ('bonus', 'user_bonus', 0)) AS account (kind, kind_name, balance)`,
      [players],
    );
    // Funded from deposits clearing, so all balances sum to zero as in the ledger (checked after the runs).
    await client.query("UPDATE accounts SET balance_minor = -(SELECT sum(balance_minor) FROM accounts WHERE owner_user_id IS NOT NULL) WHERE code = 'deposits_clearing'");
    // The house sub-accounts (house_01 … house_256) get ids the script can compute too; no transfer refers to them yet.
    const houses = await client.query("UPDATE accounts SET id = md5('house.' || substr(code, 7)::int)::uuid WHERE kind = 'system' AND code LIKE 'house\\_%'");
    await client.query('VACUUM ANALYZE');
    return houses.rowCount ?? 0;
  } finally {
    await client.end();
  }
}

/** Every transaction pgbench counted bought its ticket, paid once, and the ledger still sums to zero. */
async function checkPurchases(url: string, transactions: number): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ completed: string; other: string; tickets: string; transfers: string; events: string; sum: string }>(
      `SELECT (SELECT count(*) FROM purchases WHERE status = 'completed') AS completed,
              (SELECT count(*) FROM purchases WHERE status <> 'completed') AS other,
              (SELECT count(*) FROM tickets) AS tickets,
              (SELECT count(*) FROM transfers WHERE kind = 'ticket_purchase') AS transfers,
              (SELECT count(*) FROM outbox) AS events,
              (SELECT sum(balance_minor) FROM accounts) AS sum`,
    );
    const found = rows[0];
    const counts = [found?.completed, found?.tickets, found?.transfers].map(Number);
    if (!found || Number(found.other) !== 0 || counts.some((count) => count !== transactions) || Number(found.events) !== 2 * transactions || Number(found.sum) !== 0) {
      throw new Error(`pgbench purchases do not add up for ${transactions} transactions: ${JSON.stringify(found)}`);
    }
  } finally {
    await client.end();
  }
}

/**
 * PostgreSQL's connection limit is shared with whatever else runs on the
 * server: waits up to `timeoutMs` for `wanted` free slots (plus a margin),
 * then settles for what is free.
 */
async function freeConnectionSlots(url: string, wanted: number, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  const margin = 5;
  for (;;) {
    const client = new Client({ connectionString: url });
    await client.connect();
    const free = await client
      .query<{ free: number; most: number }>(
        `SELECT current_setting('max_connections')::int - current_setting('superuser_reserved_connections')::int - count(*)::int AS free,
                current_setting('max_connections')::int - current_setting('superuser_reserved_connections')::int - 1 AS most
           FROM pg_stat_activity WHERE backend_type = 'client backend'`,
      )
      .finally(() => client.end());
    const available = (free.rows[0]?.free ?? 0) - margin;
    // More than the server allows at all is not worth waiting for.
    const reachable = Math.min(wanted, (free.rows[0]?.most ?? 0) - margin);
    if (available >= reachable || Date.now() > deadline) return Math.max(1, Math.min(wanted, available));
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/** Runs pgbench with `args` and reads its per-transaction log. */
async function runPgbench(binary: string, url: URL, clients: number, durationMs: number, dir: string, args: string[]): Promise<PgbenchResult> {
  const { stdout } = await promisify(execFile)(binary, [
    '-n', // no vacuum of pgbench's tables before the run
    '-c', String(clients),
    '-j', '2',
    '-T', String(Math.max(1, Math.round(durationMs / 1000))),
    '-l', '--log-prefix', join(dir, 'log'),
    '-r', // each statement's mean latency
    '-h', url.hostname,
    '-p', url.port || '5432',
    '-U', decodeURIComponent(url.username || 'postgres'),
    ...args,
    url.pathname.slice(1),
  ], { maxBuffer: 16 * 1024 * 1024 });
  const failed = /number of failed transactions: (\d+)/.exec(stdout);
  if (failed && Number(failed[1]) > 0) throw new Error(`pgbench: ${failed[1]} failed transactions\n${stdout}`);
  // Per-transaction log lines: client_id transaction_no latency_us script_no epoch_s epoch_us
  const logs = readdirSync(dir).filter((name) => name.startsWith('log'));
  const latencies = logs
    .flatMap((name) => readFileSync(join(dir, name), 'utf8').trim().split('\n'))
    .map((line) => Number(line.split(' ')[2]) / 1000)
    .filter((ms) => Number.isFinite(ms))
    .sort((a, b) => a - b);
  for (const name of logs) rmSync(join(dir, name));
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
  return {
    binary, clients, transactions: latencies.length, perSecond: tps ? Number(tps[1]) : Number.NaN,
    p50Ms: percentile(latencies, 0.5), p99Ms: percentile(latencies, 0.99), statements: statementCosts(stdout),
  };
}

/**
 * The purchase script's statements by the step of the purchase they are:
 * pgbench -r prints only the start of a long command, so each step is known
 * by the start of the service's own statement.
 */
const PURCHASE_STEPS: [string, string][] = [
  [oneLine(RESERVE_PURCHASE_SQL).slice(0, 24), 'reserve'],
  [oneLine(CASH_PURCHASE_SQL).slice(0, 24), 'debit'],
  [oneLine(COMPLETE_PURCHASE_SQL).slice(0, 24), 'complete'],
  ['END;', 'commit'],
];

/**
 * pgbench -r prints, after the summary, one line per script command: its
 * mean latency in ms, its failures and the command; the `\set` lines are not
 * statements and are left out.
 */
export function statementCosts(stdout: string): StatementCost[] {
  const costs: StatementCost[] = [];
  for (const line of stdout.split('\n')) {
    const [, ms, command] = /^\s+([\d.]+)\s+\d+\s+(.+)$/.exec(line) ?? [];
    if (ms === undefined || command === undefined || command.startsWith('\\')) continue;
    const step = PURCHASE_STEPS.find(([start]) => command.startsWith(start))?.[1];
    costs.push({ name: step ?? command.replace(/;$/, '').split(/\s+/).slice(0, 2).join(' '), meanMs: Number(ms) });
  }
  return costs;
}

/** The cluster's write-ahead log counters (PostgreSQL 14+), read around a single-client run. */
async function walCounters(url: string): Promise<{ records: number; bytes: number }> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ records: string; bytes: string }>('SELECT wal_records::text AS records, wal_bytes::text AS bytes FROM pg_stat_wal');
    return { records: Number(rows[0]?.records), bytes: Number(rows[0]?.bytes) };
  } finally {
    await client.end();
  }
}

/** One client for `durationMs`: statement costs and WAL per transaction (WAL counters are cluster-wide: run on a quiet server). */
async function runSingleClient(binary: string, url: URL, durationMs: number, dir: string, args: string[]): Promise<SingleClientCost> {
  const before = await walCounters(url.toString());
  const run = await runPgbench(binary, url, 1, durationMs, dir, args);
  const after = await walCounters(url.toString());
  const per = (value: number) => (run.transactions > 0 ? value / run.transactions : Number.NaN);
  return { run, walRecordsPerTransaction: per(after.records - before.records), walBytesPerTransaction: per(after.bytes - before.bytes) };
}

export interface PgbenchPurchases {
  runs: PgbenchResult[];
  single: SingleClientCost;
}

/** The purchase transaction alone (one client), then at each client count (fresh rows each time, same database). */
export async function benchPgbenchPurchases(binary: string, clientCounts: number[], durationMs: number, priceMinor: number): Promise<PgbenchPurchases> {
  const database = await createTestDatabase('bench_pgbench');
  const dir = mkdtempSync(join(tmpdir(), 'nova-pgbench-'));
  try {
    const most = await freeConnectionSlots(database.url, Math.max(...clientCounts), 120_000);
    const houseSubAccounts = await seed(database.url, most, priceMinor);
    const script = join(dir, 'purchase.sql');
    writeFileSync(script, purchaseScript(priceMinor, houseSubAccounts));
    const single = await runSingleClient(binary, new URL(database.url), singleClientMs(durationMs), dir, [...PROTOCOL, '-f', script]);
    const results: PgbenchResult[] = [];
    for (const wanted of clientCounts) {
      const clients = Math.min(wanted, await freeConnectionSlots(database.url, wanted, 60_000), most);
      results.push(await runPgbench(binary, new URL(database.url), clients, durationMs, dir, [...PROTOCOL, '-f', script]));
    }
    await checkPurchases(database.url, single.run.transactions + results.reduce((sum, run) => sum + run.transactions, 0));
    return { runs: results, single };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await database.drop();
  }
}

export const TPCB_SCALE = 50;

/** The single-client runs are shorter: their figures settle within seconds. */
export const singleClientMs = (durationMs: number) => Math.max(3000, Math.round(durationMs / 4));

export interface TpcbResult {
  ceiling: PgbenchResult;
  single: SingleClientCost;
}

/**
 * pgbench's built-in TPC-B-like transaction (5 statements on 4 tables) at
 * scale 50: the machine's ceiling for a small money transaction; then the
 * same transaction alone (one client), the baseline of the purchase's own.
 */
export async function benchTpcb(binary: string, wantedClients: number, durationMs: number): Promise<TpcbResult> {
  const database = await createTestDatabase('bench_tpcb');
  const dir = mkdtempSync(join(tmpdir(), 'nova-tpcb-'));
  try {
    const url = new URL(database.url);
    await promisify(execFile)(binary, ['-i', '-q', '-s', String(TPCB_SCALE), '-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username || 'postgres'), url.pathname.slice(1)], { maxBuffer: 16 * 1024 * 1024 });
    const clients = await freeConnectionSlots(database.url, wantedClients, 120_000);
    const ceiling = await runPgbench(binary, url, clients, durationMs, dir, [...PROTOCOL, '-b', 'tpcb-like']);
    const single = await runSingleClient(binary, url, singleClientMs(durationMs), dir, [...PROTOCOL, '-b', 'tpcb-like']);
    return { ceiling, single };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await database.drop();
  }
}
