import { verifyDraw } from '@nova/rules';
import { admin, buy, createDraw, deposit, ledgerSum, makeDue, player, startDrawsHarness, TRIGGER, type DrawsHarness } from './support/draws-harness';

/**
 * The moment a draw runs is fixed when it opens (its draw date), so whoever
 * holds the seed cannot pick it after watching sales; a completed draw is
 * never erased, so its public proof keeps answering.
 */
let harness: DrawsHarness;
const operator = admin();

beforeAll(async () => {
  harness = await startDrawsHarness('close_archive');
});

afterAll(async () => {
  await harness?.close();
});

afterEach(async () => {
  expect(await ledgerSum(harness)).toBe(0);
});

type TriggerReply = { triggerDraw: { status: string; winners: Array<{ ticketNumber: string }> } };
const DELETE = 'mutation D($id: ID!, $force: Boolean) { deleteDraw(id: $id, force: $force) { message draw { id archived status } } }';
const VERIFY = 'query V($id: ID!) { drawVerification(id: $id) { seed seedCommitment ticketListHash ticketNumbers winners { ticketNumber } } }';

async function soldDraw(tickets: number): Promise<string> {
  const drawId = await createDraw(harness, operator);
  const buyer = player();
  await deposit(harness, buyer.userId, 100_00);
  const bought = await buy(harness, buyer, drawId, tickets);
  if (bought.errors) throw new Error(JSON.stringify(bought.errors));
  return drawId;
}

async function drawRow(drawId: string) {
  const { rows } = await harness.drawsDb.query<{ status: string; closed_at: Date | null; draw_date: Date; ticket_list_hash: string | null }>(
    'SELECT status, closed_at, draw_date, ticket_list_hash FROM draws WHERE id = $1',
    [drawId],
  );
  return rows[0];
}

describe('running a draw by hand', () => {
  it('refuses before the draw date fixed at opening (DRAW_NOT_DUE, 409) and changes nothing', async () => {
    const drawId = await soldDraw(3);
    const before = await drawRow(drawId);
    const early = await harness.call<TriggerReply>(TRIGGER, { id: drawId }, operator);
    expect(early.errors?.[0]?.extensions?.code).toBe('DRAW_NOT_DUE');
    expect(early.errors?.[0]?.message).toContain(before?.draw_date.toISOString());
    expect(await drawRow(drawId)).toEqual({ ...before, status: 'active', closed_at: null, ticket_list_hash: null });
    const { rows } = await harness.drawsDb.query<{ status: string }>('SELECT DISTINCT status FROM tickets WHERE draw_id = $1', [drawId]);
    expect(rows).toEqual([{ status: 'active' }]);
    // Sales go on until the announced time.
    const late = player();
    await deposit(harness, late.userId, 10_00);
    expect((await buy(harness, late, drawId, 1)).errors).toBeUndefined();
  });

  it('runs once the draw date has come', async () => {
    const drawId = await soldDraw(2);
    await makeDue(harness, drawId);
    const run = await harness.call<TriggerReply>(TRIGGER, { id: drawId }, operator);
    expect(run.errors).toBeUndefined();
    expect(run.data?.triggerDraw.status).toBe('completed');
  });
});

describe('deleting a completed draw', () => {
  it('archives it: it leaves the lists at once, and its result and public proof stay reachable', async () => {
    const drawId = await soldDraw(4);
    await makeDue(harness, drawId);
    const run = await harness.call<TriggerReply>(TRIGGER, { id: drawId }, operator);
    expect(run.data?.triggerDraw.status).toBe('completed');

    expect((await harness.call(DELETE, { id: drawId }, operator)).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const forced = await harness.call<{ deleteDraw: { message: string; draw: { id: string; archived: boolean; status: string } } }>(
      DELETE, { id: drawId, force: true }, operator);
    expect(forced.errors).toBeUndefined();
    expect(forced.data?.deleteDraw.message).toMatch(/archived successfully/);
    expect(forced.data?.deleteDraw.draw).toEqual({ id: drawId, archived: true, status: 'completed' });

    const lists = await harness.call<{ completedDraws: Array<{ id: string }>; adminDraws: { draws: Array<{ id: string }> }; draw: { id: string } | null }>(
      'query L($id: ID!) { completedDraws(limit: 100) { id } adminDraws { draws { id } } draw(id: $id) { id } }', { id: drawId }, operator);
    expect(lists.data?.completedDraws.map((draw) => draw.id)).not.toContain(drawId);
    expect(lists.data?.adminDraws.draws.map((draw) => draw.id)).not.toContain(drawId);
    expect(lists.data?.draw).toEqual({ id: drawId });

    const proof = await harness.call<{ drawVerification: { seed: string; seedCommitment: string; ticketListHash: string; ticketNumbers: string[]; winners: Array<{ ticketNumber: string }> } | null }>(
      VERIFY, { id: drawId });
    const published = proof.data?.drawVerification;
    expect(published?.ticketNumbers).toHaveLength(4);
    expect(verifyDraw({
      seedHex: published?.seed ?? '',
      commitment: published?.seedCommitment ?? '',
      drawId,
      ticketListHash: published?.ticketListHash ?? '',
      ticketNumbers: published?.ticketNumbers ?? [],
      count: 10,
      winners: published?.winners.map((winner) => winner.ticketNumber) ?? [],
    })).toMatchObject({ valid: true });

    // A second forced delete finds it still there, still archived.
    const again = await harness.call<{ deleteDraw: { draw: { archived: boolean } } }>(DELETE, { id: drawId, force: true }, operator);
    expect(again.data?.deleteDraw.draw.archived).toBe(true);
  });
});

describe('creating a draw', () => {
  it.each(['soon', '', 'tomorrow at noon'])('answers BAD_USER_INPUT, not an internal error, for the draw date %j', async (drawDate) => {
    const reply = await harness.call(
      'mutation C($input: CreateDrawInput!) { createDraw(input: $input) { id } }',
      { input: { name: 'Dateless', period: 'daily', ticketPrice: '1.00', drawDate } },
      operator,
    );
    expect(reply.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(reply.errors?.[0]?.message).toMatch(/drawDate/);
  });

  it('answers BAD_USER_INPUT for an opening time that is no date', async () => {
    const reply = await harness.call(
      'mutation C($input: CreateDrawInput!) { createDraw(input: $input) { id } }',
      { input: { name: 'Dateless', period: 'daily', ticketPrice: '1.00', drawDate: new Date(Date.now() + 3_600_000).toISOString(), opensAt: 'later' } },
      operator,
    );
    expect(reply.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
