import type { DrawPeriod } from '../gql/graphql';

/**
 * Ticket and badge colour by draw period — daily blue, weekly green,
 * monthly orange, custom pink; hourly cyan and yearly gold for the
 * two periods the original lacked; anything else is grey "Legacy". When the period is missing, the draw
 * name is searched for a period word.
 */
export type PeriodTone = DrawPeriod | 'legacy';

const KNOWN_PERIODS: readonly DrawPeriod[] = ['hourly', 'daily', 'weekly', 'monthly', 'yearly', 'custom'];
/** Words searched in a draw name when the period is missing. */
const NAME_PERIODS: readonly DrawPeriod[] = ['daily', 'weekly', 'monthly', 'custom'];

export function periodTone(period: string | null | undefined, drawName = ''): PeriodTone {
  if (period) return (KNOWN_PERIODS as readonly string[]).includes(period) ? (period as DrawPeriod) : 'legacy';
  const name = drawName.toLowerCase();
  return NAME_PERIODS.find((candidate) => name.includes(candidate)) ?? 'legacy';
}

/** Message id of the period's label, e.g. "period.daily". */
export function periodLabel(tone: PeriodTone): string {
  return `period.${tone}`;
}

export const PERIOD_LABELS: Record<PeriodTone, string> = {
  hourly: 'period.hourly',
  daily: 'period.daily',
  weekly: 'period.weekly',
  monthly: 'period.monthly',
  yearly: 'period.yearly',
  custom: 'period.custom',
  legacy: 'period.legacy',
};

export const DRAW_PERIODS = KNOWN_PERIODS;
