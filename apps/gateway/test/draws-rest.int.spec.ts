import { randomBytes, randomUUID } from 'node:crypto';
import { createNatsBus, type Bus } from '@nova/platform';
import { silentLogger, testEnv } from '@nova/platform/testing';
import { RestClient, startGatewayStack, type GatewayStack, makeDrawDue } from './support/stack-harness';

let stack: GatewayStack;
let bus: Bus;

beforeAll(async () => {
  stack = await startGatewayStack('gw_draws', {}, { SCHEDULER_ENABLED: 'false' });
  bus = await createNatsBus({ url: testEnv().TEST_NATS_URL, prefix: stack.subjectPrefix, service: 'payments-stand-in', logger: silentLogger() });
});

afterAll(async () => {
  await bus?.close();
  await stack?.close();
});

async function signUp(options: { admin?: boolean; depositMinor?: number } = {}): Promise<{ client: RestClient; userId: string; username: string }> {
  const client = new RestClient(stack.baseUrl);
  const username = `p_${randomBytes(4).toString('hex')}`;
  const reply = await client.send('POST', '/api/register', { username, password: 'secret-1' });
  const userId = String(reply.body.id);
  if (options.admin) {
    await stack.identityDb.query("UPDATE users SET is_admin = true, admin_role = 'superadmin' WHERE id = $1", [userId]);
    await client.send('POST', '/api/login', { username, password: 'secret-1' });
  }
  if (options.depositMinor) {
    // Plays the payments service: an approved deposit.
    await bus.request('wallet.credit.v1', { userId, amountMinor: options.depositMinor, idempotencyKey: `deposit-${randomUUID()}`, kind: 'deposit' });
  }
  return { client, userId, username };
}

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe('REST facade: draws, tickets and payouts', () => {
  it('runs a draw end to end: create, buy with the discount, trigger, tickets, payouts, leaderboard, analytics', async () => {
    const operator = await signUp({ admin: true });
    const created = await operator.client.send('POST', '/api/draws', { name: 'Orion Daily', period: 'daily', ticketPrice: 5, maxTickets: 100, drawDate: inAnHour() });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Orion Daily', period: 'daily', ticketPrice: '5.00', maxTickets: 100, status: 'active', prizePool: '0.00' });
    const drawId = String(created.body.id);

    const current = await operator.client.send('GET', '/api/draws/current');
    expect((current.body as unknown as Array<{ id: string }>).map((draw) => draw.id)).toContain(drawId);

    const buyer = await signUp({ depositMinor: 100_00 });
    const bought = await buyer.client.send('POST', '/api/tickets/buy', { drawId, quantity: 10 });
    expect(bought.status).toBe(201);
    expect(bought.body).toMatchObject({ quantity: 10, subtotal: '50.00', discountPercent: 10, discountAmount: '5.00', totalPaid: '45.00', balance: '55.00' });
    expect((await buyer.client.send('GET', '/api/user')).body.balance).toBe('55.00');

    const bad = await buyer.client.send('POST', '/api/tickets/buy', { drawId, quantity: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('BAD_USER_INPUT');
    const tooMany = await buyer.client.send('POST', '/api/tickets/buy', { drawId, quantity: 101 });
    expect([400, 409]).toContain(tooMany.status);

    const tickets = await buyer.client.send('GET', '/api/tickets');
    const ticketList = tickets.body as unknown as Array<{ status: string; drawName: string; drawTicketPrice: string }>;
    expect(ticketList).toHaveLength(10);
    expect(ticketList[0]).toMatchObject({ status: 'active', drawName: 'Orion Daily', drawTicketPrice: '5.00' });

    expect((await buyer.client.send('POST', `/api/draws/${drawId}/trigger`)).status).toBe(403);
    const early = await operator.client.send('POST', `/api/draws/${drawId}/trigger`);
    expect([early.status, early.body.code]).toEqual([409, 'DRAW_NOT_DUE']);
    await makeDrawDue(stack, drawId);
    const triggered = await operator.client.send('POST', `/api/draws/${drawId}/trigger`);
    expect(triggered.status).toBe(200);
    expect(triggered.body.message).toMatch(/successfully/);

    const after = (await buyer.client.send('GET', '/api/tickets')).body as unknown as Array<{ status: string; prizeAmount: string | null }>;
    const won = after.filter((ticket) => ticket.status === 'won');
    expect(won.length).toBe(10); // ten tickets, ten prizes
    // 45.00 sales, 30% profit 13.50, pool 31.50: all of it to this player (≤ auto-payout limit).
    expect(won.reduce((sum, ticket) => sum + Math.round(Number(ticket.prizeAmount) * 100), 0)).toBe(31_50);
    const payouts = (await buyer.client.send('GET', '/api/payouts')).body as unknown as Array<{ status: string; username: string }>;
    expect(payouts).toHaveLength(10);
    expect(payouts.every((payout) => payout.status === 'paid' && payout.username === buyer.username)).toBe(true);
    expect((await buyer.client.send('GET', '/api/user')).body.balance).toBe('86.50');

    const board = (await new RestClient(stack.baseUrl).send('GET', '/api/leaderboard/real?days=30')).body as unknown as Array<{ username: string; drawName: string }>;
    // A signed-out visitor sees winners' names masked (docs/product-rules.md, "Public names").
    const masked = `${buyer.username[0]}***${buyer.username[buyer.username.length - 1]}`;
    expect(board.some((entry) => entry.username === masked && entry.drawName === 'Orion Daily')).toBe(true);
    expect(board.some((entry) => entry.username === buyer.username)).toBe(false);

    const analytics = await operator.client.send('GET', `/api/admin/analytics/draw/${drawId}`);
    expect(analytics.body).toMatchObject({ totalTickets: 10, totalSales: '45.00', adminProfit: '13.50', profitPercentage: 30 });
    expect((analytics.body.winners as Array<{ username: string; email: unknown }>)[0]).toMatchObject({ username: buyer.username, email: null });
    const totals = await operator.client.send('GET', '/api/admin/profits/total');
    expect(totals.body).toEqual({ totalProfit: '13.50', totalTicketSales: '45.00', totalPrizesPaid: '31.50' });
    const period = await operator.client.send('GET', '/api/admin/analytics/period/week');
    expect(period.body).toMatchObject({ drawCount: 1, totalSales: '45.00', profitMargin: 30 });
    expect(((await operator.client.send('GET', '/api/admin/analytics/recent-draws')).body as unknown as unknown[]).length).toBe(1);
    expect(((await operator.client.send('GET', '/api/admin/profits')).body as unknown as unknown[]).length).toBe(1);
    expect(((await operator.client.send('GET', '/api/admin/payouts?status=paid')).body as unknown as unknown[]).length).toBe(10);
  });

  it('manages draws as an admin: list, rename, delete with force; refuses players', async () => {
    const operator = await signUp({ admin: true });
    const created = await operator.client.send('POST', '/api/draws', { name: 'Vega Weekly', period: 'weekly', ticketPrice: '2.50', drawDate: inAnHour() });
    const drawId = String(created.body.id);
    const list = await operator.client.send('GET', '/api/admin/draws?page=1');
    expect(list.body).toMatchObject({ page: 1, pageSize: 10 });
    expect(await operator.client.send('PATCH', `/api/admin/draws/${drawId}`, { name: 'Vega Prime' })).toMatchObject({ status: 200, body: { message: 'Draw renamed successfully' } });

    const buyer = await signUp({ depositMinor: 10_00 });
    await buyer.client.send('POST', '/api/tickets/buy', { drawId, quantity: 2 });
    const refused = await operator.client.send('DELETE', `/api/admin/draws/${drawId}`);
    expect(refused.status).toBe(409);
    const deleted = await operator.client.send('DELETE', `/api/admin/draws/${drawId}?force=true`);
    expect(deleted.body.message).toMatch(/successfully/);
    expect((await buyer.client.send('GET', '/api/user')).body.balance).toBe('10.00');

    for (const [method, path] of [['GET', '/api/admin/draws'], ['GET', '/api/admin/profits'], ['GET', '/api/admin/payouts'], ['PATCH', `/api/admin/draws/${drawId}`]] as const) {
      expect((await buyer.client.send(method, path, method === 'PATCH' ? { name: 'x' } : undefined)).status).toBe(403);
    }
    expect((await new RestClient(stack.baseUrl).send('GET', '/api/tickets')).status).toBe(401);
  });

  it('answers a retried buy with the same Idempotency-Key once', async () => {
    const operator = await signUp({ admin: true });
    const drawId = String((await operator.client.send('POST', '/api/draws', { name: 'Lyra', period: 'hourly', ticketPrice: 1, drawDate: inAnHour() })).body.id);
    const buyer = await signUp({ depositMinor: 10_00 });
    const send = () =>
      fetch(`${stack.baseUrl}/api/tickets/buy`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: buyer.client.cookie ?? '', 'idempotency-key': 'client-key-0001' },
        body: JSON.stringify({ drawId, quantity: 3 }),
      }).then(async (response) => (await response.json()) as { id: string });
    const [first, second] = [await send(), await send()];
    expect(second.id).toBe(first.id);
    expect((await buyer.client.send('GET', '/api/user')).body.balance).toBe('7.00');
  });
});
