/**
 * Draw settlement at 10,000 / 100,000 / 1,000,000 tickets on the real
 * PostgreSQL. Settle = close sales, hash the ticket list, pick winners, split
 * the pool, mark every ticket won/lost, create payouts and the profit record,
 * open the next draw: one transaction, as the scheduler runs it. The
 * baseline, in the same run on the same rows, is one plain
 * `UPDATE tickets SET status = ...`: the least any settle that writes every
 * ticket's status must cost. Each size uses a fresh database.
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
const settings = { adminProfitPercentage: 30, autoPayoutLimitMinor: 1000_00, archiveAfterDays: 61, purchaseStaleAfterMs: 15_000 };

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
  await db.query('UPDATE draws SET tickets_reserved = $2, tickets_sold = $2, sales_minor = $3, next_ticket_seq = $2 + 1 WHERE id = $1', [
    id,
    tickets,
    tickets * TICKET_PRICE_MINOR,
  ]);
  await db.query('VACUUM ANALYZE tickets');
  return id;
}

async function rewriteStatuses(db: Db, drawId: string): Promise<void> {
  await db.query('UPDATE tickets SET status = status WHERE draw_id = $1', [drawId]);
  await db.query('VACUUM ANALYZE tickets');
}

async function benchmark(tickets: number) {
  const database = await createTestDatabase(`bench_${tickets}`);
  const db = await openDb({ service: 'draws-bench', databaseUrl: database.url, dataDir: 'memory://', migrationsDir: drawsMigrationsDir, logger: createLogger('bench', 'silent') });
  try {
    const drawId = await seedDraw(db, tickets);
    // One write and undo first, so that the baseline and the settle both meet
    // pages with room for the new row versions (freshly bulk-loaded pages have
    // none, and whichever ran first would pay for that alone).
    await rewriteStatuses(db, drawId);
    // Baseline: the plain set-based status write over the same rows, then undone.
    const [, baselineMs] = await timed(() => db.query("UPDATE tickets SET status = 'lost' WHERE draw_id = $1", [drawId]));
    await db.query("UPDATE tickets SET status = 'active' WHERE draw_id = $1", [drawId]);
    await db.query('VACUUM ANALYZE tickets');

    const draw = await findDraw(db, drawId);
    if (!draw) throw new Error('bench draw missing');
    const [outcome, settleMs] = await timed(() => db.transaction((tx) => settleDrawInTx(tx, draw, settings)));
    if (outcome.kind !== 'completed') throw new Error(`draw did not complete: ${outcome.kind}`);
    return { tickets, settleMs, baselineMs, winners: outcome.winners };
  } finally {
    await db.close();
    await database.drop();
  }
}

export interface SettlementResult {
  tickets: number;
  settleMs: number;
  baselineMs: number;
}

/** One fresh database per size, largest last. */
export async function benchSettlement(ticketCounts: number[], log: (line: string) => void): Promise<SettlementResult[]> {
  const rows: SettlementResult[] = [];
  for (const tickets of ticketCounts) {
    const result = await benchmark(tickets);
    rows.push(result);
    log(
      `settle ${tickets.toLocaleString('en')} tickets: ${(result.settleMs / 1000).toFixed(2)} s, plain UPDATE ${(result.baselineMs / 1000).toFixed(2)} s, ` +
        `${((result.settleMs * 1000) / tickets).toFixed(1)} µs per ticket`,
    );
  }
  return rows;
}
