/**
 * pgbench on the same PostgreSQL:
 * - pgbench's built-in TPC-B-like script (scale 50): what this machine does
 *   for a small money transaction, the ceiling the app is compared with;
 * - the SQL of today's purchase path in ONE transaction (take a ticket
 *   number from the draw's sequence, record the purchase, the ledger transfer,
 *   the player's balance and one house sub-account, KEY SHARE on the draw,
 *   the ticket and the two outbox events), at several client counts: with no
 *   hot row it must grow with clients, not flatten.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { createLogger, openDb } from '@nova/platform';
import { createTestDatabase } from '@nova/platform/testing';
import { drawsMigrationsDir, ticketNumberSql } from '@nova/draws';
import { walletMigrationsDir } from '@nova/wallet';
import { percentile } from './http-load';

export interface PgbenchResult {
  binary: string;
  clients: number;
  transactions: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
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

function purchaseScript(priceMinor: number): string {
  return [
    // pgbench substitutes :name as text, so ids come back as quoted literals.
    '\\set n :client_id + 1',
    '\\set shard random(1, 64)',
    'BEGIN;',
    `SELECT nextval(draw_ticket_sequence('${DRAW_ID}')::regclass) AS seq \\gset`,
    `INSERT INTO purchases (id, user_id, draw_id, idempotency_key, quantity, first_ticket_seq, ticket_seqs, unit_price_minor, subtotal_minor, discount_percent, discount_minor, total_minor, status, balance_after_minor) SELECT gen_random_uuid(), user_id, '${DRAW_ID}', gen_random_uuid()::text, 1, :seq, ARRAY[:seq], ${priceMinor}, ${priceMinor}, 0, 0, ${priceMinor}, 'pending', NULL FROM bench_players WHERE n = :n RETURNING quote_literal(id) AS purchase_id, quote_literal(user_id) AS user_id \\gset`,
    `INSERT INTO transfers (id, idempotency_key, operation, kind, user_id, debit_account_id, credit_account_id, amount_minor, memo, request_fingerprint) SELECT gen_random_uuid(), 'purchase:' || :purchase_id, 'debit', 'ticket_purchase', user_id, account_id, (SELECT id FROM accounts WHERE code = 'house_' || lpad(:shard::text, 2, '0')), ${priceMinor}, '1 ticket(s)', md5(:purchase_id) FROM bench_players WHERE n = :n;`,
    `UPDATE accounts SET balance_minor = balance_minor - ${priceMinor} WHERE id = (SELECT account_id FROM bench_players WHERE n = :n) AND balance_minor >= ${priceMinor};`,
    `SELECT status FROM draws WHERE id = '${DRAW_ID}' FOR KEY SHARE;`,
    `UPDATE purchases SET status = 'completed', balance_after_minor = 0, updated_at = now() WHERE id = :purchase_id AND status = 'pending';`,
    `INSERT INTO tickets (draw_id, purchase_id, user_id, ticket_number) VALUES ('${DRAW_ID}', :purchase_id, :user_id, ${ticketNumberSql(':seq')});`,
    `INSERT INTO outbox (id, subject, payload) VALUES (gen_random_uuid(), 'wallet.transfer.posted.v1', jsonb_build_object('purchase', :purchase_id)), (gen_random_uuid(), 'draws.ticket.purchased.v1', jsonb_build_object('purchase', :purchase_id));`,
    // Last: a house sub-account row is held only until the commit.
    `UPDATE accounts SET balance_minor = balance_minor + ${priceMinor} WHERE code = 'house_' || lpad(:shard::text, 2, '0');`,
    'END;',
    '',
  ].join('\n');
}

async function seed(url: string, players: number, priceMinor: number): Promise<void> {
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
       VALUES ($1, $1, 'pgbench', 'daily', $2, 100000000, 'active', now(), now() + interval '1 day', now(), 'seed', 'commitment')`,
      [DRAW_ID, priceMinor],
    );
    await client.query(
      `CREATE TABLE bench_players AS
       SELECT n, gen_random_uuid() AS user_id, gen_random_uuid() AS account_id FROM generate_series(1, $1::int) AS n`,
      [players],
    );
    await client.query("INSERT INTO accounts (id, owner_user_id, kind, balance_minor) SELECT account_id, user_id, 'user_available', 1000000000 FROM bench_players");
    await client.query('VACUUM ANALYZE');
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
      .query<{ free: number }>("SELECT current_setting('max_connections')::int - current_setting('superuser_reserved_connections')::int - count(*)::int AS free FROM pg_stat_activity WHERE backend_type = 'client backend'")
      .finally(() => client.end());
    const available = (free.rows[0]?.free ?? 0) - margin;
    if (available >= wanted || Date.now() > deadline) return Math.max(1, Math.min(wanted, available));
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
  return { binary, clients, transactions: latencies.length, perSecond: tps ? Number(tps[1]) : Number.NaN, p50Ms: percentile(latencies, 0.5), p99Ms: percentile(latencies, 0.99) };
}

/** The purchase transaction at each client count (fresh rows each time, same database). */
export async function benchPgbenchPurchases(binary: string, clientCounts: number[], durationMs: number, priceMinor: number): Promise<PgbenchResult[]> {
  const database = await createTestDatabase('bench_pgbench');
  const dir = mkdtempSync(join(tmpdir(), 'nova-pgbench-'));
  try {
    const most = await freeConnectionSlots(database.url, Math.max(...clientCounts), 120_000);
    await seed(database.url, most, priceMinor);
    const script = join(dir, 'purchase.sql');
    writeFileSync(script, purchaseScript(priceMinor));
    const results: PgbenchResult[] = [];
    for (const wanted of clientCounts) {
      const clients = Math.min(wanted, await freeConnectionSlots(database.url, wanted, 60_000), most);
      results.push(await runPgbench(binary, new URL(database.url), clients, durationMs, dir, ['-f', script]));
    }
    return results;
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await database.drop();
  }
}

export const TPCB_SCALE = 50;

/** pgbench's built-in TPC-B-like transaction (5 statements on 4 tables) at scale 50: the machine's ceiling for a small money transaction. */
export async function benchTpcb(binary: string, wantedClients: number, durationMs: number): Promise<PgbenchResult> {
  const database = await createTestDatabase('bench_tpcb');
  const dir = mkdtempSync(join(tmpdir(), 'nova-tpcb-'));
  try {
    const url = new URL(database.url);
    await promisify(execFile)(binary, ['-i', '-q', '-s', String(TPCB_SCALE), '-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username || 'postgres'), url.pathname.slice(1)], { maxBuffer: 16 * 1024 * 1024 });
    const clients = await freeConnectionSlots(database.url, wantedClients, 120_000);
    return await runPgbench(binary, url, clients, durationMs, dir, ['-b', 'tpcb-like']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await database.drop();
  }
}
