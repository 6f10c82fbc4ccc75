import { startGatewayStack, type GatewayStack } from '../support/stack-harness';
import { MAX_FIELDS, MAX_QUERY_COST, MAX_TOKENS } from '../../src/query-limits';
import { CROSS_ORIGIN_MESSAGE } from '../../src/rest/same-origin';
import { AddressedClient, signUp, type Account } from './support';

/**
 * The public edge against cheap denial of service (oversized GraphQL
 * documents, fragment cycles, anonymous floods) and against requests a page
 * of a sibling origin makes the browser send with the session cookie.
 */

const TRUSTED = 'https://jackpot.example.com';
let stack: GatewayStack;
let admin: Account;

beforeAll(async () => {
  stack = await startGatewayStack(
    'gw_edge',
    { TRUST_PROXY_HOPS: '1', ANONYMOUS_GRAPHQL_PER_CLIENT_IP: '40', GRAPHQL_MAX_BODY_BYTES: String(32 * 1024), TRUSTED_ORIGINS: TRUSTED },
    { SCHEDULER_ENABLED: 'false' },
  );
  admin = await signUp(stack, { admin: true });
});

afterAll(async () => {
  await stack?.close();
});

type GraphqlErrors = Array<{ message: string; extensions?: { code?: string; retryAfterSeconds?: number } }>;
const errorsOf = (body: Record<string, unknown>) => (body.errors ?? []) as GraphqlErrors;
const graphql = (client: AddressedClient, query: string, extra: Record<string, string> = {}) => client.json('POST', '/graphql', { query }, extra);

describe('GraphQL documents', () => {
  it('answers cyclic fragments with 400 GRAPHQL_VALIDATION_FAILED, not a stack overflow', async () => {
    const reply = await graphql(new AddressedClient(stack.baseUrl), '{ me { ...A } } fragment A on User { ...B } fragment B on User { ...A }');
    expect(reply.status).toBe(400);
    expect(errorsOf(reply.body)[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(errorsOf(reply.body).map((error) => error.message).join()).toMatch(/Cannot spread fragment/);
  });

  it(`refuses a small document repeating one field more than ${MAX_FIELDS} times before validating it`, async () => {
    const query = `{ currentDraws { ${'id '.repeat(MAX_FIELDS + 200)} } }`;
    expect(query.length).toBeLessThan(4000);
    const reply = await graphql(new AddressedClient(stack.baseUrl), query);
    expect(reply.status).toBe(400);
    expect(errorsOf(reply.body)[0]).toMatchObject({ message: `Too many fields: at most ${MAX_FIELDS} per request`, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('counts every fragment spread: a few fragments cannot multiply into a huge selection', async () => {
    const chain = Array.from({ length: 4 }, (_, level) => `fragment F${level} on Draw { ${level === 3 ? 'id name' : `...F${level + 1} `.repeat(8)} }`).join(' ');
    const reply = await graphql(new AddressedClient(stack.baseUrl), `{ currentDraws { ...F0 } } ${chain}`);
    expect(reply.status).toBe(400);
    expect(errorsOf(reply.body)[0]?.message).toMatch(/Too many fields/);
  });

  it(`stops parsing past ${MAX_TOKENS} tokens`, async () => {
    const reply = await graphql(new AddressedClient(stack.baseUrl), `{ ${'a '.repeat(MAX_TOKENS)} }`);
    expect(reply.status).toBe(400);
    expect(errorsOf(reply.body)[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('refuses a /graphql body over its limit with 413 (REST keeps its own)', async () => {
    const reply = await new AddressedClient(stack.baseUrl).json('POST', '/graphql', { query: '{ __typename }', variables: { pad: 'x'.repeat(40 * 1024) } });
    expect(reply.status).toBe(413);
    expect(reply.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('prices a list by its limit: limit 1000 no longer counts once', async () => {
    const reply = await graphql(new AddressedClient(stack.baseUrl), '{ completedDraws(limit: 1000) { id name winners { rank ticketNumber } } }');
    expect(reply.status).toBe(400);
    expect(errorsOf(reply.body)[0]?.message).toMatch(new RegExp(`Query is too expensive: cost \\d+, at most ${MAX_QUERY_COST}`));
    const small = await graphql(new AddressedClient(stack.baseUrl), '{ completedDraws(limit: 20) { id name winners { rank ticketNumber } } }');
    expect(small.status).toBe(200);
  });
});

describe('anonymous GraphQL rate limit', () => {
  it('limits a visitor address with 429 and Retry-After; players and other addresses go on', async () => {
    const visitor = new AddressedClient(stack.baseUrl);
    const player = await signUp(stack, { address: visitor.address });
    const statuses: number[] = [];
    for (let request = 0; request < 41; request += 1) statuses.push((await graphql(visitor, '{ __typename }')).status);
    expect(statuses.slice(0, 40).every((status) => status === 200)).toBe(true);
    expect(statuses[40]).toBe(429);
    const limited = await graphql(visitor, '{ currentDraws { id } }');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(errorsOf(limited.body)[0]?.extensions?.code).toBe('RATE_LIMITED');
    // A made-up cookie is still a visitor.
    expect((await graphql(visitor, '{ __typename }', { cookie: 'nova_sid=made-up' })).status).toBe(429);

    expect((await graphql(player.client, '{ me { id } }')).status).toBe(200);
    expect((await graphql(new AddressedClient(stack.baseUrl), '{ __typename }')).status).toBe(200);
  });
});

describe('same-origin check on state-changing requests', () => {
  const sibling = { origin: 'http://evil.127.0.0.1.nip.io', 'sec-fetch-site': 'same-site' };

  it('refuses the admin actions and logout a sibling origin\'s form sends with the cookie, and changes nothing', async () => {
    const draw = await admin.client.json('POST', '/api/draws', { name: 'Origin Daily', period: 'daily', ticketPrice: 1, maxTickets: 10, drawDate: new Date(Date.now() + 3_600_000).toISOString() });
    expect(draw.status).toBe(201);
    for (const path of [`/api/draws/${String(draw.body.id)}/trigger`, '/api/admin/settings/reset', '/api/logout']) {
      const reply = await admin.client.json('POST', path, undefined, { ...sibling, 'content-type': 'application/x-www-form-urlencoded' });
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual({ message: CROSS_ORIGIN_MESSAGE, code: 'FORBIDDEN' });
    }
    expect((await admin.client.json('GET', '/api/user')).status).toBe(200);
    const { rows } = await stack.drawsDb.query<{ status: string }>('SELECT status FROM draws WHERE id = $1', [draw.body.id]);
    expect(rows[0]?.status).not.toBe('completed');
  });

  it('decides by Origin when Sec-Fetch-Site is absent, and by Sec-Fetch-Site when Origin is absent', async () => {
    const player = await signUp(stack);
    const patch = (headers: Record<string, string>) => player.client.json('POST', '/api/profile/update', { fullName: 'Origin Test' }, headers);
    expect((await patch({ origin: 'http://evil.127.0.0.1.nip.io' })).status).toBe(403);
    expect((await patch({ origin: 'null' })).status).toBe(403);
    expect((await patch({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await admin.client.json('DELETE', '/api/admin/payment-methods/x', undefined, { 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect((await admin.client.json('PATCH', '/api/admin/payment-methods/x', { name: 'x' }, { origin: 'http://evil.127.0.0.1.nip.io' })).status).toBe(403);
  });

  it('lets the app\'s own pages, a trusted public origin and non-browser clients through', async () => {
    const player = await signUp(stack);
    const own = new URL(stack.baseUrl).origin;
    const language = (headers: Record<string, string>) => player.client.json('POST', '/graphql', { query: 'mutation { updateLanguage(language: "th") { id } }' }, headers);
    expect((await language({ origin: own })).status).toBe(200);
    expect((await language({ origin: own, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    // The dev server's proxy rewrites Host: the browser's own word (same-origin) holds.
    expect((await language({ origin: 'http://localhost:5173', 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    // Behind a proxy that does not pass the public host on.
    expect((await language({ origin: TRUSTED, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await language({ origin: TRUSTED })).status).toBe(200);
    expect((await language({})).status).toBe(200);
    // Reads are not changes.
    expect((await player.client.json('GET', '/api/user', undefined, { origin: 'http://evil.127.0.0.1.nip.io', 'sec-fetch-site': 'cross-site' })).status).toBe(200);
  });

  it('refuses GraphQL from a sibling origin in GraphQL\'s error shape', async () => {
    const player = await signUp(stack);
    const reply = await player.client.json('POST', '/graphql', { query: 'mutation { logout }' }, sibling);
    expect(reply.status).toBe(403);
    expect(errorsOf(reply.body)[0]).toEqual({ message: CROSS_ORIGIN_MESSAGE, extensions: { code: 'FORBIDDEN' } });
    expect((await player.client.json('GET', '/api/user')).status).toBe(200);
  });
});

describe('personal answers are not cached', () => {
  it('sends Cache-Control: no-store on session answers, not on a visitor\'s public read', async () => {
    const player = await signUp(stack);
    expect((await player.client.json('GET', '/api/user')).headers.get('cache-control')).toBe('no-store');
    expect((await player.client.json('GET', '/api/draws/current')).headers.get('cache-control')).toBe('no-store');
    const login = await new AddressedClient(stack.baseUrl).json('POST', '/api/login', { username: player.username, password: player.password });
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
    expect((await new AddressedClient(stack.baseUrl).json('GET', '/api/user')).headers.get('cache-control')).toBe('no-store');
    expect((await new AddressedClient(stack.baseUrl).json('GET', '/api/draws/current')).headers.get('cache-control')).not.toBe('no-store');
  });
});
