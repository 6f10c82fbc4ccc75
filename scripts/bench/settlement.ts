/**
 * Draw settlement at 10k / 100k / 1M / 10M tickets on the real PostgreSQL.
 * Settle = lock the draw and sum its sales, stream and hash the ticket list,
 * pick winners, split the pool, write the winners, payouts and the profit
 * record, open the next draw: one transaction, as the scheduler runs it. The
 * baseline, in the same run on the same rows, is one ordered read of every
 * ticket number (what hashing the list needs at least), and for up to 1M
 * tickets also the plain `UPDATE tickets SET status` that settling used to
 * cost. Each size uses a fresh database.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createLogger, openDb, type Db } from '@nova/platform';
import { createTestDatabase } from '@nova/platform/testing';
import { drawsMigrationsDir, ticketNumberSql } from '@nova/draws';
import { findDraw } from '../../apps/draws/src/db/draws';
import { openDraw } from '../../apps/draws/src/draw-series';
import { settleDrawInTx } from '../../apps/draws/src/draw-settlement';

const TICKET_PRICE_MINOR = 10_00;
const PLAYERS = 1000;
const settings = { adminProfitPercentage: 30, autoPayoutLimitMinor: 1000_00, archiveAfterDays: 61, purchaseStaleAfterMs: 15_000, fourEyesThresholdMinor: 1000_00 };

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

/** A due daily draw with `tickets` sold to 1,000 players, written in bulk (setup, not measured). */
async function seedDraw(db: Db, tickets: number): Promise<string> {
  const id = randomUUID();
  await db.transaction((tx) =>
    openDraw(tx, {
      id,
      seriesId: id,
      name: `Bench ${tickets}`,
      period: 'daily',
      ticketPriceMinor: TICKET_PRICE_MINOR,
      maxTickets: tickets,
      status: 'active',
      opensAt: new Date(Date.now() - 3_600_000),
      drawDate: new Date(Date.now() - 1000),
      anchorDate: new Date(Date.now() - 1000),
    }),
  );
  const players = Array.from({ length: PLAYERS }, () => randomUUID());
  await db.query(
    `INSERT INTO tickets (draw_id, user_id, ticket_number)
     SELECT $1, ($2::uuid[])[1 + seq % $3], ${ticketNumberSql('seq')} FROM generate_series(1, $4::int) AS seq`,
    [id, players, PLAYERS, tickets],
  );
  // Purchases of 100 tickets each (the sales a settlement sums), completed.
  await db.query(
    `INSERT INTO purchases (id, user_id, draw_id, idempotency_key, quantity, first_ticket_seq, unit_price_minor, subtotal_minor,
       discount_percent, discount_minor, total_minor, status)
     SELECT gen_random_uuid(), ($2::uuid[])[1 + g % $3], $1, 'seed-' || g, 100, g * 100 + 1, $4::bigint, $4::bigint * 100, 0, 0, $4::bigint * 100, 'completed'
     FROM generate_series(0, $5::int - 1) AS g`,
    [id, players, PLAYERS, TICKET_PRICE_MINOR, Math.ceil(tickets / 100)],
  );
  await db.query('VACUUM ANALYZE purchases');
  await db.query('VACUUM ANALYZE tickets');
  return id;
}

async function rewriteStatuses(db: Db, drawId: string): Promise<void> {
  await db.query('UPDATE tickets SET status = status WHERE draw_id = $1', [drawId]);
  await db.query('VACUUM ANALYZE tickets');
}

/** Sizes at or below this also get the old baseline (a plain UPDATE of every ticket), which takes minutes at 10M. */
const UPDATE_BASELINE_UP_TO = 1_000_000;

async function benchmark(tickets: number): Promise<SettlementResult> {
  const database = await createTestDatabase(`bench_${tickets}`);
  const db = await openDb({ service: 'draws-bench', databaseUrl: database.url, dataDir: 'memory://', migrationsDir: drawsMigrationsDir, logger: createLogger('bench', 'silent') });
  try {
    const drawId = await seedDraw(db, tickets);
    let updateMs: number | null = null;
    if (tickets <= UPDATE_BASELINE_UP_TO) {
      // One write and undo first, so the UPDATE meets pages with room for new row versions.
      await rewriteStatuses(db, drawId);
      [, updateMs] = await timed(() => db.query("UPDATE tickets SET status = 'lost' WHERE draw_id = $1", [drawId]));
      await db.query("UPDATE tickets SET status = 'active' WHERE draw_id = $1", [drawId]);
      await db.query('VACUUM ANALYZE tickets');
    }
    // Baseline: one ordered pass over every ticket number, in the database.
    const [, readMs] = await timed(() =>
      db.query('SELECT count(*), max(ticket_number) FROM (SELECT ticket_number FROM tickets WHERE draw_id = $1 ORDER BY ticket_number) AS list', [drawId]),
    );
    // As the scheduler does: lock the draw (its live sales are summed then) and settle, one transaction.
    const [outcome, settleMs] = await timed(() =>
      db.transaction(async (tx) => {
        const draw = await findDraw(tx, drawId, { forUpdate: true });
        if (!draw) throw new Error('bench draw missing');
        return settleDrawInTx(tx, draw, settings);
      }),
    );
    if (outcome.kind !== 'completed') throw new Error(`draw did not complete: ${outcome.kind}`);
    return { tickets, settleMs, readMs, updateMs };
  } finally {
    await db.close();
    await database.drop();
  }
}

export interface SettlementResult {
  tickets: number;
  settleMs: number;
  /** One ordered read of every ticket number. */
  readMs: number;
  /** One plain UPDATE of every ticket's status (null above UPDATE_BASELINE_UP_TO). */
  updateMs: number | null;
}

/** `10k,100k,1m,10m` → sizes. */
export function parseSizes(text: string): number[] {
  return text.split(',').map((part) => {
    const match = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(part.trim());
    if (!match) throw new Error(`not a ticket count: ${part}`);
    const unit = { '': 1, k: 1000, m: 1_000_000 }[match[2]!.toLowerCase() as '' | 'k' | 'm'];
    return Math.round(Number(match[1]) * unit);
  });
}

/** One fresh database per size, largest last. */
export async function benchSettlement(ticketCounts: number[], log: (line: string) => void): Promise<SettlementResult[]> {
  const rows: SettlementResult[] = [];
  for (const tickets of ticketCounts) {
    const result = await benchmark(tickets);
    rows.push(result);
    log(
      `settle ${tickets.toLocaleString('en')} tickets: ${(result.settleMs / 1000).toFixed(2)} s, ordered read ${(result.readMs / 1000).toFixed(2)} s` +
        (result.updateMs === null ? '' : `, plain UPDATE ${(result.updateMs / 1000).toFixed(2)} s`) + ', ' +
        `${((result.settleMs * 1000) / tickets).toFixed(1)} µs per ticket`,
    );
  }
  return rows;
}
