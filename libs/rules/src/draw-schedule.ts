/**
 * When draws happen (docs/product-rules.md#draw-schedule). Periods: hourly,
 * daily, weekly, monthly, yearly, custom. A recurring draw (any period but custom) opens its next instance
 * when it completes; a custom draw happens once.
 *
 * All calendar arithmetic is in UTC, so a draw never moves by a daylight-saving
 * change. The next date keeps the time of day. Monthly and yearly draws keep
 * the day of the month, clamped to the last day of a shorter month: Jan 31 ->
 * Feb 28 (Feb 29 in a leap year); a yearly draw on Feb 29 falls on Feb 28 in
 * other years.
 */

export const DRAW_PERIODS = ['hourly', 'daily', 'weekly', 'monthly', 'yearly', 'custom'] as const;
export type DrawPeriod = (typeof DRAW_PERIODS)[number];
export type RecurringPeriod = Exclude<DrawPeriod, 'custom'>;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface ScheduleOptions {
  /**
   * The first draw date of the series. Monthly and yearly draws take their day
   * (and yearly, their month) from it, so a series started on Jan 31 returns to
   * the 31st after February (Jan 31, Feb 28, Mar 31) instead of drifting to the 28th.
   * Without it the day comes from `fromDate`.
   */
  anchorDate?: Date;
}

export function isDrawPeriod(value: unknown): value is DrawPeriod {
  return typeof value === 'string' && (DRAW_PERIODS as readonly string[]).includes(value);
}

export function isRecurring(period: DrawPeriod): period is RecurringPeriod {
  return period !== 'custom';
}

/** The draw date one period after `fromDate`; null for custom draws, which do not repeat. */
export function nextDrawDate(period: DrawPeriod, fromDate: Date, options: ScheduleOptions = {}): Date | null {
  assertValidDate(fromDate, 'from date');
  const anchor = options.anchorDate ?? fromDate;
  assertValidDate(anchor, 'anchor date');
  const from = fromDate.getTime();
  switch (period) {
    case 'hourly':
      return new Date(from + HOUR_MS);
    case 'daily':
      return new Date(from + DAY_MS);
    case 'weekly':
      return new Date(from + 7 * DAY_MS);
    case 'monthly':
      return atClampedDay(fromDate, fromDate.getUTCFullYear(), fromDate.getUTCMonth() + 1, anchor.getUTCDate());
    case 'yearly':
      return atClampedDay(fromDate, fromDate.getUTCFullYear() + 1, anchor.getUTCMonth(), anchor.getUTCDate());
    case 'custom':
      return null;
  }
}

/**
 * A draw with no ticket sold is not run: it rolls its date forward one period
 * (a custom draw is cancelled; docs/product-rules.md#empty-draw).
 * Returns the new draw date, or null meaning: cancel the draw.
 *
 * With `now`, the draw moves forward by as many whole periods as it takes to
 * land after `now`, so a draw found late (say the scheduler was down for a
 * day) is not due again at once. Without it, exactly one period.
 */
export function rollForward(period: DrawPeriod, drawDate: Date, options: ScheduleOptions & { now?: Date } = {}): Date | null {
  let next = nextDrawDate(period, drawDate, options);
  if (next === null || options.now === undefined) return next;
  assertValidDate(options.now, 'now');
  while (next !== null && next.getTime() <= options.now.getTime()) {
    next = nextDrawDate(period, next, options);
  }
  return next;
}

/** The same UTC time of day as `timeOf`, on `day` of the given month, clamped to the month's length. */
function atClampedDay(timeOf: Date, year: number, month: number, day: number): Date {
  // Date.UTC normalises month overflow (month 12 is January of the next year).
  const firstOfMonth = new Date(Date.UTC(year, month, 1));
  const lastDay = new Date(Date.UTC(firstOfMonth.getUTCFullYear(), firstOfMonth.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(
    firstOfMonth.getUTCFullYear(),
    firstOfMonth.getUTCMonth(),
    Math.min(day, lastDay),
    timeOf.getUTCHours(),
    timeOf.getUTCMinutes(),
    timeOf.getUTCSeconds(),
    timeOf.getUTCMilliseconds(),
  ));
}

function assertValidDate(date: Date, what: string): void {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) throw new RangeError(`${what} is not a valid date`);
}
