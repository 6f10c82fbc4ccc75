import { enqueueEvent, type Sql } from '@nova/platform';
import type { DrawRecord } from './db/draws';

/**
 * The draws service publishes (through the outbox, in the transaction that
 * made the change) and consumes nothing yet:
 * - draws.draw.opened.v1 / closed.v1 / completed.v1 / rolled-forward.v1 / cancelled.v1;
 * - draws.ticket.purchased.v1 when a purchase's tickets are written;
 * - draws.payout.created.v1 / paid.v1 / failed.v1.
 * Service-to-service it asks the wallet (wallet.debit.v1, wallet.credit.v1).
 */
export function announceDrawOpened(tx: Sql, draw: DrawRecord) {
  return enqueueEvent(tx, 'draws.draw.opened.v1', {
    drawId: draw.id,
    name: draw.name,
    period: draw.period,
    ticketPriceMinor: draw.ticketPriceMinor,
    maxTickets: draw.maxTickets,
    drawDate: draw.drawDate.toISOString(),
    seedCommitment: draw.seedCommitment,
  });
}

export function announceDrawCancelled(tx: Sql, drawId: string, reason: string) {
  return enqueueEvent(tx, 'draws.draw.cancelled.v1', { drawId, reason });
}
