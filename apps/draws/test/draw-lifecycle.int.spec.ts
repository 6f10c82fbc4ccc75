import { TICKET_STATUS_SQL } from '../src/db/tickets';
import { verifyDraw } from '@nova/rules';
import { runDueDraws } from '../src/draw-runs';
import { payPromisedPayouts } from '../src/payouts';
import { archiveOldDraws, openDueSales, schedulerTick } from '../src/scheduler';
import { admin, availableMinor, buy, createDraw, deposit, ledgerSum, makeDue, player, startDrawsHarness, TRIGGER, type DrawsHarness } from './support/draws-harness';

let harness: DrawsHarness;
const operator = admin();

beforeAll(async () => {
  // Two replicas of the draws service on one database, as in a scaled deployment.
  harness = await startDrawsHarness('lifecycle', { replicas: 2, contentSettings: { autoPayoutLimitMinor: 20_00 } });
});

afterAll(async () => {
  await harness?.close();
});

afterEach(async () => {
  expect(await ledgerSum(harness)).toBe(0);
});

const [first, second] = [() => harness.replicas[0]!.deps(), () => harness.replicas[1]!.deps()];

/** A draw with `players` buyers of `each` tickets at 10.00. */
async function fundedDraw(players: number, each: number, fields: Parameters<typeof createDraw>[2] = {}) {
  const drawId = await createDraw(harness, operator, fields);
  const buyers = Array.from({ length: players }, () => player());
  for (const buyer of buyers) {
    await deposit(harness, buyer.userId, 1000_00);
    const reply = await buy(harness, buyer, drawId, each);
    if (reply.errors) throw new Error(JSON.stringify(reply.errors));
  }
  return { drawId, buyers };
}

async function count(sql: string, params: unknown[]): Promise<number> {
  const { rows } = await harness.drawsDb.query<{ count: number }>(sql, params);
  return rows[0]?.count ?? 0;
}

describe('scheduler and settlement', () => {
  it('runs each due draw exactly once with two replicas ticking at the same time', async () => {
    const draws = await Promise.all([fundedDraw(2, 3), fundedDraw(3, 1), fundedDraw(1, 12)]);
    for (const { drawId } of draws) await makeDue(harness, drawId);
    await Promise.all([runDueDraws(first()), runDueDraws(second()), schedulerTick(first()), schedulerTick(second())]);
    for (const { drawId } of draws) {
      expect(await count("SELECT count(*)::int AS count FROM draws WHERE id = $1 AND status = 'completed'", [drawId])).toBe(1);
      expect(await count('SELECT count(*)::int AS count FROM profits WHERE draw_id = $1', [drawId])).toBe(1);
      const winners = await count("SELECT count(*)::int AS count FROM tickets WHERE draw_id = $1 AND status = 'won'", [drawId]);
      expect(await count('SELECT count(*)::int AS count FROM payouts WHERE draw_id = $1', [drawId])).toBe(winners);
      // Only the winners were written; every other ticket reads as lost.
      const read = (status: string) => count(
        `SELECT count(*)::int AS count FROM tickets t JOIN draws d ON d.id = t.draw_id WHERE t.draw_id = $1 AND ${TICKET_STATUS_SQL} = $2`,
        [drawId, status],
      );
      expect(await read('active')).toBe(0);
      expect(await read('won')).toBe(winners);
      expect(await read('lost')).toBe(await count('SELECT count(*)::int AS count FROM tickets WHERE draw_id = $1', [drawId]) - winners);
      // The daily series opened exactly one next draw.
      expect(await count(
        "SELECT count(*)::int AS count FROM draws WHERE series_id = (SELECT series_id FROM draws WHERE id = $1) AND status = 'active'",
        [drawId],
      )).toBe(1);
    }
  });

  it('splits the pool exactly, pays prizes up to the limit at once and keeps larger ones for the admin', async () => {
    // 4 players × 5 tickets at 10.00 with 5% off: sales 190.00, profit 57.00, pool 133.00.
    const { drawId, buyers } = await fundedDraw(4, 5);
    await makeDue(harness, drawId);
    const reply = await harness.call<{ triggerDraw: { status: string; seed: string; ticketListHash: string; winners: Array<{ rank: number; prizeAmount: string; ticketNumber: string }> } }>(
      TRIGGER,
      { id: drawId },
      operator,
    );
    expect(reply.errors).toBeUndefined();
    const completed = reply.data?.triggerDraw;
    expect(completed?.status).toBe('completed');
    expect(completed?.winners.map((winner) => winner.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const prizes = completed?.winners.map((winner) => Math.round(Number(winner.prizeAmount) * 100)) ?? [];
    expect(prizes.reduce((sum, prize) => sum + prize, 0)).toBe(133_00);
    expect(prizes.slice(0, 3)).toEqual([39_90, 26_60, 15_96]);

    const { rows: profit } = await harness.drawsDb.query<{ profit: number; sales: number; prizes: number }>(
      'SELECT profit_minor::int AS profit, ticket_sales_minor::int AS sales, prizes_minor::int AS prizes FROM profits WHERE draw_id = $1',
      [drawId],
    );
    expect(profit[0]).toEqual({ profit: 57_00, sales: 190_00, prizes: 133_00 });

    // Anyone recomputes the winners from the published data only.
    const verification = await harness.call<{ drawVerification: { seed: string; seedCommitment: string; ticketListHash: string; ticketNumbers: string[]; winners: Array<{ ticketNumber: string }> } }>(
      `query V($id: ID!) { drawVerification(id: $id) { seed seedCommitment ticketListHash ticketNumbers winners { ticketNumber } } }`,
      { id: drawId },
    );
    const published = verification.data?.drawVerification;
    expect(published?.ticketNumbers).toHaveLength(20);
    const check = verifyDraw({
      seedHex: published?.seed ?? '',
      commitment: published?.seedCommitment ?? '',
      drawId,
      ticketListHash: published?.ticketListHash ?? '',
      ticketNumbers: published?.ticketNumbers ?? [],
      count: 10,
      winners: published?.winners.map((winner) => winner.ticketNumber) ?? [],
    });
    expect(check).toMatchObject({ valid: true });

    const statuses = async () =>
      (await harness.drawsDb.query<{ prize_rank: number; status: string }>('SELECT prize_rank, status FROM payouts WHERE draw_id = $1 ORDER BY prize_rank', [drawId])).rows;
    expect((await statuses()).map((row) => row.status)).toEqual(['pending', 'pending', ...Array(8).fill('paid')]);
    await payPromisedPayouts(first());
    expect((await statuses()).slice(0, 2).map((row) => row.status)).toEqual(['pending', 'pending']);

    // The admin pays the first prize (exactly once, however often) and fails the second.
    const payouts = (await harness.drawsDb.query<{ id: string; user_id: string }>('SELECT id, user_id FROM payouts WHERE draw_id = $1 AND prize_rank <= 2 ORDER BY prize_rank', [drawId])).rows;
    const [top, runnerUp] = payouts;
    const before = await availableMinor(harness, top!.user_id);
    const UPDATE = 'mutation U($id: ID!, $input: UpdatePayoutInput!) { updatePayout(id: $id, input: $input) { status adminNotes amount } }';
    const paid = await Promise.all([1, 2, 3].map(() => harness.call<{ updatePayout: { status: string } }>(UPDATE, { id: top!.id, input: { status: 'paid' } }, operator)));
    expect(paid.map((item) => item.data?.updatePayout.status)).toEqual(['paid', 'paid', 'paid']);
    expect(await availableMinor(harness, top!.user_id)).toBe(before + 39_90);
    const failed = await harness.call<{ updatePayout: { status: string; adminNotes: string } }>(UPDATE, { id: runnerUp!.id, input: { status: 'failed' } }, operator);
    expect(failed.data?.updatePayout).toMatchObject({ status: 'failed', adminNotes: 'Payment failed' });
    const refail = await harness.call(UPDATE, { id: top!.id, input: { status: 'failed' } }, operator);
    expect(refail.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    expect(new Set(buyers.map((buyer) => buyer.userId)).size).toBe(4);
  });

  it('rolls an empty draw forward one period on trigger and at its date; a custom one is cancelled', async () => {
    const drawDate = new Date(Date.now() + 3_600_000);
    const daily = await createDraw(harness, operator, { period: 'daily', drawDate: drawDate.toISOString() });
    // Before its date a trigger is refused and moves nothing.
    expect((await harness.call(TRIGGER, { id: daily }, operator)).errors?.[0]?.extensions?.code).toBe('DRAW_NOT_DUE');
    const dateOf = async () => (await harness.drawsDb.query<{ draw_date: Date; status: string }>('SELECT draw_date, status FROM draws WHERE id = $1', [daily])).rows[0];
    expect(new Date((await dateOf())!.draw_date).getTime()).toBe(drawDate.getTime());
    await makeDue(harness, daily);
    const due = new Date((await dateOf())!.draw_date).getTime();
    const refused = await harness.call(TRIGGER, { id: daily }, operator);
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'DRAW_EMPTY' } });
    expect(refused.errors?.[0]?.message).toMatch(/prize pool is 0/);
    const moved = await dateOf();
    expect(moved?.status).toBe('active');
    expect(new Date(moved!.draw_date).getTime()).toBe(due + 24 * 3_600_000);

    const custom = await createDraw(harness, operator, { period: 'custom' });
    await makeDue(harness, custom);
    await runDueDraws(first());
    const { rows: cancelled } = await harness.drawsDb.query<{ status: string }>('SELECT status FROM draws WHERE id = $1', [custom]);
    expect(cancelled[0]?.status).toBe('cancelled');
  });

  it('opens upcoming draws when their sales open, and archives draws completed 2 months ago', async () => {
    const upcoming = await createDraw(harness, operator, {
      opensAt: new Date(Date.now() + 60_000).toISOString(),
      drawDate: new Date(Date.now() + 3_600_000).toISOString(),
    });
    await openDueSales(first());
    expect((await harness.drawsDb.query<{ status: string }>('SELECT status FROM draws WHERE id = $1', [upcoming])).rows[0]?.status).toBe('upcoming');
    await harness.drawsDb.query("UPDATE draws SET opens_at = now() - interval '1 second' WHERE id = $1", [upcoming]);
    await openDueSales(first());
    expect((await harness.drawsDb.query<{ status: string }>('SELECT status FROM draws WHERE id = $1', [upcoming])).rows[0]?.status).toBe('active');

    const { drawId } = await fundedDraw(1, 1, { period: 'custom' });
    await makeDue(harness, drawId);
    await harness.call(TRIGGER, { id: drawId }, operator);
    await harness.drawsDb.query("UPDATE draws SET completed_at = now() - interval '62 days' WHERE id = $1", [drawId]);
    await archiveOldDraws(first());
    const completedList = await harness.call<{ completedDraws: Array<{ id: string }> }>('{ completedDraws(limit: 100) { id } }');
    expect(completedList.data?.completedDraws.map((draw) => draw.id)).not.toContain(drawId);
    const stillThere = await harness.call<{ draw: { id: string; archived: boolean } }>('query D($id: ID!) { draw(id: $id) { id archived } }', { id: drawId });
    expect(stillThere.data?.draw).toEqual({ id: drawId, archived: true });
    expect(await count('SELECT count(*)::int AS count FROM tickets WHERE draw_id = $1', [drawId])).toBe(1);
  });
});
