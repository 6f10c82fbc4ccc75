import type { SubgraphResolvers } from '@nova/platform';

export function drawsResolvers(): SubgraphResolvers {
  return {};
}
