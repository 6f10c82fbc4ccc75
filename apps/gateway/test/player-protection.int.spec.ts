import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { RestClient, startGatewayStack, type GatewayStack } from './support/stack-harness';
import { createMethod, expectLedgerBalanced, fundedDeposit, freshPng, SAVED_BANK, savePayoutMethods, signUp, uploadDeposit, type Player } from './support/payments-client';

/**
 * Player protection through every door: limits, time-outs and
 * self-exclusions set over GraphQL are enforced on REST and GraphQL
 * purchases and deposits alike, because the wallet itself checks them.
 */
let stack: GatewayStack;
let admin: Player;
let methodId: string;
let drawId: string;

beforeAll(async () => {
  stack = await startGatewayStack('gw_protection', {}, { SCHEDULER_ENABLED: 'false' }, { RECONCILER_ENABLED: 'false' });
  admin = await signUp(stack, { admin: true });
  methodId = await createMethod(admin, { minAmount: 1, maxAmount: '5000.00' });
  const created = await admin.client.send('POST', '/api/draws', {
    name: `Vega ${randomBytes(2).toString('hex')}`,
    period: 'daily',
    ticketPrice: 5,
    maxTickets: 1000,
    drawDate: new Date(Date.now() + 3_600_000).toISOString(),
  });
  drawId = String(created.body.id);
});

afterEach(async () => expectLedgerBalanced(stack.walletDb));

afterAll(async () => {
  await stack?.close();
});

interface GraphQLReply {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: { code?: string; refusal?: Record<string, unknown> } }>;
}

async function graphql(player: Player, query: string, variables: Record<string, unknown> = {}): Promise<GraphQLReply> {
  const response = await fetch(`${stack.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: player.client.cookie ?? '' },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLReply;
}

const SET_LIMIT = `mutation ($kind: SpendingLimitKind!, $period: SpendingLimitPeriod!, $amount: String) {
  setSpendingLimit(kind: $kind, period: $period, amount: $amount) { limits { kind period limit remaining pendingLimit } }
}`;
const BUY = `mutation ($input: BuyTicketsInput!) { buyTickets(input: $input) { id quantity } }`;

const buyRest = (player: Player, quantity: number) => player.client.send('POST', '/api/tickets/buy', { drawId, quantity });
const buyGraphql = (player: Player, quantity: number) => graphql(player, BUY, { input: { drawId, quantity, idempotencyKey: `buy-${randomUUID()}` } });
const depositRest = (player: Player, amount: string) => uploadDeposit(player.client, stack.baseUrl, { amount, paymentMethod: methodId, file: freshPng() });

async function fundedPlayer(amount = '200.00'): Promise<Player> {
  const player = await signUp(stack);
  await fundedDeposit(stack, admin, player, methodId, amount);
  return player;
}

describe('spend limits through REST and GraphQL', () => {
  it('refuses the purchase past a daily spend limit with the limit and its reset, and shows what is left', async () => {
    const player = await fundedPlayer();
    const set = await graphql(player, SET_LIMIT, { kind: 'spend', period: 'day', amount: '20.00' });
    expect(set.errors).toBeUndefined();

    expect((await buyRest(player, 2)).status).toBe(201); // 10.00
    expect((await buyGraphql(player, 1)).errors).toBeUndefined(); // 15.00

    const rest = await buyRest(player, 2);
    expect(rest.status).toBe(422);
    expect(rest.body).toMatchObject({ code: 'LIMIT_REACHED', refusal: { limit: 'spend', period: 'day', remainingMinor: 5_00 } });
    expect(typeof (rest.body.refusal as Record<string, unknown>).resetsAt).toBe('string');

    const viaGraphql = await buyGraphql(player, 2);
    expect(viaGraphql.errors?.[0]?.extensions).toMatchObject({ code: 'LIMIT_REACHED', refusal: { limit: 'spend', period: 'day' } });

    const mine = await graphql(player, '{ myProtection { limits { kind period limit used remaining } block { kind } } }');
    const spendDay = (mine.data?.myProtection as { limits: Array<Record<string, unknown>> }).limits.find((limit) => limit.kind === 'spend' && limit.period === 'day');
    expect(spendDay).toEqual({ kind: 'spend', period: 'day', limit: '20.00', used: '15.00', remaining: '5.00' });
    // Nothing was taken for the refused purchases.
    expect((await player.client.send('GET', '/api/user')).body.availableBalance).toBe('185.00');
  });

  it('answers bad limit input with a 4xx and changes nothing', async () => {
    const player = await signUp(stack);
    const negative = await graphql(player, SET_LIMIT, { kind: 'spend', period: 'day', amount: '-1.00' });
    expect(negative.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const unknownPeriod = await graphql(player, SET_LIMIT, { kind: 'spend', period: 'fortnight', amount: '1.00' });
    expect(unknownPeriod.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const unknownDuration = await graphql(player, 'mutation { takeTimeOut(duration: d3) { block { kind } } }');
    expect(unknownDuration.errors?.[0]?.extensions?.code).toMatch(/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/);
    const { rows } = await stack.walletDb.query<{ n: number }>('SELECT count(*)::int AS n FROM protection_changes WHERE user_id = $1', [player.userId]);
    expect(rows[0]?.n).toBe(0);
    const visitor = await fetch(`${stack.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ myProtection { userId } }' }) });
    expect(((await visitor.json()) as GraphQLReply).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('deposit limits', () => {
  it('refuses a deposit request past the weekly deposit limit and stores nothing; a rejected one gives its room back', async () => {
    const player = await signUp(stack);
    await graphql(player, SET_LIMIT, { kind: 'deposit', period: 'week', amount: '50.00' });
    const first = await depositRest(player, '30.00');
    expect(first.status).toBe(201);
    const over = await depositRest(player, '25.00');
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({ code: 'LIMIT_REACHED', refusal: { limit: 'deposit', period: 'week', remainingMinor: 20_00 } });
    const { rows } = await stack.paymentsDb.query<{ n: number }>('SELECT count(*)::int AS n FROM deposits WHERE user_id = $1', [player.userId]);
    expect(rows[0]?.n).toBe(1);

    expect((await admin.client.send('PATCH', `/api/admin/deposits/${String(first.body.id)}`, { status: 'rejected' })).status).toBe(200);
    expect((await depositRest(player, '50.00')).status).toBe(201);
  });

  it('answers every copy of one upload (same Idempotency-Key, sent at once) with the one deposit, even when the limit has room for one only', async () => {
    const player = await signUp(stack);
    await graphql(player, SET_LIMIT, { kind: 'deposit', period: 'day', amount: '40.00' });
    const key = `copies-${randomUUID()}`;
    const file = freshPng();
    const copies = await Promise.all(
      Array.from({ length: 8 }, () => uploadDeposit(player.client, stack.baseUrl, { amount: '30.00', paymentMethod: methodId, file }, { 'Idempotency-Key': key })),
    );
    expect(copies.map((copy) => copy.status).filter((status) => status !== 201 && status !== 200)).toEqual([]);
    expect(new Set(copies.map((copy) => String(copy.body.id))).size).toBe(1);
    const { rows } = await stack.paymentsDb.query<{ n: number }>('SELECT count(*)::int AS n FROM deposits WHERE user_id = $1', [player.userId]);
    expect(rows[0]?.n).toBe(1);
    // The stored request still holds its room: 10.00 is left, not more.
    const over = await depositRest(player, '20.00');
    expect(over.body).toMatchObject({ code: 'LIMIT_REACHED', refusal: { remainingMinor: 10_00 } });
  });
});

describe('time-out and self-exclusion', () => {
  it('keeps a player in a time-out out of buying and depositing on every path; withdrawals and history stay open', async () => {
    const player = await fundedPlayer('100.00');
    const taken = await graphql(player, 'mutation { takeTimeOut(duration: h24) { block { kind duration endsAt } } }');
    expect((taken.data?.takeTimeOut as { block: Record<string, unknown> }).block).toMatchObject({ kind: 'time_out', duration: '24h' });

    const rest = await buyRest(player, 1);
    expect(rest.status).toBe(403);
    expect(rest.body).toMatchObject({ code: 'PLAY_BLOCKED', refusal: { limit: 'time_out' } });
    expect((await buyGraphql(player, 1)).errors?.[0]?.extensions?.code).toBe('PLAY_BLOCKED');
    expect((await depositRest(player, '10.00')).body.code).toBe('PLAY_BLOCKED');

    // Withdrawing, signing in and reading history still work.
    await savePayoutMethods(player);
    const withdrawal = await player.client.send('POST', '/api/withdrawals', { amount: 40, paymentMethodId: SAVED_BANK.id });
    expect(withdrawal.status).toBe(201);
    expect((await player.client.send('GET', '/api/user')).body.availableBalance).toBe('60.00');
    const again = new RestClient(stack.baseUrl);
    expect((await again.send('POST', '/api/login', { username: player.username, password: 'secret-1' })).status).toBe(200);
    expect((await player.client.send('GET', '/api/tickets')).status).toBe(200);
  });

  it('lets no one shorten a self-exclusion: not the player, and an admin sees it read-only', async () => {
    const player = await signUp(stack);
    await graphql(player, 'mutation { selfExclude(duration: m6) { block { kind } } }');
    const end = await graphql(player, 'mutation { endSelfExclusion { block { kind } } }');
    expect(end.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    const seen = await graphql(admin, 'query ($id: ID!) { adminPlayerProtection(userId: $id) { block { kind canEnd } changes { action } } }', { id: player.userId });
    expect(seen.data?.adminPlayerProtection).toEqual({ block: { kind: 'self_exclusion', canEnd: false }, changes: [{ action: 'self-exclusion.started' }] });
    const notAdmin = await graphql(player, 'query ($id: ID!) { adminPlayerProtection(userId: $id) { userId } }', { id: admin.userId });
    expect(notAdmin.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
