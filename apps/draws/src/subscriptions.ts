import { randomUUID } from 'node:crypto';
import type { CallerIdentity } from '@nova/contracts';
import { parseAmount } from '@nova/money';
import { AppError, requirePlayer } from '@nova/platform';
import { isRecurring } from '@nova/rules';
import { z } from 'zod';
import { findDraw, queryDraws, type DrawRecord } from './db/draws';
import {
  findSubscriptionOfUser,
  historyOfSubscription,
  insertSubscription,
  subscriptionsOfUser,
  transitionSubscription,
  type SubscriptionDrawRecord,
  type SubscriptionRecord,
  type SubscriptionStatus,
} from './db/subscriptions';
import type { DrawsDeps } from './deps';
import { MAX_TICKETS_PER_PURCHASE, parseId, parseInput, uuid } from './inputs';

/** A player's subscriptions to a recurring draw series (docs/product-rules.md#subscriptions). */

const subscribeInput = z.object({
  drawId: uuid,
  ticketsPerDraw: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(MAX_TICKETS_PER_PURCHASE, `at most ${MAX_TICKETS_PER_PURCHASE} tickets per draw`),
  drawLimit: z.number().int('must be a whole number').min(1, 'must be at least 1').max(1000, 'at most 1000 draws').nullish(),
  minPrizePool: z
    .string()
    .transform((text, context) => {
      try {
        const minor = parseAmount(text);
        if (minor >= 0) return minor;
      } catch {
        // reported below
      }
      context.addIssue({ code: 'custom', message: 'must be an amount with at most two decimals' });
      return z.NEVER;
    })
    .nullish(),
});

/** How many subscriptions a player may hold at once (active or paused): a bound on the scheduler's work. */
export const MAX_OPEN_SUBSCRIPTIONS = 20;

export async function subscribe(deps: DrawsDeps, caller: CallerIdentity | null, rawInput: unknown): Promise<SubscriptionRecord> {
  const player = requirePlayer(caller);
  const input = parseInput(subscribeInput, rawInput);
  const draw = await findDraw(deps.db, input.drawId);
  if (!draw || draw.deletedAt) throw new AppError('NOT_FOUND', 'Draw not found');
  if (!isRecurring(draw.period)) throw new AppError('BAD_USER_INPUT', 'A one-off (custom) draw cannot be subscribed to; choose a recurring draw', { field: 'drawId' });
  const open = (await subscriptionsOfUser(deps.db, player.userId)).filter((held) => held.status === 'active' || held.status === 'paused');
  if (open.length >= MAX_OPEN_SUBSCRIPTIONS) throw new AppError('CONFLICT', `You can hold at most ${MAX_OPEN_SUBSCRIPTIONS} subscriptions at once; cancel one first`);
  return insertSubscription(deps.db, {
    id: randomUUID(),
    userId: player.userId,
    seriesId: draw.seriesId,
    drawName: draw.name,
    period: draw.period,
    ticketsPerDraw: input.ticketsPerDraw,
    drawLimit: input.drawLimit ?? null,
    minPrizePoolMinor: input.minPrizePool ?? null,
  });
}

export async function mySubscriptions(deps: DrawsDeps, caller: CallerIdentity | null): Promise<SubscriptionRecord[]> {
  const player = requirePlayer(caller);
  return subscriptionsOfUser(deps.db, player.userId);
}

export async function subscriptionHistory(deps: DrawsDeps, caller: CallerIdentity | null, rawId: unknown): Promise<SubscriptionDrawRecord[]> {
  const subscription = await ownSubscription(deps, caller, rawId);
  return historyOfSubscription(deps.db, subscription.id);
}

const changes = {
  pause: { from: ['active'], to: 'paused', refusal: 'Only an active subscription can be paused' },
  resume: { from: ['paused'], to: 'active', refusal: 'Only a paused subscription can be resumed' },
  cancel: { from: ['active', 'paused'], to: 'cancelled', refusal: 'This subscription has already ended' },
} as const satisfies Record<string, { from: readonly SubscriptionStatus[]; to: SubscriptionStatus; refusal: string }>;

/** Pause, resume or cancel (final). A draw already claimed for buying still gets its outcome. */
export async function changeSubscription(deps: DrawsDeps, caller: CallerIdentity | null, rawId: unknown, change: keyof typeof changes): Promise<SubscriptionRecord> {
  const subscription = await ownSubscription(deps, caller, rawId);
  const rule = changes[change];
  const changed = await transitionSubscription(deps.db, subscription.id, rule.from, rule.to);
  if (!changed) throw new AppError('CONFLICT', rule.refusal, { status: (await findSubscriptionOfUser(deps.db, subscription.userId, subscription.id))?.status });
  return changed;
}

async function ownSubscription(deps: DrawsDeps, caller: CallerIdentity | null, rawId: unknown): Promise<SubscriptionRecord> {
  const player = requirePlayer(caller);
  const id = parseId(rawId, 'Subscription');
  const subscription = await findSubscriptionOfUser(deps.db, player.userId, id);
  if (!subscription) throw new AppError('NOT_FOUND', 'Subscription not found');
  return subscription;
}

/** The series' draw a subscription buys next: the open or upcoming one with the soonest date. */
export async function nextDrawOfSeries(deps: DrawsDeps, seriesId: string): Promise<DrawRecord | null> {
  const [draw] = await queryDraws(
    deps.db,
    `SELECT * FROM draws WHERE series_id = $1 AND status IN ('upcoming', 'active') AND deleted_at IS NULL ORDER BY draw_date LIMIT 1`,
    [seriesId],
  );
  return draw ?? null;
}
