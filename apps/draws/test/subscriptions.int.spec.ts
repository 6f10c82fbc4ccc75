import { randomUUID } from 'node:crypto';
import type { CallerIdentity } from '@nova/contracts';
import { subscriptionViolations } from '../../../tests/chaos/subscription-invariants';
import { buySubscriptionDraws, reconcileSubscriptionDraws, subscriptionPurchaseKey } from '../src/subscription-buys';
import { admin, availableMinor, createDraw, deposit, ledgerSum, player, startDrawsHarness, type DrawsHarness } from './support/draws-harness';

/**
 * Issue 19 item 3: subscription buys on the real PostgreSQL, NATS and wallet,
 * with two draws replicas on one database. The periodic jobs are off; the
 * test runs the buying pass (and the reconciler) by hand, as a tick would.
 */
let harness: DrawsHarness;
const operator = admin();
/** Subscriptions whose replica "dies" right after claiming (the claim stays without an outcome). */
const dyingAfterClaim = new Set<string>();

beforeAll(async () => {
  harness = await startDrawsHarness('subscr', {
    replicas: 2,
    faults: {
      afterSubscriptionClaim({ subscriptionId }) {
        if (dyingAfterClaim.has(subscriptionId)) throw new Error('simulated crash after the claim');
      },
    },
  });
}, 120_000);

afterAll(async () => {
  await harness?.close();
});

afterEach(async () => {
  expect(await ledgerSum(harness)).toBe(0);
});

const SUBSCRIBE = `mutation Subscribe($input: SubscribeInput!) { subscribe(input: $input) {
  id status ticketsPerDraw drawLimit drawsBought minPrizePool period drawName nextDraw { id }
} }`;
const HISTORY = `query History($id: ID!) { subscriptionHistory(id: $id) { drawId status reason purchaseId } }`;
const MINE = `query { mySubscriptions { id status drawsBought } }`;
const change = (field: string) => `mutation Change($id: ID!) { ${field}(id: $id) { id status } }`;

interface Subscription {
  id: string;
  status: string;
  drawsBought: number;
  minPrizePool: string | null;
  nextDraw: { id: string } | null;
}

async function subscribe(as: CallerIdentity, input: Record<string, unknown>): Promise<Subscription> {
  const reply = await harness.call<{ subscribe: Subscription }>(SUBSCRIBE, { input }, as);
  if (!reply.data?.subscribe) throw new Error(`subscribe failed: ${JSON.stringify(reply.errors)}`);
  return reply.data.subscribe;
}

async function history(as: CallerIdentity, id: string) {
  const reply = await harness.call<{ subscriptionHistory: Array<{ drawId: string; status: string; reason: string | null; purchaseId: string | null }> }>(HISTORY, { id }, as);
  return reply.data?.subscriptionHistory ?? [];
}

async function purchasesOf(userId: string, drawId: string): Promise<Array<{ status: string; idempotency_key: string; quantity: number }>> {
  const { rows } = await harness.drawsDb.query<{ status: string; idempotency_key: string; quantity: number }>(
    'SELECT status, idempotency_key, quantity FROM purchases WHERE user_id = $1 AND draw_id = $2',
    [userId, drawId],
  );
  return rows;
}

async function ticketCount(userId: string, drawId: string): Promise<number> {
  const { rows } = await harness.drawsDb.query<{ count: number }>('SELECT count(*)::int AS count FROM tickets WHERE user_id = $1 AND draw_id = $2', [userId, drawId]);
  return rows[0]?.count ?? 0;
}

async function events(subject: string, subscriptionId: string): Promise<Array<Record<string, unknown>>> {
  const { rows } = await harness.drawsDb.query<{ payload: Record<string, unknown> }>(
    "SELECT payload FROM outbox WHERE subject = $1 AND payload->>'subscriptionId' = $2",
    [subject, subscriptionId],
  );
  return rows.map((row) => row.payload);
}

/** A daily draw inside the buying window (10 minutes before its close by default). */
const dueDraw = (fields: { ticketPrice?: string; name?: string } = {}) =>
  createDraw(harness, operator, { period: 'daily', drawDate: new Date(Date.now() + 5 * 60_000).toISOString(), ...fields });

/** The next draw of the same series, as the completed one would open it. */
async function nextDrawOfSeries(drawId: string): Promise<string> {
  const id = randomUUID();
  await harness.drawsDb.query(
    `INSERT INTO draws (id, series_id, name, period, ticket_price_minor, max_tickets, status, opens_at, draw_date, anchor_date, seed, seed_commitment)
     SELECT $2, series_id, name, period, ticket_price_minor, max_tickets, 'active', now(), now() + interval '4 minutes', anchor_date, seed, seed_commitment
     FROM draws WHERE id = $1`,
    [drawId, id],
  );
  return id;
}

/** Both replicas' buying passes at once, and the passes again until nothing is left to decide. */
async function buyOnBothReplicas(): Promise<void> {
  await Promise.all(harness.replicas.map((replica) => buySubscriptionDraws(replica.deps())));
  await buySubscriptionDraws(harness.draws.deps());
}

describe('subscribing', () => {
  it('refuses custom draws, bad numbers and bad amounts with clear messages; a player sees only their own', async () => {
    const buyer = player();
    const custom = await createDraw(harness, operator, { period: 'custom' });
    const refusal = async (input: Record<string, unknown>) => (await harness.call(SUBSCRIBE, { input }, buyer)).errors?.[0];
    expect(await refusal({ drawId: custom, ticketsPerDraw: 1 })).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' }, message: expect.stringMatching(/custom/) });
    const daily = await dueDraw();
    expect((await refusal({ drawId: daily, ticketsPerDraw: 0 }))?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await refusal({ drawId: daily, ticketsPerDraw: 1001 }))?.message).toMatch(/1000/);
    expect((await refusal({ drawId: daily, ticketsPerDraw: 1, drawLimit: 0 }))?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await refusal({ drawId: daily, ticketsPerDraw: 1, minPrizePool: '12.345' }))?.message).toMatch(/two decimals/);
    expect((await refusal({ drawId: randomUUID(), ticketsPerDraw: 1 }))?.extensions?.code).toBe('NOT_FOUND');
    expect((await harness.call(SUBSCRIBE, { input: { drawId: daily, ticketsPerDraw: 1 } }, null)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await harness.drawsDb.query('SELECT 1 FROM subscriptions WHERE user_id = $1', [buyer.userId]).then((r) => r.rows.length)).toBe(0);

    const mine = await subscribe(buyer, { drawId: daily, ticketsPerDraw: 2, drawLimit: 3, minPrizePool: '100.50' });
    expect(mine).toMatchObject({ status: 'active', drawsBought: 0, minPrizePool: '100.50', nextDraw: { id: daily } });
    const other = player();
    expect((await harness.call<{ mySubscriptions: unknown[] }>(MINE, {}, other)).data?.mySubscriptions).toEqual([]);
    expect((await harness.call(HISTORY, { id: mine.id }, other)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await harness.call(change('cancelSubscription'), { id: mine.id }, other)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    // Pause and resume, then cancel for good.
    expect((await harness.call(change('resumeSubscription'), { id: mine.id }, buyer)).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await harness.call<{ pauseSubscription: Subscription }>(change('pauseSubscription'), { id: mine.id }, buyer)).data?.pauseSubscription.status).toBe('paused');
    expect((await harness.call<{ resumeSubscription: Subscription }>(change('resumeSubscription'), { id: mine.id }, buyer)).data?.resumeSubscription.status).toBe('active');
    expect((await harness.call<{ cancelSubscription: Subscription }>(change('cancelSubscription'), { id: mine.id }, buyer)).data?.cancelSubscription.status).toBe('cancelled');
    expect((await harness.call(change('resumeSubscription'), { id: mine.id }, buyer)).errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });
});

describe('buying', () => {
  it('two replicas buying the same draw at once: one purchase per subscription and draw, with its key, and one event', async () => {
    const drawId = await dueDraw({ ticketPrice: '2.00' });
    const buyers = Array.from({ length: 6 }, () => player());
    const subscriptions: Array<{ buyer: CallerIdentity; subscription: Subscription }> = [];
    for (const buyer of buyers) {
      await deposit(harness, buyer.userId, 50_00);
      subscriptions.push({ buyer, subscription: await subscribe(buyer, { drawId, ticketsPerDraw: 5 }) });
    }
    await buyOnBothReplicas();
    for (const { buyer, subscription } of subscriptions) {
      const purchases = await purchasesOf(buyer.userId, drawId);
      expect(purchases).toEqual([{ status: 'completed', idempotency_key: subscriptionPurchaseKey(subscription.id, drawId), quantity: 5 }]);
      expect(await ticketCount(buyer.userId, drawId)).toBe(5);
      // 5 × 2.00 less the 5% volume discount, as a hand-bought purchase.
      expect(await availableMinor(harness, buyer.userId)).toBe(50_00 - 9_50);
      expect(await events('draws.subscription.bought.v1', subscription.id)).toHaveLength(1);
      expect(await history(buyer, subscription.id)).toEqual([{ drawId, status: 'bought', reason: null, purchaseId: expect.any(String) }]);
    }
    const { rows } = await harness.drawsDb.query<{ count: number }>('SELECT count(*)::int AS count FROM subscription_draws WHERE draw_id = $1', [drawId]);
    expect(rows[0]?.count).toBe(6);
  });

  it('a crash between the claim and the purchase: the reconciler finishes it exactly once', async () => {
    const buyer = player();
    await deposit(harness, buyer.userId, 30_00);
    const drawId = await dueDraw();
    const subscription = await subscribe(buyer, { drawId, ticketsPerDraw: 1 });
    dyingAfterClaim.add(subscription.id);
    await expect(buySubscriptionDraws(harness.draws.deps())).rejects.toThrow('simulated crash');
    dyingAfterClaim.delete(subscription.id);
    expect(await purchasesOf(buyer.userId, drawId)).toEqual([]);
    expect(await history(buyer, subscription.id)).toEqual([{ drawId, status: 'pending', reason: null, purchaseId: null }]);
    // The other replica's buying pass does not touch a claimed draw; only the reconciler does.
    await buySubscriptionDraws(harness.replicas[1]!.deps());
    expect(await purchasesOf(buyer.userId, drawId)).toEqual([]);

    await Promise.all(harness.replicas.map((replica) => reconcileSubscriptionDraws(replica.deps(), 0)));
    await reconcileSubscriptionDraws(harness.draws.deps(), 0);
    expect(await purchasesOf(buyer.userId, drawId)).toHaveLength(1);
    expect(await ticketCount(buyer.userId, drawId)).toBe(1);
    expect(await availableMinor(harness, buyer.userId)).toBe(20_00);
    expect(await events('draws.subscription.bought.v1', subscription.id)).toHaveLength(1);
    expect((await history(buyer, subscription.id))[0]?.status).toBe('bought');
  });

  it('a purchase made before the crash is joined, not repeated', async () => {
    const buyer = player();
    await deposit(harness, buyer.userId, 30_00);
    const drawId = await dueDraw();
    const subscription = await subscribe(buyer, { drawId, ticketsPerDraw: 2 });
    // The process bought and died before recording the outcome.
    await harness.drawsDb.query('INSERT INTO subscription_draws (subscription_id, draw_id) VALUES ($1, $2)', [subscription.id, drawId]);
    const { buyTickets } = await import('../src/purchase-saga');
    await buyTickets(harness.draws.deps(), buyer, { drawId, quantity: 2, idempotencyKey: subscriptionPurchaseKey(subscription.id, drawId) });
    await reconcileSubscriptionDraws(harness.draws.deps(), 0);
    expect(await purchasesOf(buyer.userId, drawId)).toHaveLength(1);
    expect(await ticketCount(buyer.userId, drawId)).toBe(2);
    expect(await availableMinor(harness, buyer.userId)).toBe(10_00);
    expect(await events('draws.subscription.bought.v1', subscription.id)).toHaveLength(1);
  });

  it('a short balance skips the draw and says so, buys nothing, never tops up; the next draw is still tried', async () => {
    const buyer = player();
    await deposit(harness, buyer.userId, 15_00);
    const first = await dueDraw();
    const subscription = await subscribe(buyer, { drawId: first, ticketsPerDraw: 2 });
    await buyOnBothReplicas();
    expect(await ticketCount(buyer.userId, first)).toBe(0);
    expect(await availableMinor(harness, buyer.userId)).toBe(15_00);
    expect(await history(buyer, subscription.id)).toEqual([{ drawId: first, status: 'skipped', reason: 'balance', purchaseId: expect.any(String) }]);
    const skipped = await events('draws.subscription.skipped.v1', subscription.id);
    expect(skipped).toEqual([expect.objectContaining({ reason: 'balance', drawId: first, userId: buyer.userId, tickets: 2, period: 'daily' })]);
    // Money arriving later does not buy into the skipped draw.
    await deposit(harness, buyer.userId, 10_00);
    await buyOnBothReplicas();
    expect(await ticketCount(buyer.userId, first)).toBe(0);

    const second = await nextDrawOfSeries(first);
    await buyOnBothReplicas();
    expect(await ticketCount(buyer.userId, second)).toBe(2);
    expect(await availableMinor(harness, buyer.userId)).toBe(5_00);
    expect((await harness.call<{ mySubscriptions: Subscription[] }>(MINE, {}, buyer)).data?.mySubscriptions[0]?.drawsBought).toBe(1);
  });

  it('cancelled and paused subscriptions buy nothing; a resumed one buys again', async () => {
    const buyer = player();
    await deposit(harness, buyer.userId, 50_00);
    const drawId = await dueDraw();
    const cancelled = await subscribe(buyer, { drawId, ticketsPerDraw: 1 });
    const paused = await subscribe(buyer, { drawId, ticketsPerDraw: 1 });
    await harness.call(change('cancelSubscription'), { id: cancelled.id }, buyer);
    await harness.call(change('pauseSubscription'), { id: paused.id }, buyer);
    await buyOnBothReplicas();
    expect(await purchasesOf(buyer.userId, drawId)).toEqual([]);
    expect(await history(buyer, cancelled.id)).toEqual([]);
    expect(await history(buyer, paused.id)).toEqual([]);
    await harness.call(change('resumeSubscription'), { id: paused.id }, buyer);
    await buyOnBothReplicas();
    expect(await purchasesOf(buyer.userId, drawId)).toHaveLength(1);
    expect(await availableMinor(harness, buyer.userId)).toBe(40_00);
  });

  it('buys only when the prize pool reaches the minimum; a draw limit finishes the subscription', async () => {
    const buyer = player();
    const whale = player();
    await deposit(harness, buyer.userId, 50_00);
    await deposit(harness, whale.userId, 500_00);
    const first = await dueDraw({ ticketPrice: '10.00' });
    // The pool is 70% of sales (default admin share 30%): 20 tickets at 10.00 less 15% = 170.00 sales, 119.00 pool.
    const choosy = await subscribe(buyer, { drawId: first, ticketsPerDraw: 1, minPrizePool: '100.00', drawLimit: 1 });
    await buyOnBothReplicas();
    expect(await history(buyer, choosy.id)).toEqual([{ drawId: first, status: 'skipped', reason: 'prize-pool-below-minimum', purchaseId: null }]);
    expect(await events('draws.subscription.skipped.v1', choosy.id)).toEqual([expect.objectContaining({ reason: 'prize-pool-below-minimum' })]);

    const second = await nextDrawOfSeries(first);
    const { buyTickets } = await import('../src/purchase-saga');
    await buyTickets(harness.draws.deps(), whale, { drawId: second, quantity: 20, idempotencyKey: `whale-${randomUUID()}` });
    await buyOnBothReplicas();
    expect(await ticketCount(buyer.userId, second)).toBe(1);
    const [mine] = (await harness.call<{ mySubscriptions: Subscription[] }>(MINE, {}, buyer)).data?.mySubscriptions ?? [];
    expect(mine).toMatchObject({ status: 'finished', drawsBought: 1 });
    // Finished: the series' next draw gets nothing.
    const third = await nextDrawOfSeries(second);
    await buyOnBothReplicas();
    expect(await purchasesOf(buyer.userId, third)).toEqual([]);
  });

  it('a draw outside the buying window is not bought yet', async () => {
    const buyer = player();
    await deposit(harness, buyer.userId, 50_00);
    const later = await createDraw(harness, operator, { period: 'weekly', drawDate: new Date(Date.now() + 3_600_000).toISOString() });
    const subscription = await subscribe(buyer, { drawId: later, ticketsPerDraw: 1 });
    await buyOnBothReplicas();
    expect(await history(buyer, subscription.id)).toEqual([]);
  });
});

describe("the chaos run's subscription invariant", () => {
  it('holds over every buy above, and names a subscription whose count disagrees with its bought draws', async () => {
    const databases = { query: async <T,>(_service: string, text: string, params: unknown[] = []) => (await harness.drawsDb.query<T>(text, params)).rows, close: async () => undefined };
    const clean = await subscriptionViolations(databases);
    expect(clean.violations).toEqual([]);
    expect(clean.detail).toMatch(/[1-9]\d* draws bought, [1-9]\d* skipped/);
    const { rows } = await harness.drawsDb.query<{ id: string }>('UPDATE subscriptions SET draws_bought = draws_bought + 1 WHERE id = (SELECT id FROM subscriptions LIMIT 1) RETURNING id');
    const broken = await subscriptionViolations(databases);
    expect(broken.violations).toEqual([expect.stringContaining(rows[0]!.id)]);
    await harness.drawsDb.query('UPDATE subscriptions SET draws_bought = draws_bought - 1 WHERE id = $1', [rows[0]!.id]);
  });
});
