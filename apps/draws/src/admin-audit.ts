import type { CallerIdentity } from '@nova/contracts';
import { formatMinor } from '@nova/money';
import { enqueueEvent, type Sql } from '@nova/platform';
import type { DrawRecord } from './db/draws';
import type { PayoutRecord } from './db/payouts';

/**
 * The content service keeps the audit log of every admin action (who, what,
 * when, before/after); this service tells it through its outbox, in the same
 * transaction as the change, so an action is logged exactly when it happened.
 */
export function recordAdminAction(
  tx: Sql,
  admin: CallerIdentity,
  action: string,
  target: { type: 'draw' | 'payout'; id: string },
  before: unknown,
  after: unknown,
) {
  return enqueueEvent(tx, 'admin.action.recorded.v1', { actorUserId: admin.userId, action, targetType: target.type, targetId: target.id, before, after });
}

/** What the audit log shows of a draw. */
export const drawSnapshot = (draw: DrawRecord) => ({
  name: draw.name,
  period: draw.period,
  status: draw.status,
  ticketPrice: formatMinor(draw.ticketPriceMinor),
  maxTickets: draw.maxTickets,
  drawDate: draw.drawDate.toISOString(),
  ticketsSold: draw.ticketsSold,
});

/** What the audit log shows of a payout. */
export const payoutSnapshot = (payout: PayoutRecord) => ({
  status: payout.status,
  amount: formatMinor(payout.amountMinor),
  userId: payout.userId,
  drawId: payout.drawId,
  ticketNumber: payout.ticketNumber,
  adminNotes: payout.adminNotes,
});
