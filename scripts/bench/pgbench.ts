/**
 * The baseline for the REST purchase figure: Debian's pgbench running, on the
 * same PostgreSQL, the SQL a purchase needs in one transaction (take a
 * ticket number on the draw, record the purchase, the ledger transfer and
 * both balance changes, the ticket, and the two outbox events the services
 * write), with as many clients as the REST run has players. It is the floor
 * under the service path, which spreads the same writes over three
 * transactions in two databases, a NATS round trip and two HTTP hops.
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

function purchaseScript(houseAccountId: string, priceMinor: number): string {
  return [
    // pgbench substitutes :name as text, so ids come back as quoted literals.
    '\\set n :client_id + 1',
    'BEGIN;',
    `UPDATE draws SET tickets_reserved = tickets_reserved + 1, next_ticket_seq = next_ticket_seq + 1, tickets_sold = tickets_sold + 1, sales_minor = sales_minor + ${priceMinor} WHERE id = '${DRAW_ID}' RETURNING next_ticket_seq - 1 AS seq \\gset`,
    `INSERT INTO purchases (id, user_id, draw_id, idempotency_key, quantity, first_ticket_seq, unit_price_minor, subtotal_minor, discount_percent, discount_minor, total_minor, status, balance_after_minor) SELECT gen_random_uuid(), user_id, '${DRAW_ID}', gen_random_uuid()::text, 1, :seq, ${priceMinor}, ${priceMinor}, 0, 0, ${priceMinor}, 'completed', 0 FROM bench_players WHERE n = :n RETURNING quote_literal(id) AS purchase_id, quote_literal(user_id) AS user_id \\gset`,
    `INSERT INTO transfers (id, idempotency_key, operation, kind, user_id, debit_account_id, credit_account_id, amount_minor, memo, request_fingerprint) SELECT gen_random_uuid(), 'purchase:' || :purchase_id, 'debit', 'ticket_purchase', user_id, account_id, '${houseAccountId}', ${priceMinor}, '1 ticket(s)', md5(:purchase_id) FROM bench_players WHERE n = :n;`,
    `UPDATE accounts SET balance_minor = balance_minor - ${priceMinor} WHERE id = (SELECT account_id FROM bench_players WHERE n = :n) AND balance_minor >= ${priceMinor};`,
    `UPDATE accounts SET balance_minor = balance_minor + ${priceMinor} WHERE id = '${houseAccountId}';`,
    `INSERT INTO tickets (draw_id, purchase_id, user_id, ticket_number) VALUES ('${DRAW_ID}', :purchase_id, :user_id, ${ticketNumberSql(':seq')});`,
    `INSERT INTO outbox (id, subject, payload) VALUES (gen_random_uuid(), 'wallet.transfer.posted.v1', jsonb_build_object('purchase', :purchase_id)), (gen_random_uuid(), 'draws.ticket.purchased.v1', jsonb_build_object('purchase', :purchase_id));`,
    'END;',
    '',
  ].join('\n');
}

async function seed(url: string, players: number, priceMinor: number): Promise<string> {
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
    const house = await client.query<{ id: string }>("SELECT id FROM accounts WHERE code = 'house'");
    return house.rows[0]?.id as string;
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

export async function benchPgbench(binary: string, wantedClients: number, durationMs: number, priceMinor: number): Promise<PgbenchResult> {
  const database = await createTestDatabase('bench_pgbench');
  const dir = mkdtempSync(join(tmpdir(), 'nova-pgbench-'));
  try {
    const clients = await freeConnectionSlots(database.url, wantedClients, 120_000);
    const house = await seed(database.url, clients, priceMinor);
    const script = join(dir, 'purchase.sql');
    writeFileSync(script, purchaseScript(house, priceMinor));
    const url = new URL(database.url);
    const args = [
      '-n', // no vacuum of pgbench's own tables (there are none)
      '-c', String(clients),
      '-j', '2',
      '-T', String(Math.max(1, Math.round(durationMs / 1000))),
      '-f', script,
      '-l', '--log-prefix', join(dir, 'log'),
      '-h', url.hostname,
      '-p', url.port || '5432',
      '-U', decodeURIComponent(url.username || 'postgres'),
      url.pathname.slice(1),
    ];
    const { stdout } = await promisify(execFile)(binary, args, { maxBuffer: 16 * 1024 * 1024 });
    const failed = /number of failed transactions: (\d+)/.exec(stdout);
    if (failed && Number(failed[1]) > 0) throw new Error(`pgbench: ${failed[1]} failed transactions\n${stdout}`);
    // Per-transaction log lines: client_id transaction_no latency_us script_no epoch_s epoch_us
    const latencies = readdirSync(dir)
      .filter((name) => name.startsWith('log'))
      .flatMap((name) => readFileSync(join(dir, name), 'utf8').trim().split('\n'))
      .map((line) => Number(line.split(' ')[2]) / 1000)
      .filter((ms) => Number.isFinite(ms))
      .sort((a, b) => a - b);
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
    return {
      binary,
      clients,
      transactions: latencies.length,
      perSecond: tps ? Number(tps[1]) : Number.NaN,
      p50Ms: percentile(latencies, 0.5),
      p99Ms: percentile(latencies, 0.99),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await database.drop();
  }
}
