import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { MONEY_MUTATIONS, restRoutes } from '../src/rest/route-table';
import { startGatewayStack, type GatewayStack, makeDrawDue } from './support/stack-harness';
import { generousLimits } from './support/generous-limits';
import { balanceOf, createMethod, eventually, expectLedgerBalanced, freshPng, SAVED_BANK, savePayoutMethods, signUp, uploadDeposit, type Player } from './support/payments-client';

/**
 * Issue 7 item 2: for EVERY money-moving REST route (route-table.ts
 * `idempotency`), 100 concurrent copies with one Idempotency-Key give exactly
 * one effect and the same status and JSON body to every copy, and the key
 * reused with another body is refused with 409 IDEMPOTENCY_CONFLICT.
 */
const COPIES = 100;
/** A burst of 100 copies and its setup on a loaded CI machine. */
const BURST_TIMEOUT_MS = 180_000;
let stack: GatewayStack;
let admin: Player;
let methodId: string;

beforeAll(async () => {
  // Prizes above 1.00 wait for an admin, so a payout can be approved by hand.
  // Purchases are limited to 5 per player: copies of one keyed purchase beyond the limit must still get the first answer.
  stack = await startGatewayStack('gw_idem', { ...generousLimits, PURCHASES_PER_USER: '5' }, { SCHEDULER_ENABLED: 'false' }, { RECONCILER_ENABLED: 'false' });
  admin = await signUp(stack, { admin: true });
  const limited = await admin.client.send('POST', '/api/admin/settings', { autoPayoutLimit: '1.00' });
  if (limited.status !== 200) throw new Error(`settings refused: ${JSON.stringify(limited.body)}`);
  // The draws service's copy of the settings, which every replica re-reads within 2 s.
  await eventually(async () => (await stack.drawsDb.query("SELECT 1 FROM content_settings WHERE (figures->>'autoPayoutLimitMinor')::int = 100")).rowCount === 1);
  await new Promise((resolve) => setTimeout(resolve, 2500));
  methodId = await createMethod(admin, { maxAmount: '100000.00' });
});

afterEach(async () => expectLedgerBalanced(stack.walletDb));

afterAll(async () => {
  await stack?.close();
});

interface Reply {
  status: number;
  body: unknown;
}

async function send(caller: Player, method: string, path: string, body: unknown, key: string): Promise<Reply> {
  const response = await fetch(`${stack.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', cookie: caller.client.cookie ?? '', 'idempotency-key': key },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: JSON.parse((await response.text()) || 'null') as unknown };
}

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

/** A player with `amount` on the balance (an admin credit: lighter than an upload and its review). */
async function fundedPlayer(amount: string): Promise<Player> {
  const player = await signUp(stack);
  const credited = await admin.client.send('PATCH', `/api/admin/users/${player.userId}`, { action: 'addCredit', amount, reason: 'Test funds' });
  if (credited.status !== 200) throw new Error(`credit refused: ${JSON.stringify(credited.body)}`);
  await savePayoutMethods(player);
  return player;
}

async function openDraw(ticketPrice = 5): Promise<string> {
  const created = await admin.client.send('POST', '/api/draws', { name: `Idem ${randomUUID().slice(0, 6)}`, period: 'custom', ticketPrice, maxTickets: 1000, drawDate: inAnHour() });
  if (created.status !== 201) throw new Error(`draw not created: ${JSON.stringify(created.body)}`);
  return String(created.body.id);
}

async function buy(player: Player, drawId: string, quantity: number): Promise<void> {
  const bought = await player.client.send('POST', '/api/tickets/buy', { drawId, quantity });
  if (bought.status !== 201) throw new Error(`purchase refused: ${JSON.stringify(bought.body)}`);
}

/** Some effects land through events a moment later: wait for them, then they must stay put. */
async function settled(effect: () => Promise<unknown>, expected: unknown): Promise<unknown> {
  const deadline = Date.now() + 10_000;
  let value = await effect();
  while (JSON.stringify(value) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await effect();
  }
  return value;
}

const listLength = async (caller: Player, path: string) => ((await caller.client.send('GET', path)).body as unknown as unknown[]).length;

/** One money-moving request, ready to be sent 100 times; `effect` reads what it changed. */
interface Scenario {
  caller: Player;
  method: string;
  path: string;
  body?: unknown;
  /** The same route with another body (or another record): must be refused under the same key. */
  other: { path: string; body?: unknown };
  effect(): Promise<unknown>;
  /** The effect after exactly one run. */
  once: unknown;
}

/** Keyed by the route rule (method and path pattern): a new flagged route needs its scenario here. */
const scenarios: Record<string, () => Promise<Scenario>> = {
  'POST /api/tickets/buy': async () => {
    const player = await fundedPlayer('100.00');
    const drawId = await openDraw();
    return {
      caller: player,
      method: 'POST',
      path: '/api/tickets/buy',
      body: { drawId, quantity: 2 },
      other: { path: '/api/tickets/buy', body: { drawId, quantity: 3 } },
      effect: async () => [await listLength(player, '/api/tickets'), (await balanceOf(player)).balance],
      once: [2, '90.00'],
    };
  },
  'PATCH /api/admin/deposits/:id': async () => {
    const player = await signUp(stack);
    const deposit = await uploadDeposit(player.client, stack.baseUrl, { amount: '40.00', paymentMethod: methodId, file: freshPng() });
    const id = String(deposit.body.id);
    return {
      caller: admin,
      method: 'PATCH',
      path: `/api/admin/deposits/${id}`,
      body: { status: 'approved' },
      other: { path: `/api/admin/deposits/${id}`, body: { status: 'rejected' } },
      effect: async () => (await balanceOf(player)).balance,
      once: '40.00',
    };
  },
  'POST /api/withdrawals': async () => {
    const player = await fundedPlayer('100.00');
    const body = { amount: '20.00', paymentMethodId: SAVED_BANK.id };
    return {
      caller: player,
      method: 'POST',
      path: '/api/withdrawals',
      body,
      other: { path: '/api/withdrawals', body: { ...body, amount: '30.00' } },
      effect: async () => [await listLength(player, '/api/withdrawals'), await balanceOf(player)],
      once: [1, { balance: '100.00', availableBalance: '80.00', heldBalance: '20.00' }],
    };
  },
  'PATCH /api/admin/withdrawals/:id': async () => {
    const player = await fundedPlayer('100.00');
    const requested = await player.client.send('POST', '/api/withdrawals', { amount: '25.00', paymentMethodId: SAVED_BANK.id });
    const id = String(requested.body.id);
    return {
      caller: admin,
      method: 'PATCH',
      path: `/api/admin/withdrawals/${id}`,
      body: { status: 'completed' },
      other: { path: `/api/admin/withdrawals/${id}`, body: { status: 'rejected' } },
      effect: () => balanceOf(player),
      once: { balance: '75.00', availableBalance: '75.00', heldBalance: '0.00' },
    };
  },
  'PATCH /api/admin/payouts/:id': async () => {
    const player = await fundedPlayer('100.00');
    const drawId = await openDraw();
    await buy(player, drawId, 1);
    await makeDrawDue(stack, drawId);
    const run = await admin.client.send('POST', `/api/draws/${drawId}/trigger`);
    if (run.status !== 200) throw new Error(`draw not run: ${JSON.stringify(run.body)}`);
    // One ticket of 5.00: the pool of 3.50 (30% kept) waits above the 1.00 limit.
    const pending = (await admin.client.send('GET', '/api/admin/payouts?status=pending')).body as unknown as Array<{ id: string; drawId: string }>;
    const payout = pending.find((entry) => entry.drawId === drawId);
    if (!payout) throw new Error('no pending payout');
    return {
      caller: admin,
      method: 'PATCH',
      path: `/api/admin/payouts/${payout.id}`,
      body: { status: 'paid', adminNotes: 'Checked' },
      other: { path: `/api/admin/payouts/${payout.id}`, body: { status: 'failed' } },
      effect: async () => (await balanceOf(player)).balance,
      once: '98.50',
    };
  },
  'PATCH /api/admin/users/:id': async () => {
    const player = await signUp(stack);
    return {
      caller: admin,
      method: 'PATCH',
      path: `/api/admin/users/${player.userId}`,
      body: { action: 'addCredit', amount: 15, reason: 'Goodwill' },
      other: { path: `/api/admin/users/${player.userId}`, body: { action: 'addCredit', amount: 16, reason: 'Goodwill' } },
      effect: async () => (await balanceOf(player)).balance,
      once: '15.00',
    };
  },
  'POST /api/draws/:id/trigger': async () => {
    const player = await fundedPlayer('100.00');
    const drawId = await openDraw(0.5);
    const otherDraw = await openDraw(0.5);
    await buy(player, drawId, 2);
    await makeDrawDue(stack, drawId);
    return {
      caller: admin,
      method: 'POST',
      path: `/api/draws/${drawId}/trigger`,
      // The same key for another draw is another request: refused, not run.
      other: { path: `/api/draws/${otherDraw}/trigger` },
      // 2 × 0.50 sold, 0.70 pool paid at once (below the 1.00 limit): 99.00 + 0.70.
      effect: async () => [await listLength(player, '/api/payouts'), (await balanceOf(player)).balance],
      once: [2, '99.70'],
    };
  },
  'DELETE /api/admin/draws/:id': async () => {
    const player = await fundedPlayer('100.00');
    const drawId = await openDraw();
    await buy(player, drawId, 4);
    return {
      caller: admin,
      method: 'DELETE',
      path: `/api/admin/draws/${drawId}?force=true`,
      other: { path: `/api/admin/draws/${drawId}` },
      // The open draw is cancelled and its 4 tickets refunded, once.
      effect: async () => (await balanceOf(player)).balance,
      once: '100.00',
    };
  },
};

const moneyRoutes = restRoutes.filter((route) => route.idempotency === 'gateway').map((route) => `${route.method} ${route.path}`);

describe('Idempotency-Key on every money-moving REST route', () => {
  it('has a scenario for every flagged route', () => {
    expect(moneyRoutes.length).toBeGreaterThanOrEqual(8);
    expect(Object.keys(scenarios).sort()).toEqual([...moneyRoutes].sort());
  });

  it.each(moneyRoutes)(`%s: ${COPIES} concurrent copies, one effect, one answer; another body under the key is refused`, async (route) => {
    const scenario = await (scenarios[route] as () => Promise<Scenario>)();
    const key = `idem-${randomUUID()}`;
    const replies = await Promise.all(Array.from({ length: COPIES }, () => send(scenario.caller, scenario.method, scenario.path, scenario.body, key)));

    expect(replies[0]?.status).toBeLessThan(300);
    const distinct = new Set(replies.map((reply) => JSON.stringify(reply)));
    expect([...distinct]).toEqual([JSON.stringify(replies[0])]);
    expect(await settled(scenario.effect, scenario.once)).toEqual(scenario.once);

    const reused = await send(scenario.caller, scenario.method, scenario.other.path, scenario.other.body, key);
    expect(reused).toMatchObject({ status: 409, body: { code: 'IDEMPOTENCY_CONFLICT' } });
    // A late copy still gets the first answer, and nothing moved again.
    expect(await send(scenario.caller, scenario.method, scenario.path, scenario.body, key)).toEqual(replies[0]);
    expect(await scenario.effect()).toEqual(scenario.once);
  }, BURST_TIMEOUT_MS);
});

async function graphql(caller: Player, query: string, variables: Record<string, unknown>): Promise<Reply> {
  const response = await fetch(`${stack.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: caller.client.cookie ?? '' },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** One money-moving mutation ready to be sent 100 times; `variables` places the key where the field takes it. */
interface GraphqlScenario {
  caller: Player;
  query: string;
  variables(key: string): Record<string, unknown>;
  /** Other arguments under the same key: refused. */
  other(key: string): Record<string, unknown>;
  effect(): Promise<unknown>;
  once: unknown;
}

async function pendingPayoutOf(player: Player): Promise<string> {
  const drawId = await openDraw();
  await buy(player, drawId, 1);
  await makeDrawDue(stack, drawId);
  await admin.client.send('POST', `/api/draws/${drawId}/trigger`);
  const pending = (await admin.client.send('GET', '/api/admin/payouts?status=pending')).body as unknown as Array<{ id: string; drawId: string }>;
  const payout = pending.find((entry) => entry.drawId === drawId);
  if (!payout) throw new Error('no pending payout');
  return payout.id;
}

/** Keyed by mutation: the suite checks there is one for every money-moving mutation (route-table.ts MONEY_MUTATIONS). */
const graphqlScenarios: Record<string, () => Promise<GraphqlScenario>> = {
  buyTickets: async () => {
    const player = await fundedPlayer('100.00');
    const drawId = await openDraw();
    return {
      caller: player,
      query: 'mutation Buy($input: BuyTicketsInput!) { buyTickets(input: $input) { id totalPaid balance tickets { ticketNumber } } }',
      variables: (key) => ({ input: { drawId, quantity: 3, idempotencyKey: key } }),
      other: (key) => ({ input: { drawId, quantity: 4, idempotencyKey: key } }),
      effect: async () => [await listLength(player, '/api/tickets'), (await balanceOf(player)).balance],
      once: [3, '85.00'],
    };
  },
  reviewDeposit: async () => {
    const player = await signUp(stack);
    const deposit = await uploadDeposit(player.client, stack.baseUrl, { amount: '22.00', paymentMethod: methodId, file: freshPng() });
    const query = 'mutation Review($id: ID!, $input: ReviewDepositInput!, $key: String) { reviewDeposit(id: $id, input: $input, idempotencyKey: $key) { id status amount } }';
    return {
      caller: admin,
      query,
      variables: (key) => ({ id: String(deposit.body.id), input: { status: 'approved' }, key }),
      other: (key) => ({ id: String(deposit.body.id), input: { status: 'rejected' }, key }),
      effect: async () => (await balanceOf(player)).balance,
      once: '22.00',
    };
  },
  createWithdrawal: async () => {
    const player = await fundedPlayer('100.00');
    const input = { amount: '20.00', paymentMethodId: SAVED_BANK.id };
    return {
      caller: player,
      query: 'mutation Withdraw($input: CreateWithdrawalInput!) { createWithdrawal(input: $input) { id amount status } }',
      variables: (key) => ({ input: { ...input, idempotencyKey: key } }),
      other: (key) => ({ input: { ...input, amount: '30.00', idempotencyKey: key } }),
      effect: async () => [await listLength(player, '/api/withdrawals'), (await balanceOf(player)).heldBalance],
      once: [1, '20.00'],
    };
  },
  setWithdrawalStatus: async () => {
    const player = await fundedPlayer('100.00');
    const requested = await player.client.send('POST', '/api/withdrawals', { amount: '25.00', paymentMethodId: SAVED_BANK.id });
    const id = String(requested.body.id);
    return {
      caller: admin,
      query: 'mutation Decide($id: ID!, $input: SetWithdrawalStatusInput!, $key: String) { setWithdrawalStatus(id: $id, input: $input, idempotencyKey: $key) { id status } }',
      variables: (key) => ({ id, input: { status: 'completed' }, key }),
      other: (key) => ({ id, input: { status: 'rejected' }, key }),
      effect: () => balanceOf(player),
      once: { balance: '75.00', availableBalance: '75.00', heldBalance: '0.00' },
    };
  },
  updatePayout: async () => {
    const player = await fundedPlayer('100.00');
    const id = await pendingPayoutOf(player);
    return {
      caller: admin,
      query: 'mutation Pay($id: ID!, $input: UpdatePayoutInput!, $key: String) { updatePayout(id: $id, input: $input, idempotencyKey: $key) { id status amount } }',
      variables: (key) => ({ id, input: { status: 'paid' }, key }),
      other: (key) => ({ id, input: { status: 'failed' }, key }),
      effect: async () => (await balanceOf(player)).balance,
      once: '98.50',
    };
  },
  adminUpdateUser: async () => {
    const player = await signUp(stack);
    const input = { action: 'addCredit', amount: '15.00', reason: 'Goodwill' };
    return {
      caller: admin,
      query: 'mutation Credit($id: ID!, $input: AdminUpdateUserInput!) { adminUpdateUser(id: $id, input: $input) { message user { id balance } } }',
      variables: (key) => ({ id: player.userId, input: { ...input, idempotencyKey: key } }),
      other: (key) => ({ id: player.userId, input: { ...input, amount: '16.00', idempotencyKey: key } }),
      effect: async () => (await balanceOf(player)).balance,
      once: '15.00',
    };
  },
  triggerDraw: async () => {
    const player = await fundedPlayer('100.00');
    const drawId = await openDraw(0.5);
    const otherDraw = await openDraw(0.5);
    await buy(player, drawId, 2);
    await makeDrawDue(stack, drawId);
    const query = 'mutation Run($id: ID!, $key: String) { triggerDraw(id: $id, idempotencyKey: $key) { id status winners { rank prizeAmount } } }';
    return {
      caller: admin,
      query,
      variables: (key) => ({ id: drawId, key }),
      other: (key) => ({ id: otherDraw, key }),
      effect: async () => [await listLength(player, '/api/payouts'), (await balanceOf(player)).balance],
      once: [2, '99.70'],
    };
  },
  deleteDraw: async () => {
    const player = await fundedPlayer('100.00');
    const drawId = await openDraw();
    await buy(player, drawId, 4);
    const query = 'mutation Remove($id: ID!, $force: Boolean, $key: String) { deleteDraw(id: $id, force: $force, idempotencyKey: $key) { message } }';
    return {
      caller: admin,
      query,
      variables: (key) => ({ id: drawId, force: true, key }),
      other: (key) => ({ id: drawId, force: false, key }),
      effect: async () => (await balanceOf(player)).balance,
      once: '100.00',
    };
  },
};

describe('idempotencyKey argument on every GraphQL money mutation', () => {
  it('has a scenario for every money-moving mutation', () => {
    expect(Object.keys(graphqlScenarios).sort()).toEqual([...MONEY_MUTATIONS].sort());
  });

  it.each([...MONEY_MUTATIONS])(`%s: ${COPIES} concurrent copies, one effect, one answer; other arguments under the key are refused`, async (field) => {
    const scenario = await (graphqlScenarios[field] as () => Promise<GraphqlScenario>)();
    const key = `gql-${randomUUID()}`;
    const replies = await Promise.all(Array.from({ length: COPIES }, () => graphql(scenario.caller, scenario.query, scenario.variables(key))));

    expect(replies[0]).toMatchObject({ status: 200, body: { data: { [field]: expect.anything() } } });
    expect(new Set(replies.map((reply) => JSON.stringify(reply))).size).toBe(1);
    expect(await settled(scenario.effect, scenario.once)).toEqual(scenario.once);

    const reused = await graphql(scenario.caller, scenario.query, scenario.other(key));
    expect(reused.body).toMatchObject({ errors: [{ extensions: { code: 'IDEMPOTENCY_CONFLICT' } }] });
    expect(await graphql(scenario.caller, scenario.query, scenario.variables(key))).toEqual(replies[0]);
    expect(await scenario.effect()).toEqual(scenario.once);
  }, BURST_TIMEOUT_MS);
});

describe('Idempotency-Key on the deposit upload (kept by the payments service with the deposit)', () => {
  it(`${COPIES} concurrent uploads make one deposit with one answer; another amount under the key is refused`, async () => {
    const player = await signUp(stack);
    const file = freshPng();
    const key = `deposit-${randomUUID()}`;
    const replies = await Promise.all(
      Array.from({ length: COPIES }, () => uploadDeposit(player.client, stack.baseUrl, { amount: '30.00', paymentMethod: methodId, file }, { 'idempotency-key': key })),
    );
    expect(replies[0]?.status).toBe(201);
    expect(new Set(replies.map((reply) => JSON.stringify([reply.status, reply.body])))).toEqual(new Set([JSON.stringify([201, replies[0]?.body])]));
    expect(await listLength(player, '/api/deposits')).toBe(1);

    const reused = await uploadDeposit(player.client, stack.baseUrl, { amount: '31.00', paymentMethod: methodId, file }, { 'idempotency-key': key });
    expect(reused).toMatchObject({ status: 409, body: { code: 'IDEMPOTENCY_CONFLICT' } });
    const otherFile = await uploadDeposit(player.client, stack.baseUrl, { amount: '30.00', paymentMethod: methodId, file: freshPng() }, { 'idempotency-key': key });
    expect(otherFile.status).toBe(409);
    expect(await listLength(player, '/api/deposits')).toBe(1);
  }, BURST_TIMEOUT_MS);
});
