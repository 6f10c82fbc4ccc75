import { formatMinor } from '@nova/money';
import { awaitingApproval, type SubgraphContext, type SubgraphResolvers } from '@nova/platform';
import { findDraw, type DrawRecord } from './db/draws';
import { countUserTicketsInDraw } from './db/tickets';
import { winnersOfDraw } from './db/winners';
import type { DrawsDeps } from './deps';
import { firstPrizeMinor, prizePoolMinor } from './draw-queries';
import { winnerView } from './views';

const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** The Draw type, and `draw` on every type that points at one. */
export function drawTypeResolvers(deps: DrawsDeps): SubgraphResolvers {
  const drawOf = async (parent: { drawId: string }) => findDraw(deps.db, parent.drawId);
  return {
    Draw: {
      __resolveReference: async (reference: { id: string }) => {
        const draw = await findDraw(deps.db, reference.id).catch(() => null);
        return draw && !draw.deletedAt ? draw : null;
      },
      ticketPrice: (draw: DrawRecord) => formatMinor(draw.ticketPriceMinor),
      ticketsRemaining: (draw: DrawRecord) => Math.max(0, draw.maxTickets - draw.ticketsReserved),
      drawDate: (draw: DrawRecord) => draw.drawDate.toISOString(),
      opensAt: (draw: DrawRecord) => draw.opensAt.toISOString(),
      prizePool: (draw: DrawRecord) => formatMinor(prizePoolMinor(draw, deps.settings.adminProfitPercentage)),
      firstPrize: (draw: DrawRecord) => formatMinor(firstPrizeMinor(draw, deps.settings.adminProfitPercentage)),
      // The seed stays secret until the winners are drawn: it decides them.
      seed: (draw: DrawRecord) => (draw.status === 'completed' ? draw.seed : null),
      completedAt: (draw: DrawRecord) => isoOrNull(draw.completedAt),
      createdAt: (draw: DrawRecord) => draw.createdAt.toISOString(),
      archived: (draw: DrawRecord) => draw.archivedAt !== null,
      winners: async (draw: DrawRecord) => (draw.status === 'completed' ? (await winnersOfDraw(deps.db, draw.id)).map(winnerView) : []),
      myTicketCount: (draw: DrawRecord, _args: unknown, context: SubgraphContext) =>
        context.caller ? countUserTicketsInDraw(deps.db, context.caller.userId, draw.id) : 0,
    },
    Ticket: { draw: drawOf },
    TicketPurchase: { draw: drawOf },
    Payout: {
      draw: drawOf,
      // Four-eyes approval: a manual payout held for a second admin (payout-approvals.ts).
      pendingApproval: async (payout: { id: string }) => (await awaitingApproval(deps.db, [payout.id])).has(payout.id),
    },
    ProfitRecord: { draw: drawOf },
  };
}
