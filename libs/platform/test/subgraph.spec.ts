import { CLEAR_SESSION_HEADER, IDENTITY_HEADER, SET_SESSION_HEADER } from '@nova/contracts';
import { AppError, createServiceApp, signIdentity, startSubgraph, type RunningSubgraph, type SubgraphResolvers } from '../src';
import { silentLogger } from '../src/testing';

const SECRET = 'subgraph-test-secret-that-is-long-enough';
const typeDefs = `
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])
  type Me { userId: ID!, isAdmin: Boolean! }
  type Query { me: Me, boom: Boolean, taken: Boolean }
  type Mutation { signIn: Boolean!, signOut: Boolean! }
`;

const resolvers: SubgraphResolvers = {
  Query: {
    me: (_parent, _args, context) => context.caller,
    boom: () => {
      throw new Error('relation "secrets" does not exist');
    },
    taken: () => {
      throw new AppError('USERNAME_TAKEN', 'Username is taken');
    },
  },
  Mutation: {
    signIn: (_parent, _args, context) => {
      context.setSession('new-session-id');
      return true;
    },
    signOut: (_parent, _args, context) => {
      context.clearSession();
      return true;
    },
  },
};

describe('subgraph', () => {
  let subgraph: RunningSubgraph;

  beforeAll(async () => {
    const logger = silentLogger();
    const app = createServiceApp({ service: 'notes', logger });
    subgraph = await startSubgraph({ service: 'notes', typeDefs, resolvers, app, secret: SECRET, logger, host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await subgraph.close();
  });

  const post = (query: string, headers: Record<string, string> = {}) =>
    fetch(subgraph.url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) });

  it('listens on a real port when asked for port 0', () => {
    expect(subgraph.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/graphql$/);
    expect(subgraph.url).not.toContain(':0/');
  });

  it('serves its metrics on a loopback listener of their own, not on the GraphQL port', async () => {
    expect(subgraph.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const metrics = await fetch(subgraph.metricsUrl as string);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('service="notes"');
    expect((await fetch(subgraph.url.replace(/\/graphql$/, '/metrics'))).status).toBe(404);
  });

  it('gives resolvers the caller from a valid signed header only', async () => {
    const caller = { userId: 'u-1', isAdmin: true, sessionId: 's-1' };
    const signed = await post('{ me { userId isAdmin } }', { [IDENTITY_HEADER]: signIdentity(caller, SECRET) });
    expect(await signed.json()).toEqual({ data: { me: { userId: 'u-1', isAdmin: true } } });

    const forged = await post('{ me { userId } }', { [IDENTITY_HEADER]: signIdentity(caller, 'another-secret-another-secret-00') });
    expect(await forged.json()).toEqual({ data: { me: null } });

    const anonymous = await post('{ me { userId } }');
    expect(await anonymous.json()).toEqual({ data: { me: null } });
  });

  it('keeps AppError codes and hides unexpected errors', async () => {
    const taken = (await (await post('{ taken }')).json()) as { errors: Array<{ message: string; extensions: unknown }> };
    expect(taken.errors[0]).toMatchObject({ message: 'Username is taken', extensions: { code: 'USERNAME_TAKEN' } });

    const boom = (await (await post('{ boom }')).json()) as { errors: Array<{ message: string; extensions: unknown }> };
    expect(boom.errors[0]).toMatchObject({ message: 'Internal server error', extensions: { code: 'INTERNAL' } });
    expect(JSON.stringify(boom)).not.toContain('secrets');
  });

  it('asks the gateway to set and clear the session cookie through headers', async () => {
    const signIn = await post('mutation { signIn }');
    expect(signIn.headers.get(SET_SESSION_HEADER)).toBe('new-session-id');
    const signOut = await post('mutation { signOut }');
    expect(signOut.headers.get(CLEAR_SESSION_HEADER)).toBe('1');
  });

  it('serves the federation SDL for composition', async () => {
    const response = (await (await post('{ _service { sdl } }')).json()) as { data: { _service: { sdl: string } } };
    expect(response.data._service.sdl).toContain('type Me');
  });

  it('blocks simple cross-site requests (CSRF prevention)', async () => {
    const response = await fetch(`${subgraph.url}?query=${encodeURIComponent('{ me { userId } }')}`);
    expect(response.status).toBe(400);
  });

  it('answers malformed JSON with 400 BAD_USER_INPUT', async () => {
    const response = await fetch(subgraph.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Malformed JSON body', code: 'BAD_USER_INPUT' });
  });
});
