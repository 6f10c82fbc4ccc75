import { randomBytes } from 'node:crypto';
import { isInputObjectType, isNonNullType, type GraphQLField } from 'graphql';
import { createMemoryStore } from '@nova/platform';
import { silentLogger } from '@nova/platform/testing';
import { gatewayConfigSchema } from '../src/config';
import { MONEY_MUTATIONS, restRoutes, routeFor } from '../src/rest/route-table';
import { startGateway, type RunningGateway } from '../src/server';
import { subgraphNames, type SubgraphName } from '../src/subgraphs';
import { accessRank, ACTORS, apiSchema, fieldRule, mayCall } from './support/field-rules';

/**
 * The route table (src/rest/route-table.ts) against what is really served and
 * against the schema: every route is answered at its path and method, no
 * pattern hides another, every field a route runs exists and is never looser
 * than the route, and every money-moving one takes an Idempotency-Key. A new
 * route or field without a rule fails here.
 */
let gateway: RunningGateway;

beforeAll(async () => {
  // No subgraph is called: the gateway only composes their SDL and mounts its routes.
  const urls = Object.fromEntries(subgraphNames.map((name) => [name, `http://127.0.0.1:9/${name}/graphql`])) as Record<SubgraphName, string>;
  gateway = await startGateway({
    config: gatewayConfigSchema.parse({ PORT: 0, INTERNAL_AUTH_SECRET: randomBytes(32).toString('hex') }),
    subgraphUrls: urls,
    store: createMemoryStore(),
    secret: randomBytes(32).toString('hex'),
    logger: silentLogger(),
  });
});

afterAll(async () => {
  await gateway?.stop();
});

const withParams = (path: string) => path.replace(/:[a-z]+/gi, 'x1');

const schema = apiSchema();
const mutationFields = schema.getMutationType()?.getFields() ?? {};
const queryFields = schema.getQueryType()?.getFields() ?? {};

function takesIdempotencyKey(field: GraphQLField<unknown, unknown>): boolean {
  const top = field.args.find((arg) => arg.name === 'idempotencyKey');
  if (top && !isNonNullType(top.type)) return top.type.toString() === 'String';
  if (top) return top.type.toString() === 'String!';
  const input = field.args.find((arg) => arg.name === 'input');
  const inputType = input ? (isNonNullType(input.type) ? input.type.ofType : input.type) : undefined;
  return isInputObjectType(inputType) && inputType.getFields().idempotencyKey !== undefined;
}

describe('REST route table (src/rest/route-table.ts)', () => {
  it('is served as it stands: every route once, under /api', () => {
    expect(restRoutes.length).toBeGreaterThan(50);
    expect(gateway.routes).toEqual(restRoutes.map(({ method, path }) => ({ method, path })));
    const keys = restRoutes.map((route) => `${route.method} ${route.path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('answers each route at its path with its method (HTTP OPTIONS lists the methods served there)', async () => {
    const wrong: string[] = [];
    for (const path of new Set(restRoutes.map((route) => route.path))) {
      const response = await fetch(`${gateway.url}${withParams(path)}`, { method: 'OPTIONS' });
      const served = (response.headers.get('allow') ?? '').split(',').map((method) => method.trim()).filter((method) => method !== 'HEAD').sort();
      const listed = restRoutes.filter((route) => route.path === path).map((route) => route.method).sort();
      if (JSON.stringify(served) !== JSON.stringify(listed)) wrong.push(`${path}: serves ${served.join(',') || 'nothing'}, table says ${listed.join(',')}`);
    }
    expect(wrong).toEqual([]);
  });

  it('finds each route by its own path: no pattern hides another', () => {
    const hidden = restRoutes.filter((route) => routeFor(route.method, withParams(route.path)) !== route).map((route) => `${route.method} ${route.path}`);
    expect(hidden).toEqual([]);
  });

  it('caches only public reads', () => {
    const cached = restRoutes.filter((route) => route.publicCache && (route.method !== 'GET' || route.access === 'admin'));
    expect(cached.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('names only fields that exist, and is never looser than the fields it runs', () => {
    for (const rule of restRoutes) {
      for (const name of rule.fields) {
        const root = mutationFields[name] ? 'Mutation' : 'Query';
        expect([name, Boolean(mutationFields[name] ?? queryFields[name])]).toEqual([name, true]);
        const field = fieldRule(name, root);
        expect([`${rule.method} ${rule.path}`, name, accessRank[rule.access] >= accessRank[field?.access ?? 'admin']]).toEqual([`${rule.method} ${rule.path}`, name, true]);
        // Per admin role too: a route opens to no role a field it runs refuses.
        const looser = ACTORS.filter((actor) => mayCall(actor, rule) && !(field && mayCall(actor, field)));
        expect([`${rule.method} ${rule.path}`, name, looser]).toEqual([`${rule.method} ${rule.path}`, name, []]);
      }
    }
  });

  it('names the admin roles of every admin route, and of no other route', () => {
    const wrong = restRoutes.filter((rule) => (rule.access === 'admin') !== (rule.roles !== undefined && rule.roles.length > 0));
    expect(wrong.map((rule) => `${rule.method} ${rule.path}`)).toEqual([]);
  });

  it('flags every route that runs a money-moving mutation, and only those', () => {
    const runsMoney = (fields: readonly string[]) => fields.some((name) => MONEY_MUTATIONS.includes(name));
    const unflagged = restRoutes.filter((rule) => runsMoney(rule.fields) && !rule.idempotency).map((rule) => `${rule.method} ${rule.path}`);
    expect(unflagged).toEqual([]);
    // The deposit upload is not GraphQL (the payments service stores it with its key); every other flag runs a money mutation.
    const stray = restRoutes.filter((rule) => rule.idempotency === 'gateway' && !runsMoney(rule.fields)).map((rule) => `${rule.method} ${rule.path}`);
    expect(stray).toEqual([]);
  });
});

describe('GraphQL field rules (test/support/field-rules.ts)', () => {
  it('has a rule for every Query and Mutation field; every mutation says whether it moves money', () => {
    const missing = [
      ...Object.keys(queryFields).filter((name) => !fieldRule(name, 'Query')),
      ...Object.keys(mutationFields).filter((name) => typeof fieldRule(name, 'Mutation')?.money !== 'boolean'),
    ];
    expect(missing).toEqual([]);
  });

  it('names the admin roles of every admin field, and of no other field', () => {
    const rules = [
      ...Object.keys(queryFields).map((name) => [name, fieldRule(name, 'Query')] as const),
      ...Object.keys(mutationFields).map((name) => [name, fieldRule(name, 'Mutation')] as const),
    ];
    const wrong = rules.filter(([, rule]) => rule && (rule.access === 'admin') !== (rule.roles !== undefined && rule.roles.length > 0));
    expect(wrong.map(([name]) => name)).toEqual([]);
  });

  it('lists the same money-moving mutations as the gateway, each taking an idempotencyKey', () => {
    const money = Object.keys(mutationFields).filter((name) => fieldRule(name, 'Mutation')?.money);
    expect(money.sort()).toEqual([...MONEY_MUTATIONS].sort());
    const withoutKey = money.filter((name) => !takesIdempotencyKey(mutationFields[name] as GraphQLField<unknown, unknown>));
    expect(withoutKey).toEqual([]);
  });
});
