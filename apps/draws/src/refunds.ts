import type { Sql } from '@nova/platform';
import { freezeSales } from './db/draws';
import { findPurchase, transitionPurchase, type PurchaseRecord } from './db/purchases';
import { debitKey } from './purchase-saga';
import type { DrawsDeps } from './deps';
import { announceDrawCancelled } from './events';

/** One refund per purchase, whatever asked for it (a draw that closed mid-purchase, or a cancelled draw). */
export const refundKey = (purchaseId: string) => `purchase-refund:${purchaseId}`;

/**
 * Returns a `refunding` purchase's money. Idempotent: the wallet moves it
 * once per key, and only one worker moves the purchase to `refunded`.
 */
export async function refundPurchase(deps: DrawsDeps, purchase: PurchaseRecord): Promise<void> {
  if (purchase.status !== 'refunding') return;
  await deps.bus.request('wallet.credit.v1', {
    userId: purchase.userId,
    amountMinor: purchase.totalMinor,
    idempotencyKey: refundKey(purchase.id),
    kind: 'ticket_refund',
    // The wallet returns each part where the purchase took it from (cash or bonus money).
    refundOf: debitKey(purchase.id),
    memo: `Refund of purchase ${purchase.id}`,
  });
  await transitionPurchase(deps.db, purchase.id, 'refunding', 'refunded');
}

/**
 * Cancels an open draw inside the caller's transaction: its tickets show as
 * refunded and its paid purchases turn to `refunding`. Purchases still in
 * flight see the cancelled draw at their last step and refund themselves.
 * The money moves after the commit (`refundCancelledDraw`), and the
 * reconciler finishes any refund a crash interrupted.
 */
export async function cancelDrawInTx(tx: Sql, drawId: string, reason: string): Promise<void> {
  // What it had sold stays on the draw (purchases turn to refunds below).
  await freezeSales(tx, drawId);
  await tx.query("UPDATE draws SET status = 'cancelled', cancelled_at = now() WHERE id = $1", [drawId]);
  await tx.query("UPDATE tickets SET status = 'refunded' WHERE draw_id = $1 AND status = 'active'", [drawId]);
  await tx.query(
    "UPDATE purchases SET status = 'refunding', updated_at = now() WHERE draw_id = $1 AND status = 'completed'",
    [drawId],
  );
  await announceDrawCancelled(tx, drawId, reason);
}

export async function refundCancelledDraw(deps: DrawsDeps, drawId: string): Promise<void> {
  const { rows } = await deps.db.query<{ id: string }>("SELECT id FROM purchases WHERE draw_id = $1 AND status = 'refunding'", [drawId]);
  for (const row of rows) {
    const purchase = await findPurchase(deps.db, row.id);
    if (!purchase) continue;
    try {
      await refundPurchase(deps, purchase);
    } catch (error) {
      deps.logger.warn({ err: error, purchaseId: purchase.id }, 'refund failed; the reconciler retries it');
    }
  }
}
