import type { SubgraphContext, SubgraphResolvers } from '@nova/platform';
import type { DrawRecord } from './db/draws';
import type { DrawsDeps } from './deps';
import { publicResult, publicResults } from './public-results';
import { myReceipt, receiptOfPurchase, receiptView } from './receipts';
import { merkleRootOf, ticketInclusionProof } from './ticket-merkle';

type Args = Record<string, unknown>;
type Resolver = (parent: unknown, args: Args, context: SubgraphContext) => unknown;
type ResolverMap = Record<string, Resolver | object>;

/**
 * The fields anyone uses to check us (fair-draw.md): signed receipts, the
 * receipt keys, Merkle roots and inclusion proofs, and the public results
 * archive. Added to the service's resolvers type by type.
 */
function trustResolvers(deps: DrawsDeps): Record<string, ResolverMap> {
  return {
    Query: {
      receiptKeys: () => deps.receiptKeys.published,
      myReceipt: async (_p, args, context) => receiptView(await myReceipt(deps, context.caller, args.purchaseId)),
      ticketInclusionProof: (_p, args) => ticketInclusionProof(deps, args.drawId, args.ticketNumber),
      publicResults: (_p, args) => publicResults(deps, args.page, args.pageSize),
      publicResult: (_p, args) => publicResult(deps, args.id),
    },
    Draw: {
      status: publicStatus,
      merkleRoot: (draw: DrawRecord) => merkleRootOf(deps.db, draw.id),
      beaconFallbackAt: (draw: DrawRecord) => draw.beaconFallbackAt?.toISOString() ?? null,
      beaconWaitReason: (draw: DrawRecord) => (draw.status === 'drawing' ? draw.beaconLastError : null),
    },
    DrawVerification: {
      merkleRoot: (verification: { drawId: string }) => merkleRootOf(deps.db, verification.drawId),
    },
    TicketPurchase: {
      // The buyer's answer carries the receipt: every purchase returns one.
      receipt: async (purchase: { id: string }) => {
        const signed = await receiptOfPurchase(deps.db, deps.receiptKeys, purchase.id);
        return signed ? receiptView(signed) : null;
      },
    },
  };
}

/**
 * A draw waiting for its beacon round reads as 'active' past its draw date,
 * which every client already shows as "sales closed, drawing"; the schema's
 * enum stays as clients know it.
 */
export function publicStatus(draw: Pick<DrawRecord, 'status'>): string {
  return draw.status === 'drawing' ? 'active' : draw.status;
}

export function withTrustResolvers(deps: DrawsDeps, resolvers: SubgraphResolvers): SubgraphResolvers {
  const merged: Record<string, unknown> = { ...resolvers };
  for (const [typeName, fields] of Object.entries(trustResolvers(deps))) {
    merged[typeName] = { ...((resolvers as Record<string, object>)[typeName] ?? {}), ...fields };
  }
  return merged as SubgraphResolvers;
}
