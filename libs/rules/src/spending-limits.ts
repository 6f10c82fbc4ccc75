/**
 * Player-set spending limits (responsible gaming): a deposit, a loss and a
 * spend limit, each per day, week and month.
 *
 * Windows are rolling: "day" is the last 24 hours, "week" the last 7 days,
 * "month" the last 30 days, counted back from the moment of the request. A
 * rolling window cannot be dodged by waiting for midnight or the 1st.
 *
 * A lower limit (or a first one) applies at once; a higher limit or a
 * removal only after a cooling-off of 24 hours and a confirmation by the
 * player at that time.
 */

export const limitKinds = ['deposit', 'loss', 'spend'] as const;
export type LimitKind = (typeof limitKinds)[number];

export const limitPeriods = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof limitPeriods)[number];

const HOUR_MS = 3_600_000;
export const limitWindowMs: Record<LimitPeriod, number> = {
  day: 24 * HOUR_MS,
  week: 7 * 24 * HOUR_MS,
  month: 30 * 24 * HOUR_MS,
};

/** How long a raise or removal of a limit waits before the player may confirm it. */
export const LIMIT_RAISE_DELAY_MS = 24 * HOUR_MS;

/**
 * One movement counted by a limit: positive uses it up (a deposit, a ticket
 * bought), negative gives room back (a refunded ticket; for the loss limit,
 * a prize).
 */
export interface LimitMovement {
  at: Date;
  amountMinor: number;
}

export function isLimitKind(value: unknown): value is LimitKind {
  return typeof value === 'string' && (limitKinds as readonly string[]).includes(value);
}

export function isLimitPeriod(value: unknown): value is LimitPeriod {
  return typeof value === 'string' && (limitPeriods as readonly string[]).includes(value);
}

/** The start of the window that ends at `now` (exclusive: a movement exactly one window old has left it). */
export function windowStart(period: LimitPeriod, now: Date): Date {
  return new Date(now.getTime() - limitWindowMs[period]);
}

/** Net use of a limit in the window ending at `now`; below zero for the loss limit when prizes exceed spend. */
export function usedInWindow(movements: readonly LimitMovement[], period: LimitPeriod, now: Date): number {
  const from = windowStart(period, now).getTime();
  let total = 0;
  for (const movement of movements) {
    const at = movement.at.getTime();
    if (at > from && at <= now.getTime()) total += movement.amountMinor;
  }
  return total;
}

/** What the player may still use now; a net gain in the window (loss limit) adds to it. */
export function remainingInWindow(limitMinor: number, movements: readonly LimitMovement[], period: LimitPeriod, now: Date): number {
  return Math.max(0, limitMinor - usedInWindow(movements, period, now));
}

export type RoomDecision = { allowed: true } | { allowed: false; usedMinor: number; remainingMinor: number; resetsAt: Date | null };

/**
 * Whether `amountMinor` more fits under the limit now. When it does not,
 * `resetsAt` is the first moment it would fit if the player did nothing
 * else (older movements leave the window), or null when it never can (the
 * amount alone is above the limit).
 */
export function roomFor(input: {
  limitMinor: number;
  period: LimitPeriod;
  movements: readonly LimitMovement[];
  amountMinor: number;
  now: Date;
}): RoomDecision {
  const { limitMinor, period, movements, amountMinor, now } = input;
  const usedMinor = usedInWindow(movements, period, now);
  if (usedMinor + amountMinor <= limitMinor) return { allowed: true };
  const remainingMinor = Math.max(0, limitMinor - usedMinor);
  if (amountMinor > limitMinor) return { allowed: false, usedMinor, remainingMinor, resetsAt: null };
  // The use only changes when a movement leaves the window: try those moments in order.
  const exits = movements
    .map((movement) => movement.at.getTime() + limitWindowMs[period])
    .filter((exit) => exit > now.getTime())
    .sort((a, b) => a - b);
  for (const exit of exits) {
    if (usedInWindow(movements, period, new Date(exit)) + amountMinor <= limitMinor) {
      return { allowed: false, usedMinor, remainingMinor, resetsAt: new Date(exit) };
    }
  }
  return { allowed: false, usedMinor, remainingMinor, resetsAt: null };
}

/** A change the player asked for: a new amount, or null to remove the limit. */
export type LimitChange = { applies: 'now' } | { applies: 'after-delay'; confirmableAt: Date } | { applies: 'unchanged' };

/** When a requested limit takes effect: lower (or first) at once, higher or removed after the delay and a confirmation. */
export function limitChangeTiming(currentMinor: number | null, requestedMinor: number | null, now: Date): LimitChange {
  if (requestedMinor === currentMinor) return { applies: 'unchanged' };
  if (requestedMinor !== null && (currentMinor === null || requestedMinor < currentMinor)) return { applies: 'now' };
  return { applies: 'after-delay', confirmableAt: new Date(now.getTime() + LIMIT_RAISE_DELAY_MS) };
}

/** A pending raise or removal may be confirmed once its delay has passed. */
export function canConfirmLimitChange(confirmableAt: Date, now: Date): boolean {
  return now.getTime() >= confirmableAt.getTime();
}
