import { claimStalePurchases } from './db/purchases';
import type { DrawsDeps } from './deps';
import { driveToEnd } from './purchase-saga';

/**
 * Repairs purchases a crash left between saga steps: a `pending` one gets its
 * debit retried under the same key (the wallet answers a retry with the first
 * result, so money moves at most once) and then its tickets, or a refund when
 * the draw closed meanwhile; a `refunding` one gets its refund retried.
 * Runs at start and on every scheduler tick, on every replica: claims are
 * shared with SKIP LOCKED, and every step is idempotent anyway.
 */
export async function reconcilePurchases(deps: DrawsDeps, staleAfterMs = deps.settings.purchaseStaleAfterMs): Promise<number> {
  const stale = await claimStalePurchases(deps.db, staleAfterMs);
  let repaired = 0;
  for (const purchase of stale) {
    try {
      await driveToEnd(deps, purchase);
      repaired += 1;
    } catch (error) {
      // A refused debit or a refund are ends too; anything else waits for the next tick.
      const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
      if (code === 'INSUFFICIENT_BALANCE' || code === 'LIMIT_REACHED' || code === 'PLAY_BLOCKED' || code === 'DRAW_CLOSED') repaired += 1;
      else deps.logger.warn({ err: error, purchaseId: purchase.id }, 'purchase repair failed; retrying on the next tick');
    }
  }
  return repaired;
}
