import { queryDraws } from './db/draws';
import type { DrawsDeps } from './deps';
import { announceDrawOpened } from './events';
import { runDueDraws } from './draw-runs';
import { payPromisedPayouts } from './payouts';
import { reconcilePurchases } from './purchase-reconciler';
import { buySubscriptionDraws, reconcileSubscriptionDraws } from './subscription-buys';

/** Upcoming draws whose sales open now become active (and announce it). */
export async function openDueSales(deps: DrawsDeps): Promise<number> {
  const opened = await deps.db.transaction(async (tx) => {
    const draws = await queryDraws(
      tx,
      `UPDATE draws SET status = 'active' WHERE status = 'upcoming' AND opens_at <= now() AND deleted_at IS NULL RETURNING *`,
    );
    for (const draw of draws) await announceDrawOpened(tx, draw);
    return draws.length;
  });
  if (opened > 0) deps.afterCommit();
  return opened;
}

/** Completed draws leave the lists 2 months after completion; every record is kept (docs/product-rules.md#draw-archive). */
export async function archiveOldDraws(deps: DrawsDeps): Promise<number> {
  const { rowCount } = await deps.db.query(
    `UPDATE draws SET archived_at = now()
     WHERE status = 'completed' AND archived_at IS NULL AND completed_at <= now() - make_interval(days => $1)`,
    [deps.settings.archiveAfterDays],
  );
  return rowCount;
}

/** One pass of every periodic job (service.ts runs it on an interval), in the order money wants: finish purchases and subscription buys before closing draws. */
export async function schedulerTick(deps: DrawsDeps): Promise<void> {
  const jobs: Array<[string, () => Promise<unknown>]> = [
    ['reconcile purchases', () => reconcilePurchases(deps)],
    ['reconcile subscription buys', () => reconcileSubscriptionDraws(deps)],
    ['open sales', () => openDueSales(deps)],
    // Before due draws close: a buy at the last moment still gets its tickets or a 'closed' skip.
    ['buy subscriptions', () => buySubscriptionDraws(deps)],
    ['run due draws', () => runDueDraws(deps)],
    ['pay payouts', () => payPromisedPayouts(deps)],
    ['archive draws', () => archiveOldDraws(deps)],
  ];
  for (const [name, job] of jobs) {
    try {
      await job();
    } catch (error) {
      deps.logger.error({ err: error, job: name }, 'scheduler job failed; retrying on the next tick');
    }
  }
}
