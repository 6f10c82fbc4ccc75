/**
 * `GET /api/draws/current` through the gateway (REST route → supergraph
 * query plan → draws subgraph) against the same selection asked of the draws
 * subgraph's own /graphql: what the gateway costs on a read.
 */
import { print } from 'graphql';
import { CurrentDrawsDocument } from '../../apps/gateway/src/rest/gql/graphql';
import type { BenchStack } from './bench-stack';
import { fixedConcurrencyLoad, mergeRounds, type LoadResult } from './http-load';

export const READ_CONCURRENCY = 20;
/** Gateway and subgraph take turns, so that a busy spell on a shared machine falls on both. */
export const READ_ROUNDS = 5;

// The very document the REST route sends, so both sides select the same fields.
const directQuery = JSON.stringify({ query: print(CurrentDrawsDocument) });

async function throughGateway(url: string): Promise<unknown> {
  const response = await fetch(`${url}/api/draws/current`);
  if (response.status !== 200) throw new Error(`gateway: HTTP ${response.status}`);
  return response.json();
}

async function fromSubgraph(url: string): Promise<unknown> {
  const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: directQuery });
  const body = (await response.json()) as { data?: { currentDraws: unknown }; errors?: unknown };
  if (response.status !== 200 || !body.data) throw new Error(`draws subgraph: HTTP ${response.status} ${JSON.stringify(body.errors ?? body).slice(0, 200)}`);
  return body.data.currentDraws;
}

export async function benchCurrentDrawReads(stack: BenchStack, durationMs: number): Promise<{ gateway: LoadResult; direct: LoadResult }> {
  // The same read: both answers list the same draws.
  const [viaGateway, direct] = (await Promise.all([throughGateway(stack.gatewayUrl), fromSubgraph(stack.drawsUrl)])) as [Array<{ id: string }>, Array<{ id: string }>];
  const ids = (draws: Array<{ id: string }>) => draws.map((draw) => draw.id).sort().join(',');
  if (viaGateway.length === 0 || ids(viaGateway) !== ids(direct)) throw new Error('the gateway and the draws subgraph list different current draws');
  const load = (read: (url: string) => Promise<unknown>, url: string) =>
    fixedConcurrencyLoad({ concurrency: READ_CONCURRENCY, durationMs: durationMs / READ_ROUNDS, warmupMs: 1000, request: async () => (await read(url), true) });
  const gateway: LoadResult[] = [];
  const subgraph: LoadResult[] = [];
  for (let round = 0; round < READ_ROUNDS; round += 1) {
    gateway.push(await load(throughGateway, stack.gatewayUrl));
    subgraph.push(await load(fromSubgraph, stack.drawsUrl));
  }
  return { gateway: mergeRounds(gateway), direct: mergeRounds(subgraph) };
}
