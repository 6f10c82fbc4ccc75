import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes, randomUUID } from 'node:crypto';
import type { GraphQLField } from 'graphql';
import { ADMIN_ROLES, adminRoleAllows, USER_ACTION_ROLES, type AdminRole } from '@nova/contracts';
import { ACTORS, apiSchema, fieldRule, mayCall, type Actor, type FieldRule } from './support/field-rules';
import { routeFor, type OwnedRecord, type RestRoute } from '../src/rest/route-table';
import { RestClient, startGatewayStack, type GatewayStack, makeDrawDue } from './support/stack-harness';
import { generousLimits } from './support/generous-limits';
import { createMethod, freshPng, fundedDeposit, SAVED_BANK, savePayoutMethods, signUp, uploadDeposit, type Player } from './support/payments-client';
import { operationFor } from './support/sweep-operations';

/**
 * Issue 7 item 3: every REST route (as mounted from the route table) and every
 * root GraphQL field (read from the supergraph) is called as a visitor, a
 * player, a second player and an admin of each role (support, finance, risk,
 * superadmin); any answer the rules (route-table.ts, support/field-rules.ts)
 * do not allow fails, as does any of the first player's records reaching the
 * second player.
 */
let stack: GatewayStack;
/** The superadmin sets the fixtures up. */
let admin: Player;
const admins = {} as Record<AdminRole, Player>;
let alice: Player;
let bob: Player;

/** Alice's records, by kind, and every id or text of hers that must never reach Bob. */
const owned: Record<OwnedRecord, string> = { deposit: '', supportThread: '', subscription: '' };
const aliceSecrets: string[] = [];
let aliceDrawId = '';

const schema = apiSchema();
const denied = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'ACCOUNT_SUSPENDED']);
/** Calls that sign in, out or change the password run on a throwaway account of the same role. */
const sessionFields = new Set(['login', 'logout', 'register', 'changePassword', 'endSession', 'endOtherSessions', 'resetPassword']);

beforeAll(async () => {
  stack = await startGatewayStack('gw_authz', generousLimits, { SCHEDULER_ENABLED: 'false' }, { RECONCILER_ENABLED: 'false' });
  for (const role of ADMIN_ROLES) admins[role] = await signUp(stack, { admin: role });
  admin = admins.superadmin;
  const methodId = await createMethod(admin);
  alice = await signUp(stack);
  bob = await signUp(stack);
  await fundedDeposit(stack, admin, alice, methodId, '200.00');
  await fundedDeposit(stack, admin, bob, methodId, '50.00');

  const pending = await uploadDeposit(alice.client, stack.baseUrl, { amount: '12.00', paymentMethod: methodId, file: freshPng() });
  owned.deposit = String(pending.body.id);
  const thread = await alice.client.send('POST', '/api/support/threads', { subject: 'My prize', message: 'Where is it?' });
  owned.supportThread = String(thread.body.id);
  const marker = `saved-method-${randomBytes(6).toString('hex')}`;
  await savePayoutMethods(alice, [SAVED_BANK, { type: 'bank', name: marker, details: { bankName: marker } }]);
  const withdrawal = await alice.client.send('POST', '/api/withdrawals', { amount: '20.00', paymentMethodId: SAVED_BANK.id });
  const referred = await signUp(stack, { referralCode: alice.referralCode });

  const draw = async () => String((await admin.client.send('POST', '/api/draws', { name: 'Sweep', period: 'custom', ticketPrice: 2, maxTickets: 100, drawDate: new Date(Date.now() + 3_600_000).toISOString() })).body.id);
  aliceDrawId = await draw();
  const purchase = await alice.client.send('POST', '/api/tickets/buy', { drawId: aliceDrawId, quantity: 2 });
  const daily = String((await admin.client.send('POST', '/api/draws', { name: 'Sweep daily', period: 'daily', ticketPrice: 2, maxTickets: 100, drawDate: new Date(Date.now() + 3_600_000).toISOString() })).body.id);
  owned.subscription = String((await alice.client.send('POST', '/api/subscriptions', { drawId: daily, ticketsPerDraw: 2 })).body.id);
  const completed = await draw();
  await alice.client.send('POST', '/api/tickets/buy', { drawId: completed, quantity: 1 });
  await makeDrawDue(stack, completed);
  await admin.client.send('POST', `/api/draws/${completed}/trigger`);

  const ids = async (path: string) => ((await alice.client.send('GET', path)).body as unknown as Array<{ id: string }>).map((record) => record.id);
  aliceSecrets.push(
    ...Object.values(owned),
    String(withdrawal.body.id),
    String(purchase.body.id),
    marker,
    referred.userId,
    referred.username,
    ...(await ids('/api/tickets')),
    ...(await ids('/api/payouts')),
    ...(await ids('/api/deposits')),
  );
  if (aliceSecrets.some((secret) => !secret || secret === 'undefined') || aliceSecrets.length < 12) throw new Error(`fixtures incomplete: ${aliceSecrets.join(', ')}`);
}, 180_000);

afterAll(async () => {
  await stack?.close();
});

// Each sweep sends a hundred or more requests one by one; a loaded CI machine needs the room.
const SWEEP_TIMEOUT_MS = 240_000;

/** The signed-in client of a role, or a throwaway one for calls that change the session. */
async function clientOf(actor: Actor, fresh: boolean): Promise<RestClient> {
  if (actor === 'visitor') return new RestClient(stack.baseUrl);
  if (fresh) return (await signUp(stack, actor === 'player' ? {} : { admin: actor })).client;
  return actor === 'player' ? bob.client : admins[actor].client;
}

/**
 * The calls the field sweep makes of one field, each with the roles it is
 * open to. adminUpdateUser is one field whose actions belong to different
 * roles: it is probed once per action, with the roles identity enforces
 * (USER_ACTION_ROLES), each on an unknown user (a 404 once allowed).
 */
function probesOf(name: string, rule: FieldRule): Array<{ label: string; rule: FieldRule; overrides: Record<string, unknown> }> {
  if (name !== 'adminUpdateUser') return [{ label: name, rule, overrides: {} }];
  return Object.entries(USER_ACTION_ROLES).map(([action, roles]) => ({
    label: `${name}(${action})`,
    rule: { ...rule, roles },
    overrides: { input: { action, amount: '1.00', role: 'support' } },
  }));
}

const mountedApiRoutes = () => stack.routes.filter((route) => route.path.startsWith('/api/'));

function concretePath(rule: RestRoute): string {
  return rule.path
    .split('/')
    .map((part) => (!part.startsWith(':') ? part : part === ':period' ? 'week' : rule.owns ? owned[rule.owns] : randomUUID()))
    .join('/');
}

async function graphql(client: RestClient, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${stack.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: client.cookie ?? '' },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: { code?: string } }> } };
}

const rootFields = () => [
  ...Object.values(schema.getQueryType()?.getFields() ?? {}).map((field) => ({ root: 'query' as const, field })),
  ...Object.values(schema.getMutationType()?.getFields() ?? {}).map((field) => ({ root: 'mutation' as const, field })),
];

describe('authorization sweep over every REST route', () => {
  it('has a rule for every mounted route; a player route with a record id names the kind of record', () => {
    const routes = mountedApiRoutes();
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.filter((route) => !routeFor(route.method, route.path)).map((route) => `${route.method} ${route.path}`)).toEqual([]);
    const unowned = routes
      .map((route) => routeFor(route.method, route.path) as RestRoute)
      .filter((rule) => rule.access === 'player' && rule.path.includes('/:') && !rule.owns);
    expect(unowned.map((rule) => `${rule.method} ${rule.path}`)).toEqual([]);
  });

  it.each<Actor>(ACTORS)('as %s: allowed calls pass, others get 401 (signed out) or 403', async (actor) => {
    const violations: string[] = [];
    for (const route of mountedApiRoutes()) {
      const rule = routeFor(route.method, route.path);
      if (!rule) continue; // reported above
      const client = await clientOf(actor, rule.fields.some((field) => sessionFields.has(field)));
      const path = concretePath(rule);
      // A well-formed body where a record of someone else's is addressed: the refusal must come from ownership, not input checks.
      const body = rule.owns ? { message: 'Sweep probe' } : {};
      const reply = await client.send(rule.method, path, rule.method === 'GET' || rule.method === 'DELETE' ? undefined : body);
      const ownedByOther = actor === 'player' && rule.owns !== undefined;
      const ok = ownedByOther
        ? reply.status === 403 || reply.status === 404
        : mayCall(actor, rule)
          ? reply.status !== 401 && reply.status !== 403
          : reply.status === (actor === 'visitor' ? 401 : 403);
      if (!ok) violations.push(`${rule.method} ${path} (${rule.roles?.join('/') ?? rule.access}${rule.owns ? `, ${rule.owns} of another player` : ''}): ${reply.status} ${JSON.stringify(reply.body).slice(0, 120)}`);
    }
    expect(violations).toEqual([]);
  }, SWEEP_TIMEOUT_MS);
});

describe('authorization sweep over every GraphQL root field', () => {
  it('has a rule for every field; a player field taking a record id names the kind of record', () => {
    expect(rootFields().filter(({ root, field }) => !fieldRule(field.name, root === 'query' ? 'Query' : 'Mutation')).map(({ field }) => field.name)).toEqual([]);
    const unowned = rootFields().filter(({ root, field }) => {
      const rule = fieldRule(field.name, root === 'query' ? 'Query' : 'Mutation');
      return rule?.access === 'player' && field.args.some((arg) => arg.name === 'id') && !rule.owns;
    });
    expect(unowned.map(({ field }) => field.name)).toEqual([]);
  });

  it.each<Actor>(ACTORS)('as %s: allowed fields answer, others are refused without data', async (actor) => {
    const violations: string[] = [];
    for (const { root, field } of rootFields()) {
      const fieldRules = fieldRule(field.name, root === 'query' ? 'Query' : 'Mutation');
      if (!fieldRules) continue; // reported above
      for (const { label, rule, overrides } of probesOf(field.name, fieldRules)) {
        const client = await clientOf(actor, sessionFields.has(field.name));
        const { query, variables } = operationFor(root, field as GraphQLField<unknown, unknown>, () => (rule.owns ? owned[rule.owns] : randomUUID()), overrides);
        const reply = await graphql(client, query, variables);
        const codes = (reply.body.errors ?? []).map((error) => error.extensions?.code ?? '');
        const refused = codes.some((code) => denied.has(code));
        const answered = reply.body.data?.[field.name] !== undefined && reply.body.data?.[field.name] !== null;
        // Another player's record: no data for a player, nor for an admin whose role may not reach it.
        const adminKeptOut = actor !== 'visitor' && actor !== 'player' && rule.ownerOr !== undefined && !adminRoleAllows(actor, rule.ownerOr);
        const ownedByOther = (actor === 'player' || adminKeptOut) && rule.owns !== undefined;
        const ok = ownedByOther ? !answered : mayCall(actor, rule) ? !refused : refused && !answered;
        if (!ok) violations.push(`${root} ${label} (${rule.roles?.join('/') ?? rule.access}${rule.owns ? `, ${rule.owns} of another player` : ''}): ${reply.status} ${JSON.stringify(reply.body).slice(0, 160)}`);
      }
    }
    expect(violations).toEqual([]);
  }, SWEEP_TIMEOUT_MS);
});

describe("another player's records never reach the second player", () => {
  it('no player route answers Bob with any of Alice’s ids, saved methods or referrals', async () => {
    const leaks: string[] = [];
    for (const route of mountedApiRoutes()) {
      const rule = routeFor(route.method, route.path);
      if (!rule || rule.method !== 'GET' || rule.access !== 'player' || rule.path.includes('/:')) continue;
      const reply = await bob.client.send('GET', rule.path);
      const text = JSON.stringify(reply.body);
      for (const secret of aliceSecrets) if (text.includes(secret)) leaks.push(`${rule.path} shows ${secret}`);
    }
    expect(leaks).toEqual([]);
  });

  it('no signed-in query answers Bob with any of Alice’s records (ids, saved methods, referrals, ticket counts)', async () => {
    const leaks: string[] = [];
    for (const field of Object.values(schema.getQueryType()?.getFields() ?? {})) {
      const rule = fieldRule(field.name, 'Query');
      if (rule?.access !== 'player' && field.name !== 'me') continue;
      const { query, variables } = operationFor('query', field as GraphQLField<unknown, unknown>, () => (rule?.owns ? owned[rule.owns] : randomUUID()));
      const text = JSON.stringify((await graphql(bob.client, query, variables)).body);
      for (const secret of aliceSecrets) if (text.includes(secret)) leaks.push(`${field.name} shows ${secret}`);
    }
    expect(leaks).toEqual([]);
    // Alice's tickets in a public draw count for her only.
    const draw = await graphql(bob.client, 'query D($id: ID!) { draw(id: $id) { ticketsSold myTicketCount } }', { id: aliceDrawId });
    expect(draw.body.data?.draw).toEqual({ ticketsSold: 2, myTicketCount: 0 });
  });

  it("Bob's calls on Alice's support thread changed nothing of hers", async () => {
    const threads = (await alice.client.send('GET', '/api/support/threads')).body as unknown as Array<{ id: string; messages: Array<{ body?: string; message?: string }> }>;
    const thread = threads.find((candidate) => candidate.id === owned.supportThread);
    expect(thread?.messages).toHaveLength(1);
  });
});
