import { z } from 'zod';

/** Events of the draws service (docs/product-rules.md#payouts). Amounts in minor units. */
const base = {
  id: z.string().uuid(),
  occurredAt: z.string().datetime(),
};
const drawId = z.string().uuid();
const userId = z.string().uuid();
const minor = z.number().int().nonnegative();
const period = z.enum(['hourly', 'daily', 'weekly', 'monthly', 'yearly', 'custom']);

/**
 * Why a subscription bought nothing for a draw: `balance` (wallet short; never topped up),
 * `limit` (a deposit/spend/loss limit or a cap refused it), `excluded` (time-out, self-exclusion,
 * age or account status), `closed` (sales closed or the draw sold out before the buy),
 * `prize-pool-below-minimum` (the subscription's prize-pool condition was not met), `rejected`
 * (any other refusal of the purchase).
 */
export const subscriptionSkipReason = z.enum(['balance', 'limit', 'excluded', 'closed', 'prize-pool-below-minimum', 'rejected']);
export type SubscriptionSkipReason = z.infer<typeof subscriptionSkipReason>;
const subscriptionOutcome = {
  ...base,
  subscriptionId: z.string().uuid(),
  userId,
  drawId,
  drawName: z.string(),
  period,
  tickets: z.number().int().positive(),
};

export const drawsEventSchemas = {
  /** Sales open; the seed commitment is public from now on. */
  'draws.draw.opened.v1': z.object({
    ...base,
    drawId,
    name: z.string(),
    period,
    ticketPriceMinor: minor,
    maxTickets: z.number().int().positive(),
    drawDate: z.string().datetime(),
    seedCommitment: z.string(),
  }),
  /** Sales closed; the ticket list hash is public from now on. */
  'draws.draw.closed.v1': z.object({
    ...base,
    drawId,
    ticketListHash: z.string(),
    ticketsSold: z.number().int().nonnegative(),
    salesMinor: minor,
    /** The future drand quicknet round bound at the close, and when the fallback applies without it. */
    beaconRound: z.number().int().positive().optional(),
    beaconFallbackAt: z.string().datetime().optional(),
  }),
  /** Winners drawn and the seed revealed. */
  'draws.draw.completed.v1': z.object({
    ...base,
    drawId,
    seed: z.string(),
    prizePoolMinor: minor,
    adminProfitMinor: minor,
    winners: z.array(z.object({ rank: z.number().int().positive(), ticketNumber: z.string(), userId, prizeMinor: minor })),
  }),
  /** A draw with no ticket sold at its date moved forward one period. */
  'draws.draw.rolled-forward.v1': z.object({ ...base, drawId, previousDrawDate: z.string().datetime(), drawDate: z.string().datetime() }),
  /** Cancelled (a custom draw with no tickets, or deleted by an admin); its tickets are refunded. */
  'draws.draw.cancelled.v1': z.object({ ...base, drawId, reason: z.string() }),
  'draws.ticket.purchased.v1': z.object({
    ...base,
    purchaseId: z.string().uuid(),
    drawId,
    userId,
    quantity: z.number().int().positive(),
    totalMinor: minor,
    discountMinor: minor,
  }),
  'draws.payout.created.v1': z.object({
    ...base,
    payoutId: z.string().uuid(),
    drawId,
    userId,
    rank: z.number().int().positive(),
    ticketNumber: z.string(),
    amountMinor: minor,
  }),
  'draws.payout.paid.v1': z.object({ ...base, payoutId: z.string().uuid(), drawId, userId, amountMinor: minor, transferId: z.string().uuid() }),
  'draws.payout.failed.v1': z.object({ ...base, payoutId: z.string().uuid(), drawId, userId, amountMinor: minor, adminNotes: z.string() }),
  /** A subscription bought its tickets for a draw: an ordinary purchase (key `subscription:<id>:<drawId>`). */
  'draws.subscription.bought.v1': z.object({
    ...subscriptionOutcome,
    purchaseId: z.string().uuid(),
  }),
  /** A subscription bought nothing for a draw (never retried into a later draw); `reason` says why. */
  'draws.subscription.skipped.v1': z.object({
    ...subscriptionOutcome,
    reason: subscriptionSkipReason,
    purchaseId: z.string().uuid().optional(),
  }),
} as const;
