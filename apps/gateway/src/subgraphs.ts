import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The subgraphs the gateway federates, in composition order. */
export const subgraphNames = ['identity', 'wallet', 'draws', 'payments', 'content', 'notifications'] as const;
export type SubgraphName = (typeof subgraphNames)[number];

const appsDir = join(__dirname, '..', '..');

export function readSubgraphSdl(name: SubgraphName): string {
  return readFileSync(join(appsDir, name, 'src', 'schema.graphql'), 'utf8');
}
