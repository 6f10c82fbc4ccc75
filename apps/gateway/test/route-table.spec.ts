import { randomBytes } from 'node:crypto';
import { isInputObjectType, isNonNullType, type GraphQLField } from 'graphql';
import { createMemoryStore } from '@nova/platform';
import { silentLogger } from '@nova/platform/testing';
import { gatewayConfigSchema } from '../src/config';
import type { RouteEntry } from '../src/rest/route-table';
import { MONEY_MUTATIONS, routeRules, ruleFor } from '../src/rest/route-rules';
import { startGateway } from '../src/server';
import { subgraphNames, type SubgraphName } from '../src/subgraphs';
import { accessRank, apiSchema, fieldRule } from './support/field-rules';

/**
 * The rules tables against what is really served: every mounted REST route
 * and every root GraphQL field has a rule, and every money-moving one takes
 * an Idempotency-Key. A new route or field without a rule fails here.
 */
let mounted: RouteEntry[];

beforeAll(async () => {
  // No subgraph is called: the gateway only composes their SDL and mounts its routes.
  const urls = Object.fromEntries(subgraphNames.map((name) => [name, `http://127.0.0.1:9/${name}/graphql`])) as Record<SubgraphName, string>;
  const gateway = await startGateway({
    config: gatewayConfigSchema.parse({ PORT: 0, INTERNAL_AUTH_SECRET: randomBytes(32).toString('hex') }),
    subgraphUrls: urls,
    store: createMemoryStore(),
    secret: randomBytes(32).toString('hex'),
    logger: silentLogger(),
  });
  mounted = gateway.routes.filter((route) => route.path.startsWith('/api/'));
  await gateway.stop();
});

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

describe('REST route rules (src/rest/route-rules.ts)', () => {
  it('has exactly one rule for every mounted /api route', () => {
    expect(mounted.length).toBeGreaterThan(50);
    const missing = mounted.filter((route) => ruleFor(route.method, route.path)?.path !== route.path).map((route) => `${route.method} ${route.path}`);
    expect(missing).toEqual([]);
  });

  it('has no rule for a route that is not mounted', () => {
    const stale = routeRules.filter((rule) => !mounted.some((route) => route.method === rule.method && route.path === rule.path));
    expect(stale.map((rule) => `${rule.method} ${rule.path}`)).toEqual([]);
  });

  it('names only fields that exist, and is never looser than the fields it runs', () => {
    for (const rule of routeRules) {
      for (const name of rule.fields) {
        const root = mutationFields[name] ? 'Mutation' : 'Query';
        expect([name, Boolean(mutationFields[name] ?? queryFields[name])]).toEqual([name, true]);
        const field = fieldRule(name, root);
        expect([`${rule.method} ${rule.path}`, name, accessRank[rule.access] >= accessRank[field?.access ?? 'admin']]).toEqual([`${rule.method} ${rule.path}`, name, true]);
      }
    }
  });

  it('flags every route that runs a money-moving mutation, and only those', () => {
    const runsMoney = (fields: readonly string[]) => fields.some((name) => MONEY_MUTATIONS.includes(name));
    const unflagged = routeRules.filter((rule) => runsMoney(rule.fields) && !rule.idempotency).map((rule) => `${rule.method} ${rule.path}`);
    expect(unflagged).toEqual([]);
    // The deposit upload is not GraphQL (the payments service stores it with its key); every other flag runs a money mutation.
    const stray = routeRules.filter((rule) => rule.idempotency === 'gateway' && !runsMoney(rule.fields)).map((rule) => `${rule.method} ${rule.path}`);
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

  it('lists the same money-moving mutations as the gateway, each taking an idempotencyKey', () => {
    const money = Object.keys(mutationFields).filter((name) => fieldRule(name, 'Mutation')?.money);
    expect(money.sort()).toEqual([...MONEY_MUTATIONS].sort());
    const withoutKey = money.filter((name) => !takesIdempotencyKey(mutationFields[name] as GraphQLField<unknown, unknown>));
    expect(withoutKey).toEqual([]);
  });
});
