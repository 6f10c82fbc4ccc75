import { randomBytes, randomUUID } from 'node:crypto';
import { createNatsBus, createRedisStore, type Bus, type KeyValueStore } from '@nova/platform';
import { silentLogger, testEnv } from '@nova/platform/testing';
import { gatewayConfigSchema } from '../src/config';
import { startGateway, type RunningGateway } from '../src/server';
import { RestClient, startGatewayStack, type GatewayStack, makeDrawDue } from './support/stack-harness';

/**
 * The draw life cycle pushed to open clients: the draws service announces it
 * on NATS, every gateway replica reads it there and streams it (server-sent
 * events) to its own clients, each seeing only their own prizes.
 */
let stack: GatewayStack;
let bus: Bus;
let secondStore: KeyValueStore;
let second: RunningGateway;

beforeAll(async () => {
  stack = await startGatewayStack('gw_live', {}, { SCHEDULER_ENABLED: 'false' });
  bus = await createNatsBus({ url: testEnv().TEST_NATS_URL, prefix: stack.subjectPrefix, service: 'payments-stand-in', logger: silentLogger() });
  // A second replica on the same NATS, Redis sessions and prefix. Its live
  // stream needs no subgraph, so the subgraph addresses lead nowhere.
  const nowhere = 'http://127.0.0.1:9/graphql';
  secondStore = createRedisStore({ url: testEnv().TEST_REDIS_URL, prefix: stack.subjectPrefix });
  second = await startGateway({
    config: gatewayConfigSchema.parse({ NATS_URL: testEnv().TEST_NATS_URL, SUBJECT_PREFIX: stack.subjectPrefix, KEY_PREFIX: stack.subjectPrefix, PORT: 0, INTERNAL_AUTH_SECRET: 'not-used-by-the-live-stream-000000' }),
    logger: silentLogger(),
    store: secondStore,
    secret: 'not-used-by-the-live-stream-000000',
    subgraphUrls: { identity: nowhere, wallet: nowhere, draws: nowhere, payments: nowhere, content: nowhere, notifications: nowhere },
  });
});

afterAll(async () => {
  await second?.stop();
  await secondStore?.close();
  await bus?.close();
  await stack?.close();
});

interface LiveEvent {
  event: string;
  data: Record<string, unknown>;
}

/** A server-sent-events reader over fetch: every event so far, and a wait for one. */
async function openStream(baseUrl: string, cookie: string | null) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/live/draws`, { headers: cookie ? { cookie, accept: 'text/event-stream' } : { accept: 'text/event-stream' }, signal: controller.signal });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events: LiveEvent[] = [];
  const waiters: Array<() => void> = [];
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.+)$/m.exec(block)?.[1];
        const data = /^data: (.+)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data: JSON.parse(data) as Record<string, unknown> });
        waiters.splice(0).forEach((wake) => wake());
      }
    }
  })().catch(() => undefined);
  const waitFor = async (match: (event: LiveEvent) => boolean): Promise<LiveEvent> => {
    for (;;) {
      const found = events.find(match);
      if (found) return found;
      await new Promise<void>((wake) => waiters.push(wake));
    }
  };
  await waitFor((event) => event.event === 'ready');
  return {
    events,
    waitFor,
    async close() {
      controller.abort();
      await pump;
    },
  };
}

async function signUp(options: { admin?: boolean; depositMinor?: number } = {}) {
  const client = new RestClient(stack.baseUrl);
  const username = `l_${randomBytes(4).toString('hex')}`;
  const reply = await client.send('POST', '/api/register', { username, password: 'secret-1' });
  const userId = String(reply.body.id);
  if (options.admin) {
    await stack.identityDb.query("UPDATE users SET is_admin = true, admin_role = 'superadmin' WHERE id = $1", [userId]);
    await client.send('POST', '/api/login', { username, password: 'secret-1' });
  }
  if (options.depositMinor) {
    await bus.request('wallet.credit.v1', { userId, amountMinor: options.depositMinor, idempotencyKey: `deposit-${randomUUID()}`, kind: 'deposit' });
  }
  return { client, userId };
}

describe('live draw stream (gateway ⇄ NATS ⇄ client)', () => {
  it('pushes sales closed and results to clients of every replica, each player seeing only their own prizes', async () => {
    const operator = await signUp({ admin: true });
    const created = await operator.client.send('POST', '/api/draws', { name: 'Live Vega', period: 'custom', ticketPrice: 2, maxTickets: 50, drawDate: new Date(Date.now() + 3_600_000).toISOString() });
    expect(created.status).toBe(201);
    const drawId = String(created.body.id);

    const buyer = await signUp({ depositMinor: 50_00 });
    const watcher = await signUp();
    const buyerHere = await openStream(stack.baseUrl, buyer.client.cookie);
    const buyerThere = await openStream(second.url, buyer.client.cookie);
    const watcherThere = await openStream(second.url, watcher.client.cookie);
    const visitor = await openStream(stack.baseUrl, null);
    const streams = [buyerHere, buyerThere, watcherThere, visitor];
    try {
      expect((await buyer.client.send('POST', '/api/tickets/buy', { drawId, quantity: 3 })).status).toBe(201);
      // A sale moves the pool: every client hears that, not who bought.
      for (const stream of streams) {
        const sold = await stream.waitFor((event) => event.data.kind === 'sold' && event.data.drawId === drawId);
        expect(Object.keys(sold.data).sort()).toEqual(['drawId', 'kind']);
      }

      await makeDrawDue(stack, drawId);
      expect((await operator.client.send('POST', `/api/draws/${drawId}/trigger`)).status).toBe(200);
      const tickets = (await buyer.client.send('GET', '/api/tickets')).body as unknown as Array<{ ticketNumber: string; drawId: string; prizeAmount: string | null }>;
      const mine = tickets.filter((ticket) => ticket.drawId === drawId);
      expect(mine).toHaveLength(3);

      for (const stream of streams) {
        const closed = await stream.waitFor((event) => event.data.kind === 'closed' && event.data.drawId === drawId);
        expect(closed.data.ticketsSold).toBe(3);
        const completed = await stream.waitFor((event) => event.data.kind === 'completed' && event.data.drawId === drawId);
        expect(completed.data.winnerCount).toBe(3); // three tickets, up to ten prizes: all three win
        const ownPrizes = stream === buyerHere || stream === buyerThere ? 3 : 0;
        expect(completed.data.myPrizes).toHaveLength(ownPrizes);
      }
      // The pushed prizes are the buyer's tickets, by their one ticket number.
      const pushed = (await buyerThere.waitFor((event) => event.data.kind === 'completed')).data.myPrizes as Array<{ ticketNumber: string; prize: string }>;
      expect(pushed.map((prize) => prize.ticketNumber).sort()).toEqual(mine.map((ticket) => ticket.ticketNumber).sort());
      expect(pushed.map((prize) => prize.prize).sort()).toEqual(mine.map((ticket) => ticket.prizeAmount).sort());
      expect(JSON.stringify(watcherThere.events)).not.toContain(buyer.userId);
    } finally {
      await Promise.all(streams.map((stream) => stream.close()));
    }
  });
});
