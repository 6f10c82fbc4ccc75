import type { CallerIdentity, SubscriptionSkipReason } from '@nova/contracts';
import { enqueueEvent, isAppError } from '@nova/platform';
import { splitPool } from '@nova/rules';
import { findDraw, type DrawRecord } from './db/draws';
import { findPurchaseByKey } from './db/purchases';
import {
  claimStaleSubscriptionDraws,
  claimSubscriptionDraw,
  countBoughtDraw,
  decideSubscriptionDraw,
  dueSubscriptionBuys,
  findSubscription,
  type DueBuy,
  type SubscriptionRecord,
} from './db/subscriptions';
import type { DrawsDeps } from './deps';
import { buyTickets } from './purchase-saga';

/**
 * Subscription buys (docs/product-rules.md#subscriptions). When a draw of a
 * subscribed series comes within `subscriptionBuyLeadMs` of its close, every
 * active subscription of the series gets exactly one outcome for it:
 * 1. claim: a unique (subscription, draw) row, so of several scheduler
 *    replicas exactly one buys;
 * 2. buy: an ordinary purchase through the saga under the key
 *    `subscription:<subscription>:<draw>` (prices, discounts, caps, limits,
 *    time-outs and self-exclusion apply as to a hand-bought ticket), or a
 *    skip when the prize pool is under the subscription's minimum;
 * 3. decide: one transaction writes the outcome, counts a bought draw and
 *    announces draws.subscription.bought.v1 or skipped.v1.
 * A crash between 1 and 3 leaves a claim that the reconciler finishes with
 * the same key: the saga joins the purchase made before the crash, if any.
 */

/** SUBSCRIPTION_BUY_LEAD_MS's default: 10 minutes before sales close. */
const DEFAULT_BUY_LEAD_MS = 600_000;

export const subscriptionPurchaseKey = (subscriptionId: string, drawId: string) => `subscription:${subscriptionId}:${drawId}`;

/** One pass: claim and buy every due (subscription, draw). Returns how many this replica decided. */
export async function buySubscriptionDraws(deps: DrawsDeps, leadMs = deps.settings.subscriptionBuyLeadMs ?? DEFAULT_BUY_LEAD_MS): Promise<number> {
  let decided = 0;
  for (const due of await dueSubscriptionBuys(deps.db, leadMs)) {
    if (!(await claimSubscriptionDraw(deps.db, due.subscriptionId, due.drawId))) continue; // another replica has it, or it is no longer active
    await deps.faults?.afterSubscriptionClaim?.(due);
    if (await finishClaim(deps, due)) decided += 1;
  }
  return decided;
}

/** Finishes claims a crash left without an outcome; runs on every scheduler tick, on every replica. */
export async function reconcileSubscriptionDraws(deps: DrawsDeps, staleAfterMs = deps.settings.purchaseStaleAfterMs): Promise<number> {
  let decided = 0;
  for (const claim of await claimStaleSubscriptionDraws(deps.db, staleAfterMs)) {
    if (await finishClaim(deps, claim)) decided += 1;
  }
  return decided;
}

type Outcome = { status: 'bought'; purchaseId: string } | { status: 'skipped'; reason: SubscriptionSkipReason; purchaseId: string | null };

/** Buys or skips a claimed draw and records it; false when the outcome stays unknown (the reconciler retries). */
async function finishClaim(deps: DrawsDeps, claim: DueBuy): Promise<boolean> {
  const subscription = await findSubscription(deps.db, claim.subscriptionId);
  const draw = await findDraw(deps.db, claim.drawId);
  if (!subscription || !draw) throw new Error(`claim of a missing subscription or draw: ${claim.subscriptionId}/${claim.drawId}`);
  try {
    const outcome = await buyOrSkip(deps, subscription, draw);
    if (!outcome) return false;
    await recordOutcome(deps, subscription, draw, outcome);
    return true;
  } catch (error) {
    deps.logger.warn({ err: error, ...claim }, 'subscription buy failed; the reconciler retries it with the same key');
    return false;
  }
}

async function buyOrSkip(deps: DrawsDeps, subscription: SubscriptionRecord, draw: DrawRecord): Promise<Outcome | null> {
  const key = subscriptionPurchaseKey(subscription.id, draw.id);
  // After a crash the purchase may exist already: finish it, whatever the pool or the account says now.
  const earlier = await findPurchaseByKey(deps.db, subscription.userId, key);
  if (!earlier) {
    if (!(await canPlay(deps, subscription.userId))) return { status: 'skipped', reason: 'excluded', purchaseId: null };
    if (belowMinimumPool(deps, subscription, draw)) return { status: 'skipped', reason: 'prize-pool-below-minimum', purchaseId: null };
  }
  try {
    const { purchase } = await buyTickets(deps, subscriber(subscription), { drawId: draw.id, quantity: subscription.ticketsPerDraw, idempotencyKey: key });
    return { status: 'bought', purchaseId: purchase.id };
  } catch (error) {
    const reason = isAppError(error) ? skipReason(error.code) : null;
    if (!reason) throw error; // unknown outcome (e.g. the wallet did not answer): stays claimed
    const failed = await findPurchaseByKey(deps.db, subscription.userId, key);
    return { status: 'skipped', reason, purchaseId: failed?.id ?? null };
  }
}

/** The buy acts for the player, as a session of theirs would (the saga checks the rest through the wallet). */
function subscriber(subscription: SubscriptionRecord): CallerIdentity {
  return { userId: subscription.userId, isAdmin: false, sessionId: `subscription:${subscription.id}` };
}

/** A suspended or deleted account buys nothing (a session of theirs would be refused too). */
async function canPlay(deps: DrawsDeps, userId: string): Promise<boolean> {
  const { rows } = await deps.db.query<{ status: string }>('SELECT status FROM user_access WHERE user_id = $1', [userId]);
  return (rows[0]?.status ?? 'active') === 'active';
}

/** The pool as the draw stands now: sales so far less the admin's share (docs/product-rules.md#prize-split). */
function belowMinimumPool(deps: DrawsDeps, subscription: SubscriptionRecord, draw: DrawRecord): boolean {
  if (subscription.minPrizePoolMinor === null) return false;
  return splitPool(draw.salesMinor, deps.settings.adminProfitPercentage).prizePoolMinor < subscription.minPrizePoolMinor;
}

/** Refusals that end the claim as a skip; anything else leaves the outcome unknown. */
function skipReason(code: string): SubscriptionSkipReason | null {
  switch (code) {
    case 'INSUFFICIENT_BALANCE':
      return 'balance';
    case 'LIMIT_REACHED':
      return 'limit';
    case 'PLAY_BLOCKED':
    case 'ACCOUNT_SUSPENDED':
    case 'UNAUTHENTICATED':
    case 'FORBIDDEN':
      return 'excluded';
    case 'DRAW_CLOSED':
    case 'DRAW_FULL':
    case 'NOT_FOUND':
      return 'closed';
    case 'BAD_USER_INPUT':
    case 'CONFLICT':
    case 'IDEMPOTENCY_CONFLICT':
      return 'rejected';
    default:
      return null;
  }
}

async function recordOutcome(deps: DrawsDeps, subscription: SubscriptionRecord, draw: DrawRecord, outcome: Outcome): Promise<void> {
  const written = await deps.db.transaction(async (tx) => {
    // The subscription's row first, as a claim takes it: a claim of this pair waiting on
    // the outcome's row while this waited on the subscription was a deadlock.
    await findSubscription(tx, subscription.id, { forUpdate: true });
    const first = await decideSubscriptionDraw(tx, subscription.id, draw.id, { reason: null, ...outcome });
    if (!first) return false; // another worker recorded it
    const event = { subscriptionId: subscription.id, userId: subscription.userId, drawId: draw.id, drawName: draw.name, period: subscription.period, tickets: subscription.ticketsPerDraw };
    if (outcome.status === 'bought') {
      await countBoughtDraw(tx, subscription.id);
      await enqueueEvent(tx, 'draws.subscription.bought.v1', { ...event, purchaseId: outcome.purchaseId });
    } else {
      await enqueueEvent(tx, 'draws.subscription.skipped.v1', { ...event, reason: outcome.reason, ...(outcome.purchaseId ? { purchaseId: outcome.purchaseId } : {}) });
    }
    return true;
  });
  if (written) deps.afterCommit();
}
