/**
 * Age (docs/product-rules.md#age): a player gives their date of birth at
 * sign-up, or once at their next sign-in when the account is older than this
 * rule; nobody under the minimum age (a business setting, default 18) plays.
 * Dates are calendar dates (YYYY-MM-DD), compared on the UTC calendar.
 */
export const DEFAULT_MINIMUM_AGE = 18;
export const MINIMUM_AGE_LOWEST = 16;
export const MINIMUM_AGE_HIGHEST = 25;
/** The oldest date of birth taken: nobody alive was born before it. */
export const EARLIEST_BIRTH_DATE = '1900-01-01';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** The date's parts when `text` is a real calendar date written YYYY-MM-DD, else null (2025-02-30 is not). */
export function parseCalendarDate(text: string): CalendarDate | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Today's date on the UTC calendar, YYYY-MM-DD. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Whole years from birth to `today`; a 29 February birthday counts on 1 March in other years. */
export function ageOn(birth: string, today: string): number {
  const born = parseCalendarDate(birth);
  const on = parseCalendarDate(today);
  if (!born || !on) throw new RangeError('dates must be YYYY-MM-DD');
  const hadBirthday = on.month > born.month || (on.month === born.month && on.day >= born.day);
  return on.year - born.year - (hadBirthday ? 0 : 1);
}

export type BirthDateProblem = 'format' | 'future' | 'tooEarly';

/** What is wrong with a date of birth as typed, or null when it is a possible one. */
export function birthDateProblem(birth: string, today: string): BirthDateProblem | null {
  if (!parseCalendarDate(birth)) return 'format';
  // Same-length ISO dates compare as text.
  if (birth > today) return 'future';
  if (birth < EARLIEST_BIRTH_DATE) return 'tooEarly';
  return null;
}

/** True when someone born on `birth` has reached `minimumAge` on `today`. */
export function isOldEnough(birth: string, today: string, minimumAge: number): boolean {
  return ageOn(birth, today) >= minimumAge;
}

/** The setting as it is applied: a whole number within the allowed range, else the default. */
export function effectiveMinimumAge(configured: number | null | undefined): number {
  if (typeof configured !== 'number' || !Number.isInteger(configured)) return DEFAULT_MINIMUM_AGE;
  if (configured < MINIMUM_AGE_LOWEST || configured > MINIMUM_AGE_HIGHEST) return DEFAULT_MINIMUM_AGE;
  return configured;
}

/**
 * The calendar date on which someone born on `birth` reaches `minimumAge`
 * (a 29 February birthday counts on 1 March in other years, as ageOn does).
 */
export function dateOfAge(birth: string, minimumAge: number): string {
  const born = parseCalendarDate(birth);
  if (!born) throw new RangeError('dates must be YYYY-MM-DD');
  const year = born.year + minimumAge;
  const day = new Date(Date.UTC(year, born.month - 1, born.day));
  // Date.UTC rolls 29 February over to 1 March in a year without it.
  return day.toISOString().slice(0, 10);
}
