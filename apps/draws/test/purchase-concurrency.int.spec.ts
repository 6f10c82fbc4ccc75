import { randomUUID } from 'node:crypto';
import type { Sql } from '@nova/platform';
import pg from 'pg';
import type { CallerIdentity } from '@nova/contracts';
import { findDraw } from '../src/db/draws';
import { ticketNumbersOfDraw } from '../src/db/tickets';
import { runDueDraws } from '../src/draw-runs';
import { settleDrawInTx } from '../src/draw-settlement';
import { pickWinners, ticketListHash } from '@nova/rules';
import { reconcilePurchases } from '../src/purchase-reconciler';
import { buyTickets } from '../src/purchase-saga';
import { admin, buy, createDraw, deposit, ledgerSum, makeDue, player, startDrawsHarness, type DrawsHarness } from './support/draws-harness';

/**
 * Purchases of one draw share no row (docs/performance.md): these prove the
 * cap, the ledger and settlement stay exact when many buyers arrive at once.
 */
let harness: DrawsHarness;
const operator = admin();

beforeAll(async () => {
  harness = await startDrawsHarness('concurrency');
}, 120_000);

afterAll(async () => {
  await harness?.close();
});

afterEach(async () => {
  expect(await ledgerSum(harness)).toBe(0);
});

/** Deposits a few at a time: a storm of them is not what these tests measure. */
async function fund(players: CallerIdentity[], amountMinor: number): Promise<void> {
  for (let start = 0; start < players.length; start += 20) {
    await Promise.all(players.slice(start, start + 20).map((buyer) => deposit(harness, buyer.userId, amountMinor)));
  }
}

/** Every buy at once, straight into the saga (no HTTP listen backlog in between); the codes of the refusals. */
async function buyAllAtOnce(attempts: Array<{ buyer: CallerIdentity; drawId: string; key?: string }>): Promise<{ bought: number; codes: string[] }> {
  const deps = harness.draws.deps();
  const settled = await Promise.allSettled(
    attempts.map(({ buyer, drawId, key }) => buyTickets(deps, buyer, { drawId, quantity: 1, idempotencyKey: key ?? `rush-${randomUUID()}` })),
  );
  // A wallet answer that came too late leaves a purchase pending: the reconciler finishes it, as in production.
  while ((await reconcilePurchases(deps, 0)) > 0);
  return {
    bought: settled.filter((outcome) => outcome.status === 'fulfilled').length,
    codes: settled.flatMap((outcome) => (outcome.status === 'rejected' ? [String((outcome.reason as { code?: unknown }).code)] : [])),
  };
}

async function rows<T>(db: Sql, text: string, params: unknown[] = []): Promise<T[]> {
  return (await db.query<T>(text, params)).rows;
}

describe('purchases at once', () => {
  it('200 players buying the last 150 tickets of a draw at once get exactly 150', async () => {
    const drawId = await createDraw(harness, operator, { maxTickets: 1000, ticketPrice: '1.00' });
    const early = player();
    await deposit(harness, early.userId, 1000_00);
    expect((await buy(harness, early, drawId, 850)).errors).toBeUndefined();

    const rush = Array.from({ length: 200 }, () => player());
    await fund(rush, 10_00);
    const { codes } = await buyAllAtOnce(rush.map((buyer) => ({ buyer, drawId })));

    const completed = await rows<{ n: number }>(harness.drawsDb, "SELECT count(*)::int AS n FROM purchases WHERE draw_id = $1 AND status = 'completed' AND user_id <> $2", [drawId, early.userId]);
    expect(completed[0]?.n).toBe(150);
    expect(codes.filter((code) => code === 'DRAW_FULL')).toHaveLength(50);
    const numbers = await ticketNumbersOfDraw(harness.drawsDb, drawId);
    expect(numbers).toHaveLength(1000);
    expect(new Set(numbers).size).toBe(1000);
    expect(numbers.every((number) => /^NJ-\d{6}$/.test(number) && Number(number.slice(3)) <= 1000)).toBe(true);
    const draw = await findDraw(harness.drawsDb, drawId);
    expect({ sold: draw?.ticketsSold, sales: draw?.salesMinor }).toEqual({ sold: 1000, sales: 850 * 85 + 150 * 100 });
    // Sold out stays sold out.
    expect((await buy(harness, rush[0]!, drawId, 1)).errors?.[0]?.extensions?.code).toBe('DRAW_FULL');
  }, 180_000);

  it('1,000 concurrent purchases across 100 players: each all or nothing, the ledger sums to zero, the house side spread', async () => {
    const drawId = await createDraw(harness, operator, { maxTickets: 100_000, ticketPrice: '1.00' });
    const players = Array.from({ length: 100 }, () => player());
    // Room for 7 of each player's 10 single-ticket buys: 300 must be refused, cleanly.
    await fund(players, 7_00);
    const houseBefore = await rows<{ code: string; balance: string }>(harness.walletDb, "SELECT code, balance_minor::text AS balance FROM accounts WHERE code LIKE 'house%'");

    const { bought, codes } = await buyAllAtOnce(players.flatMap((buyer) => Array.from({ length: 10 }, () => ({ buyer, drawId }))));
    expect(bought + codes.length).toBe(1000);
    expect(codes.filter((code) => code !== 'INSUFFICIENT_BALANCE' && code !== 'UNAVAILABLE')).toEqual([]);

    const purchases = await rows<{ id: string; user_id: string; status: string; total_minor: string; tickets: number }>(
      harness.drawsDb,
      `SELECT p.id, p.user_id, p.status, p.total_minor::text, (SELECT count(*)::int FROM tickets t WHERE t.purchase_id = p.id) AS tickets
       FROM purchases p WHERE p.draw_id = $1`,
      [drawId],
    );
    const debits = new Map(
      (await rows<{ key: string; n: number; amount: string }>(
        harness.walletDb,
        "SELECT idempotency_key AS key, count(*)::int AS n, sum(amount_minor)::text AS amount FROM transfers WHERE kind = 'ticket_purchase' GROUP BY 1",
      )).map((row) => [row.key, row]),
    );
    expect(purchases).toHaveLength(1000);
    expect(purchases.filter((purchase) => purchase.status === 'completed')).toHaveLength(700);
    expect(purchases.filter((purchase) => purchase.status === 'failed')).toHaveLength(300);
    for (const purchase of purchases) {
      const debit = debits.get(`purchase:${purchase.id}`);
      if (purchase.status === 'completed') expect({ debit: debit?.amount, n: debit?.n, tickets: purchase.tickets }).toEqual({ debit: purchase.total_minor, n: 1, tickets: 1 });
      else expect({ status: purchase.status, debit, tickets: purchase.tickets }).toEqual({ status: 'failed', debit: undefined, tickets: 0 });
    }
    const balances = await rows<{ balance: string }>(
      harness.walletDb,
      "SELECT balance_minor::text AS balance FROM accounts WHERE owner_user_id = ANY($1::uuid[]) AND kind = 'user_available'",
      [players.map((buyer) => buyer.userId)],
    );
    expect(balances.every((row) => row.balance === '0')).toBe(true);

    // The house's takings grew by exactly the sales, spread over its sub-accounts; `house` itself untouched.
    const houseAfter = await rows<{ code: string; balance: string }>(harness.walletDb, "SELECT code, balance_minor::text AS balance FROM accounts WHERE code LIKE 'house%'");
    const before = new Map(houseBefore.map((row) => [row.code, BigInt(row.balance)]));
    const grown = houseAfter.map((row) => ({ code: row.code, by: BigInt(row.balance) - (before.get(row.code) ?? 0n) }));
    expect(grown.reduce((sum, row) => sum + row.by, 0n)).toBe(700n * 100n);
    expect(grown.find((row) => row.code === 'house')?.by).toBe(0n);
    expect(grown.filter((row) => row.by > 0n).length).toBeGreaterThan(16);
  }, 300_000);
});

describe('settlement', () => {
  it('a settlement killed halfway and run again gives the same winners as the fair draw over the ticket list', async () => {
    const drawId = await createDraw(harness, operator, { maxTickets: 5000, ticketPrice: '1.00' });
    const buyers = Array.from({ length: 5 }, () => player());
    await fund(buyers, 1000_00);
    for (const buyer of buyers) {
      expect((await buy(harness, buyer, drawId, 400)).errors).toBeUndefined();
    }
    await makeDue(harness, drawId);
    const draw = await findDraw(harness.drawsDb, drawId);
    if (!draw) throw new Error('draw missing');
    const numbers = await ticketNumbersOfDraw(harness.drawsDb, drawId);
    const expected = pickWinners({ seedHex: draw.seed, drawId, ticketListHash: ticketListHash(numbers), ticketNumbers: numbers, count: 10 });

    // The database session dies in the middle of the settlement (after the ticket list was read).
    const session = new pg.Client({ connectionString: harness.drawsUrl });
    session.on('error', () => undefined); // the kill below ends this connection on purpose
    await session.connect();
    let statements = 0;
    const dying: Sql = {
      async query<T>(text: string, params?: readonly unknown[]) {
        statements += 1;
        if (text.trimStart().startsWith('UPDATE tickets')) await session.query('SELECT pg_terminate_backend(pg_backend_pid())');
        const result = await session.query(text, params as unknown[] | undefined);
        return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 };
      },
    };
    const killed = (async () => {
      await session.query('BEGIN');
      const locked = await findDraw(dying, drawId, { forUpdate: true });
      if (!locked) throw new Error('draw missing');
      await settleDrawInTx(dying, locked, harness.draws.deps().settings);
      await session.query('COMMIT');
    })();
    await expect(killed).rejects.toThrow();
    expect(statements).toBeGreaterThan(1);
    expect((await findDraw(harness.drawsDb, drawId))?.status).toBe('active');
    expect((await rows<{ n: number }>(harness.drawsDb, "SELECT count(*)::int AS n FROM tickets WHERE draw_id = $1 AND status = 'won'", [drawId]))[0]?.n).toBe(0);

    await runDueDraws(harness.draws.deps());
    const winners = await rows<{ ticket_number: string }>(
      harness.drawsDb,
      "SELECT ticket_number FROM tickets WHERE draw_id = $1 AND status = 'won' ORDER BY prize_rank",
      [drawId],
    );
    expect(winners.map((row) => row.ticket_number)).toEqual(expected);
    const settled = await findDraw(harness.drawsDb, drawId);
    expect({ status: settled?.status, hash: settled?.ticketListHash, sold: settled?.ticketsSold }).toEqual({ status: 'completed', hash: ticketListHash(numbers), sold: 2000 });
  }, 180_000);
});
