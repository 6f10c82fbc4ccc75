import { runDueDraws } from '../src/draw-runs';
import { admin, buy, createDraw, deposit, ledgerSum, makeDue, player, startDrawsHarness, type DrawsHarness } from './support/draws-harness';

let harness: DrawsHarness;
const operator = admin();

beforeAll(async () => {
  harness = await startDrawsHarness('reads');
});

afterAll(async () => {
  await harness?.close();
});

afterEach(async () => {
  expect(await ledgerSum(harness)).toBe(0);
});

const ADMIN_QUERIES = [
  '{ adminDraws { totalCount } }',
  '{ adminPayouts { id } }',
  '{ adminProfits { id } }',
  '{ adminProfitTotals { totalProfit } }',
  '{ adminPeriodAnalytics(period: week) { totalProfit } }',
  '{ adminRecentDraws { totalSales } }',
  '{ adminDailyFigures { day } }',
  '{ adminDrawAnalytics(id: "00000000-0000-4000-8000-000000000000") { totalSales } }',
  'mutation { createDraw(input: { name: "x", period: daily, ticketPrice: "1", drawDate: "2999-01-01T00:00:00Z" }) { id } }',
  'mutation { renameDraw(id: "00000000-0000-4000-8000-000000000000", name: "x") { message } }',
  'mutation { deleteDraw(id: "00000000-0000-4000-8000-000000000000") { message } }',
  'mutation { triggerDraw(id: "00000000-0000-4000-8000-000000000000") { id } }',
  'mutation { updatePayout(id: "00000000-0000-4000-8000-000000000000", input: { status: paid }) { id } }',
];

describe('access', () => {
  it.each(ADMIN_QUERIES)('refuses players (FORBIDDEN) and visitors (UNAUTHENTICATED): %s', async (query) => {
    expect((await harness.call(query, {}, player())).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await harness.call(query)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('shows each player only their own tickets, stats and payouts', async () => {
    const [alice, bob] = [player(), player()];
    await deposit(harness, alice.userId, 100_00);
    await deposit(harness, bob.userId, 200_00);
    const drawId = await createDraw(harness, operator);
    await buy(harness, alice, drawId, 3);
    await buy(harness, bob, drawId, 12);
    const MINE = '{ myTickets { totalCount totalPages tickets { ticketNumber status drawTicketPrice prizeAmount } } myTicketStats { active won lost total totalWinnings } }';
    const aliceView = await harness.call<{ myTickets: { totalCount: number; tickets: unknown[] }; myTicketStats: { active: number } }>(MINE, {}, alice);
    expect(aliceView.data?.myTickets.totalCount).toBe(3);
    expect(aliceView.data?.myTicketStats.active).toBe(3);
    const bobPage2 = await harness.call<{ myTickets: { totalCount: number; totalPages: number; page: number; tickets: unknown[] } }>(
      '{ myTickets(page: 2) { totalCount totalPages page tickets { id } } }', {}, bob);
    expect(bobPage2.data?.myTickets).toMatchObject({ totalCount: 12, totalPages: 2, page: 2 });
    expect(bobPage2.data?.myTickets.tickets).toHaveLength(2);
    expect((await harness.call(MINE)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await harness.call('{ myPayouts { id } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const dashboard = await harness.call<{ ticketsInCurrentDraws: number; draw: { myTicketCount: number; ticketsSold: number; seed: string | null } }>(
      'query D($id: ID!) { ticketsInCurrentDraws draw(id: $id) { myTicketCount ticketsSold seed } }', { id: drawId }, alice);
    expect(dashboard.data?.draw).toEqual({ myTicketCount: 3, ticketsSold: 15, seed: null });
    expect(dashboard.data?.ticketsInCurrentDraws).toBeGreaterThanOrEqual(15);

    await makeDue(harness, drawId);
    await runDueDraws(harness.draws.deps());
    const stats = await harness.call<{ myTicketStats: { active: number; won: number; lost: number; total: number } }>('{ myTicketStats { active won lost total } }', {}, alice);
    expect(stats.data?.myTicketStats).toMatchObject({ active: 0, total: 3 });
    expect((stats.data?.myTicketStats.won ?? 0) + (stats.data?.myTicketStats.lost ?? 0)).toBe(3);
    const payouts = await harness.call<{ myPayouts: Array<{ player: { id: string } }> }>('{ myPayouts { player { id } } }', {}, alice);
    expect(payouts.data?.myPayouts.every((payout) => payout.player.id === alice.userId)).toBe(true);
  });
});

describe('admin draw management', () => {
  it('renames (ignoring empty or unchanged names) and deletes with force when funded, refunding the tickets', async () => {
    const drawId = await createDraw(harness, operator, { name: 'Nebula Daily' });
    const RENAME = 'mutation R($id: ID!, $name: String!) { renameDraw(id: $id, name: $name) { message draw { name } } }';
    expect((await harness.call<{ renameDraw: { message: string } }>(RENAME, { id: drawId, name: '  ' }, operator)).data?.renameDraw.message).toBe('Name unchanged');
    const renamed = await harness.call<{ renameDraw: { message: string; draw: { name: string } } }>(RENAME, { id: drawId, name: 'Quasar Daily' }, operator);
    expect(renamed.data?.renameDraw).toEqual({ message: 'Draw renamed successfully', draw: { name: 'Quasar Daily' } });

    const buyer = player();
    await deposit(harness, buyer.userId, 30_00);
    await buy(harness, buyer, drawId, 2);
    const DELETE = 'mutation D($id: ID!, $force: Boolean) { deleteDraw(id: $id, force: $force) { message } }';
    expect((await harness.call(DELETE, { id: drawId }, operator)).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const deleted = await harness.call<{ deleteDraw: { message: string } }>(DELETE, { id: drawId, force: true }, operator);
    expect(deleted.data?.deleteDraw.message).toMatch(/successfully/);
    expect((await harness.bus.request('wallet.balance.v1', { userId: buyer.userId })).availableMinor).toBe(30_00);
    const tickets = await harness.call<{ myTickets: { tickets: Array<{ status: string }> } }>('{ myTickets { tickets { status } } }', {}, buyer);
    expect(tickets.data?.myTickets.tickets.map((ticket) => ticket.status)).toEqual(['refunded', 'refunded']);
    const lists = await harness.call<{ currentDraws: Array<{ id: string }>; draw: unknown }>('query L($id: ID!) { currentDraws { id } draw(id: $id) { id } }', { id: drawId });
    expect(lists.data?.currentDraws.map((draw) => draw.id)).not.toContain(drawId);
    expect(lists.data?.draw).toBeNull();

    const empty = await createDraw(harness, operator);
    expect((await harness.call<{ deleteDraw: { message: string } }>(DELETE, { id: empty }, operator)).data?.deleteDraw.message).toBe('Draw deleted successfully');
  });

  it('lists draws 10 per page with the total, and validates new draws', async () => {
    for (let i = 0; i < 11; i += 1) await createDraw(harness, operator);
    const page = await harness.call<{ adminDraws: { draws: unknown[]; totalCount: number; totalPages: number } }>('{ adminDraws(page: 1) { draws { id } totalCount totalPages } }', {}, operator);
    expect(page.data?.adminDraws.draws).toHaveLength(10);
    expect(page.data?.adminDraws.totalCount).toBeGreaterThanOrEqual(11);
    const bad = await harness.call(
      'mutation { createDraw(input: { name: "", period: daily, ticketPrice: "-1", drawDate: "2000-01-01T00:00:00Z" }) { id } }', {}, operator);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('analytics over time', () => {
  type Day = { day: string; sales: string; profit: string; players: number };
  const DAILY = 'query D($days: Int) { adminDailyFigures(days: $days) { day sales profit players } }';
  const daily = async (days?: number) => (await harness.call<{ adminDailyFigures: Day[] }>(DAILY, { days }, operator)).data?.adminDailyFigures ?? [];
  const cents = (text: string) => Math.round(Number(text) * 100);

  it('gives one row per UTC day, oldest first, with a completed draw booked on today', async () => {
    const before = await daily(7);
    expect(before).toHaveLength(7);
    const today = new Date().toISOString().slice(0, 10);
    expect(before[6]?.day).toBe(today);
    expect(before.map((row) => row.day)).toEqual([...before.map((row) => row.day)].sort());

    const [carol, dave] = [player(), player()];
    await deposit(harness, carol.userId, 100_00);
    await deposit(harness, dave.userId, 100_00);
    const drawId = await createDraw(harness, operator);
    await buy(harness, carol, drawId, 2);
    await buy(harness, dave, drawId, 3);
    await makeDue(harness, drawId);
    await runDueDraws(harness.draws.deps());
    const { rows } = await harness.drawsDb.query<{ sales: string; profit: string }>(
      'SELECT ticket_sales_minor::text AS sales, profit_minor::text AS profit FROM profits WHERE draw_id = $1', [drawId]);

    const after = (await daily(7))[6] as Day;
    const was = before[6] as Day;
    expect(cents(after.sales) - cents(was.sales)).toBe(Number(rows[0]?.sales));
    expect(cents(after.profit) - cents(was.profit)).toBe(Number(rows[0]?.profit));
    expect(after.players - was.players).toBe(2);
    expect(await daily(30)).toHaveLength(30);
  });

  it('refuses a range outside 7–366 days', async () => {
    for (const days of [0, 6, 367]) {
      expect((await harness.call(DAILY, { days }, operator)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });
});
