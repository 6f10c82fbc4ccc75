import { randomBytes } from 'node:crypto';
import { startGatewayStack, type GatewayStack } from '../support/stack-harness';
import { freshPng } from '../support/payments-client';
import { AddressedClient, signUp, type Account } from './support';

/**
 * Hardening of the public edge, on a production-mode gateway behind one
 * trusted proxy: no batched login, rate limits with Retry-After, security
 * headers, uploads served as sandboxed files, and no internals in any error.
 */

let stack: GatewayStack;
let admin: Account;

beforeAll(async () => {
  stack = await startGatewayStack(
    'gw_harden',
    { NODE_ENV: 'production', TRUST_PROXY_HOPS: '1', REGISTRATIONS_PER_CLIENT_IP: '3', PURCHASES_PER_USER: '2', DEPOSITS_PER_USER: '2' },
    { SCHEDULER_ENABLED: 'false' },
  );
  admin = await signUp(stack, { admin: true });
});

afterAll(async () => {
  await stack?.close();
});

const internals = /\bat [^\n]+:\d+:\d+|node_modules|\.ts:\d+|stacktrace|"exception"|ECONN|SELECT |INSERT /i;

describe('GraphQL batching', () => {
  it('refuses a batch of logins: one request is one guess', async () => {
    const player = await signUp(stack);
    const login = { query: 'mutation Login($input: LoginInput!) { login(input: $input) { id } }', variables: { input: { username: player.username, password: 'wrong-1' } } };
    const reply = await new AddressedClient(stack.baseUrl).json('POST', '/graphql', Array.from({ length: 20 }, () => login));
    expect(reply.status).toBe(400);
    expect(reply.text).not.toMatch(/"data"/);
    expect(reply.text).not.toMatch(internals);
  });
});

describe('rate limits', () => {
  it('limits sign-ups per client address with 429 and Retry-After, over REST and GraphQL alike', async () => {
    const address = `10.9.${randomBytes(1)[0]}.1`;
    for (let index = 0; index < 3; index += 1) await signUp(stack, { address });
    const users = await stack.identityDb.query<{ n: number }>('SELECT count(*)::int AS n FROM users');

    const rest = await new AddressedClient(stack.baseUrl, address).json('POST', '/api/register', { username: `h_${randomBytes(4).toString('hex')}`, password: 'secret-1' });
    expect(rest.status).toBe(429);
    expect(rest.body.code).toBe('RATE_LIMITED');
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(0);

    const graphql = await new AddressedClient(stack.baseUrl, address).json('POST', '/graphql', {
      query: 'mutation Register($input: RegisterInput!) { register(input: $input) { id } }',
      variables: { input: { username: `h_${randomBytes(4).toString('hex')}`, password: 'secret-1' } },
    });
    expect(graphql.status).toBe(429);
    expect(Number(graphql.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((graphql.body.errors as Array<{ extensions: { code: string } }>)[0]?.extensions.code).toBe('RATE_LIMITED');
    expect((await stack.identityDb.query<{ n: number }>('SELECT count(*)::int AS n FROM users')).rows[0]?.n).toBe(users.rows[0]?.n);

    // Another address is not affected.
    await signUp(stack, { address: `10.8.${randomBytes(1)[0]}.2` });
  });

  it('limits ticket purchases per player; a refused purchase takes no money', async () => {
    const draw = await admin.client.json('POST', '/api/draws', { name: 'Limit Daily', period: 'daily', ticketPrice: 1, maxTickets: 100, drawDate: new Date(Date.now() + 3_600_000).toISOString() });
    expect(draw.status).toBe(201);
    const player = await signUp(stack);
    const credit = await admin.client.json('PATCH', `/api/admin/users/${player.userId}`, { action: 'addCredit', amount: 20, reason: 'limits' });
    expect(credit.status).toBe(200);
    const buy = () => player.client.json('POST', '/api/tickets/buy', { drawId: draw.body.id, quantity: 1 });
    expect((await buy()).status).toBe(201);
    expect((await buy()).status).toBe(201);
    const limited = await buy();
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await player.client.json('GET', '/api/user')).body.balance).toBe('18.00');
    // Another player still buys.
    const other = await signUp(stack);
    await admin.client.json('PATCH', `/api/admin/users/${other.userId}`, { action: 'addCredit', amount: 5, reason: 'limits' });
    expect((await other.client.json('POST', '/api/tickets/buy', { drawId: draw.body.id, quantity: 1 })).status).toBe(201);
  });

  it('limits deposit uploads per player', async () => {
    const method = await admin.client.json('POST', '/api/admin/payment-methods', { name: 'Limit Bank', type: 'bank_transfer', bankName: 'Bank', accountName: 'Nova', accountNumber: '7701-000-123' });
    expect(method.status).toBe(201);
    const player = await signUp(stack);
    const upload = () => {
      const form = new FormData();
      form.set('amount', '20.00');
      form.set('paymentMethod', String(method.body.id));
      form.set('screenshot', new Blob([new Uint8Array(freshPng())], { type: 'image/png' }), 'proof.png');
      return player.client.form('/api/deposits', form);
    };
    expect((await upload()).status).toBe(201);
    expect((await upload()).status).toBe(201);
    const limited = await upload();
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const { rows } = await stack.paymentsDb.query<{ n: number }>('SELECT count(*)::int AS n FROM deposits WHERE user_id = $1', [player.userId]);
    expect(rows[0]?.n).toBe(2);
  });
});

describe('security headers', () => {
  it('sends CSP (no plugins, no framing), nosniff and no referrer on pages and API answers', async () => {
    for (const path of ['/', '/api/user', '/graphql']) {
      const reply = await new AddressedClient(stack.baseUrl).json('GET', path);
      const csp = reply.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
      expect(reply.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(reply.headers.get('referrer-policy')).toBe('no-referrer');
      expect(reply.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('sends HSTS only when the request came over HTTPS through the trusted proxy', async () => {
    const plain = await new AddressedClient(stack.baseUrl).json('GET', '/api/user');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const secure = await new AddressedClient(stack.baseUrl).json('GET', '/api/user', undefined, { 'x-forwarded-proto': 'https' });
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('uploaded images', () => {
  const expectServedAsFile = (headers: Headers) => {
    expect(headers.get('content-type')).toMatch(/^image\//);
    expect(headers.get('content-disposition')).toMatch(/^(inline|attachment); filename="/);
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/^default-src 'none'/);
    expect(csp).toContain('sandbox');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  };

  it('serves deposit screenshots with Content-Disposition, a sandboxing CSP and nosniff', async () => {
    const method = await admin.client.json('POST', '/api/admin/payment-methods', { name: 'Shot Bank', type: 'bank_transfer', bankName: 'Bank', accountName: 'Nova', accountNumber: '7701-000-124' });
    const player = await signUp(stack);
    const form = new FormData();
    form.set('amount', '20.00');
    form.set('paymentMethod', String(method.body.id));
    form.set('screenshot', new Blob([new Uint8Array(freshPng())], { type: 'image/png' }), 'proof.png');
    const deposit = await player.client.form('/api/deposits', form);
    expect(deposit.status).toBe(201);
    for (const path of [`/api/deposits/${String(deposit.body.id)}/screenshot`, `/api/deposits/${String(deposit.body.id)}/screenshot?download=1`]) {
      const image = await fetch(`${stack.baseUrl}${path}`, { headers: { cookie: player.client.cookie ?? '' } });
      expect(image.status).toBe(200);
      expectServedAsFile(image.headers);
    }
  });

  it('serves login backgrounds the same way', async () => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(freshPng())], { type: 'image/png' }), 'bg.png');
    const stored = await admin.client.form('/api/admin/upload-background', form);
    expect(stored.status).toBe(201);
    const image = await fetch(`${stack.baseUrl}${String(stored.body.url)}`);
    expect(image.status).toBe(200);
    expectServedAsFile(image.headers);
  });
});

describe('no internals in production errors', () => {
  const megabyte = JSON.stringify({ username: 'x'.repeat(1_100_000), password: 'secret-1' });
  const cases: Array<[string, string, string, string | undefined]> = [
    ['an unknown API path', 'GET', '/api/no/such/route', undefined],
    ['malformed JSON (REST)', 'POST', '/api/login', '{"username": '],
    ['malformed JSON (GraphQL)', 'POST', '/graphql', '{"query": '],
    ['an oversized body (REST)', 'POST', '/api/register', megabyte],
    ['an oversized body (GraphQL)', 'POST', '/graphql', JSON.stringify({ query: `{ ${'x'.repeat(1_100_000)} }` })],
    ['a GraphQL syntax error', 'POST', '/graphql', JSON.stringify({ query: 'mutation { login(' })],
    ['an unknown GraphQL field', 'POST', '/graphql', JSON.stringify({ query: '{ secretBalanceOfEveryone }' })],
    ['introspection', 'POST', '/graphql', JSON.stringify({ query: '{ __schema { types { name } } }' })],
    ['a NUL in a variable', 'POST', '/graphql', JSON.stringify({ query: 'mutation L($input: LoginInput!) { login(input: $input) { id } }', variables: { input: { username: 'a\u0000b', password: 'x' } } })],
    ['an id that is not a uuid', 'GET', '/api/admin/deposits/..%2F..%2Fetc', undefined],
  ];

  it.each(cases)('%s: a 4xx with a message and nothing internal', async (_label, method, path, body) => {
    const reply = await admin.client.json(method, path, body);
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(reply.status).toBeLessThan(500);
    expect(reply.headers.get('content-type')).toMatch(/application\/json/);
    expect(reply.text).not.toMatch(internals);
    const message = reply.body.message ?? (reply.body.errors as Array<{ message?: string }> | undefined)?.[0]?.message;
    expect(typeof message).toBe('string');
    expect(reply.text).not.toMatch(/did you mean/i); // schema hints are hidden in production
  });
});
