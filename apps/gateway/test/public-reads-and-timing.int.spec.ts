import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createNatsBus, parseServerTiming, type Bus } from '@nova/platform';
import { silentLogger, testEnv } from '@nova/platform/testing';
import { RestClient, startGatewayStack, type GatewayStack } from './support/stack-harness';

/**
 * The gateway's shared cache of public reads (Redis here) kept right by the
 * bus events every replica reads, automatic persisted queries on /graphql,
 * and the Server-Timing split of a purchase, on the real services.
 */
let stack: GatewayStack;
let bus: Bus;

beforeAll(async () => {
  stack = await startGatewayStack('gw_cache', { SERVER_TIMING: 'true' }, { SCHEDULER_ENABLED: 'false' });
  bus = await createNatsBus({ url: testEnv().TEST_NATS_URL, prefix: stack.subjectPrefix, service: 'cache-test', logger: silentLogger() });
});

afterAll(async () => {
  await bus?.close();
  await stack?.close();
});

async function signUp(options: { admin?: boolean; depositMinor?: number } = {}): Promise<{ client: RestClient; userId: string }> {
  const client = new RestClient(stack.baseUrl);
  const username = `c_${randomBytes(4).toString('hex')}`;
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

const visitor = () => new RestClient(stack.baseUrl);
type DrawCard = { id: string; name: string; ticketsSold: number };
const currentDraw = async (drawId: string) => ((await visitor().send('GET', '/api/draws/current')).body as unknown as DrawCard[]).find((draw) => draw.id === drawId);

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, withinMs = 5000): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('cached public reads', () => {
  let operator: { client: RestClient; userId: string };
  let drawId: string;

  beforeAll(async () => {
    operator = await signUp({ admin: true });
    const created = await operator.client.send('POST', '/api/draws', {
      name: 'Cached Daily', period: 'daily', ticketPrice: 1, maxTickets: 100, drawDate: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(created.status).toBe(201);
    drawId = String(created.body.id);
  });

  it('serves the current draws from the cache, with an ETag a client revalidates (304), until an event changes them', async () => {
    expect((await currentDraw(drawId))?.name).toBe('Cached Daily');
    const first = await fetch(`${stack.baseUrl}/api/draws/current`);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=1, must-revalidate');
    expect((await fetch(`${stack.baseUrl}/api/draws/current`, { headers: { 'if-none-match': etag } })).status).toBe(304);

    // Changed behind the gateway's back, with no event: the cached answer stands, past its max-age too.
    await stack.drawsDb.query("UPDATE draws SET name = 'Renamed Daily' WHERE id = $1", [drawId]);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect((await currentDraw(drawId))?.name).toBe('Cached Daily');

    // The event of that change, as the draws service announces an admin's rename: every replica drops the draws.
    await bus.publish('admin.action.recorded.v1', {
      id: randomUUID(), occurredAt: new Date().toISOString(), actorUserId: operator.userId, action: 'draw.rename',
      targetType: 'draw', targetId: drawId, before: { name: 'Cached Daily' }, after: { name: 'Renamed Daily' },
    });
    expect((await eventually(() => currentDraw(drawId), (draw) => draw?.name === 'Renamed Daily'))?.name).toBe('Renamed Daily');
    const changed = await fetch(`${stack.baseUrl}/api/draws/current`, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('shows a sale within about a second, whoever made it', async () => {
    expect((await currentDraw(drawId))?.ticketsSold).toBe(0);
    const buyer = await signUp({ depositMinor: 10_00 });
    // Through /graphql, not the REST route: the sale reaches the cache as the bus event every replica reads.
    const bought = await fetch(`${stack.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: buyer.client.cookie ?? '' },
      body: JSON.stringify({ query: 'mutation($input: BuyTicketsInput!) { buyTickets(input: $input) { id } }', variables: { input: { drawId, quantity: 1, idempotencyKey: `buy-${randomUUID()}` } } }),
    });
    expect(((await bought.json()) as { errors?: unknown }).errors).toBeUndefined();
    const sold = await eventually(() => currentDraw(drawId), (draw) => draw?.ticketsSold === 1, 3000);
    expect(sold?.ticketsSold).toBe(1);
  });
});

describe('automatic persisted queries', () => {
  const query = 'query ApqDraws { currentDraws { id name } }';
  const sha256Hash = createHash('sha256').update(query).digest('hex');
  const post = async (body: unknown) => {
    const response = await fetch(`${stack.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> } };
  };
  const extensions = { persistedQuery: { version: 1, sha256Hash } };

  it('asks for a document it does not know, then answers its hash alone', async () => {
    const miss = await post({ extensions });
    expect(miss.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    const registered = await post({ query, extensions });
    expect(registered.status).toBe(200);
    expect(registered.body.data).toEqual({ currentDraws: expect.any(Array) });
    const hit = await post({ extensions });
    expect(hit.status).toBe(200);
    expect(hit.body).toEqual(registered.body);
  });

  it('refuses a document sent under another hash', async () => {
    const wrong = await post({ query: 'query Other { currentDraws { id } }', extensions });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data).toBeUndefined();
    // The hash still names nothing but its own document.
    expect((await post({ extensions })).body.data).toEqual({ currentDraws: expect.any(Array) });
  });
});

describe('Server-Timing (SERVER_TIMING on)', () => {
  it('splits a REST purchase by stage: gateway, draws subgraph, its transactions, the wallet request and its transaction', async () => {
    const operator = await signUp({ admin: true });
    const created = await operator.client.send('POST', '/api/draws', {
      name: 'Timed Daily', period: 'daily', ticketPrice: 1, maxTickets: 100, drawDate: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const buyer = await signUp({ depositMinor: 10_00 });
    const response = await fetch(`${stack.baseUrl}/api/tickets/buy`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: buyer.client.cookie ?? '', 'idempotency-key': `buy-${randomUUID()}` },
      body: JSON.stringify({ drawId: created.body.id, quantity: 2 }),
    });
    expect(response.status).toBe(201);
    const stages = new Map(parseServerTiming(response.headers.get('server-timing')).map((stage) => [stage.name, stage.ms]));
    // The wallet's debit of a player it knows is one statement with its own commit: no separate commit stage.
    for (const name of ['total', 'session', 'idempotency.claim', 'graphql', 'ratelimit', 'fetch.draws', 'draws.total', 'draws.caller', 'draws.reserve', 'draws.wallet', 'draws.wallet.total', 'draws.wallet.tx', 'draws.complete']) {
      expect([name, stages.has(name)]).toEqual([name, true]);
    }
    // Each part lies within the part that waited for it.
    const ms = (name: string) => stages.get(name) as number;
    expect(ms('total')).toBeGreaterThanOrEqual(ms('graphql'));
    expect(ms('graphql')).toBeGreaterThanOrEqual(ms('fetch.draws'));
    expect(ms('fetch.draws')).toBeGreaterThanOrEqual(ms('draws.total'));
    expect(ms('draws.total')).toBeGreaterThanOrEqual(ms('draws.wallet'));
    expect(ms('draws.wallet')).toBeGreaterThanOrEqual(ms('draws.wallet.total'));
    expect(ms('draws.wallet.total')).toBeGreaterThanOrEqual(ms('draws.wallet.tx'));
  });
});
