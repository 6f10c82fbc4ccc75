import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serviceNames, type ServiceName } from '@nova/contracts';

/** The subgraphs the gateway federates, in composition order: every service of the service list. */
export const subgraphNames = serviceNames;
export type SubgraphName = ServiceName;

const appsDir = join(__dirname, '..', '..');

export function readSubgraphSdl(name: SubgraphName): string {
  return readFileSync(join(appsDir, name, 'src', 'schema.graphql'), 'utf8');
}
