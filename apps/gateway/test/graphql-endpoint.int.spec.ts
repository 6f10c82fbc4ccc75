import { randomBytes } from 'node:crypto';
import { signIdentity } from '@nova/platform';
import { RestClient, startGatewayStack, type GatewayStack } from './support/stack-harness';

let stack: GatewayStack;

beforeAll(async () => {
  stack = await startGatewayStack('gw_gql');
});

afterAll(async () => {
  await stack?.close();
});

async function graphql(body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${stack.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> } };
}

describe('GraphQL endpoint', () => {
  it('resolves the signed-in user with the balance from the wallet subgraph', async () => {
    const client = new RestClient(stack.baseUrl);
    const username = `fed_${randomBytes(3).toString('hex')}`;
    await client.send('POST', '/api/register', { username, password: 'secret-1' });
    const reply = await graphql({ query: '{ me { username balance availableBalance heldBalance } }' }, { cookie: client.cookie ?? '' });
    expect(reply.body.data).toEqual({ me: { username, balance: '0.00', availableBalance: '0.00', heldBalance: '0.00' } });
  });

  it('ignores a caller header sent by the browser: only the gateway vouches for callers', async () => {
    const forged = signIdentity({ userId: '00000000-0000-4000-8000-000000000000', isAdmin: true, sessionId: 'x' }, 'guessed-secret-guessed-secret-000');
    const reply = await graphql({ query: '{ me { id } }' }, { 'x-nova-identity': forged });
    expect(reply.body.data).toEqual({ me: null });
  });

  it('blocks simple cross-site requests (CSRF prevention)', async () => {
    const response = await fetch(`${stack.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: 'mutation { logout }' }),
    });
    expect(response.status).toBe(400);
    const get = await fetch(`${stack.baseUrl}/graphql?query=${encodeURIComponent('{ me { id } }')}`);
    expect(get.status).toBe(400);
  });

  it('refuses alias floods before they reach a subgraph', async () => {
    const aliases = Array.from({ length: 40 }, (_, index) => `a${index}: __typename`).join(' ');
    const aliasReply = await graphql({ query: `{ ${aliases} }` });
    expect(aliasReply.status).toBe(400);
    expect(aliasReply.body.errors?.[0]?.message).toMatch(/Too many aliases/);

  });

  it('refuses a query whose cost is over the limit', async () => {
    // A list costs its selection once per item it may return.
    const reply = await graphql({ query: 'query Long { completedDraws(limit: 2000) { id name } }' });
    expect(reply.status).toBe(400);
    expect(reply.body.errors?.[0]?.message).toMatch(/Query is too expensive/);
  });

  it('refuses a selection that fragment spreads make too wide', async () => {
    // Each spread of the fragment counts again: 60 spreads × 20 fields.
    const fields = 'id username email fullName firstName country phone language currency level status isAdmin referralCode profileImageUrl paymentMethods createdAt updatedAt balance availableBalance heldBalance';
    const wide = `query Wide { me { ${'...Everything '.repeat(60)} } } fragment Everything on User { ${fields} }`;
    const reply = await graphql({ query: wide });
    expect(reply.status).toBe(400);
    expect(reply.body.errors?.[0]?.message).toMatch(/Too many fields/);
  });

  it('reports wrong variable types as BAD_USER_INPUT, not as a server error', async () => {
    const reply = await graphql({
      query: 'mutation L($input: LoginInput!) { login(input: $input) { id } }',
      variables: { input: { username: 5, password: 'x' } },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('serves health and readiness publicly, Prometheus metrics only on the internal listener', async () => {
    expect((await fetch(`${stack.baseUrl}/healthz`)).status).toBe(200);
    expect((await fetch(`${stack.baseUrl}/readyz`)).status).toBe(200);
    expect(new URL(stack.metricsUrl).hostname).toBe('127.0.0.1');
    expect(new URL(stack.metricsUrl).port).not.toBe(new URL(stack.baseUrl).port);
    const metrics = await (await fetch(stack.metricsUrl)).text();
    expect(metrics).toMatch(/process_cpu_seconds_total/);
    expect(metrics).toMatch(/service="gateway"/);
    // Not on the public port, whatever the method or spelling.
    for (const path of ['/metrics', '/metrics/', '/METRICS', '/metrics?x=1']) {
      const reply = await fetch(`${stack.baseUrl}${path}`);
      expect(await reply.text()).not.toMatch(/process_cpu_seconds_total/);
    }
  });

  it('sends security headers with object-src none and no framing', async () => {
    const response = await fetch(`${stack.baseUrl}/api/user`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
