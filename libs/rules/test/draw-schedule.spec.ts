import { DRAW_PERIODS, isDrawPeriod, isRecurring, nextDrawDate, rollForward } from '../src/draw-schedule';

const at = (iso: string): Date => new Date(iso);
const next = (period: Parameters<typeof nextDrawDate>[0], iso: string, anchor?: string): string | undefined =>
  nextDrawDate(period, at(iso), anchor === undefined ? {} : { anchorDate: at(anchor) })?.toISOString();

describe('nextDrawDate', () => {
  it('adds fixed periods in UTC, keeping the time of day', () => {
    expect(next('hourly', '2025-03-30T00:30:00.000Z')).toBe('2025-03-30T01:30:00.000Z');
    expect(next('daily', '2025-03-29T20:00:00.000Z')).toBe('2025-03-30T20:00:00.000Z');
    expect(next('weekly', '2025-12-29T20:00:00.000Z')).toBe('2026-01-05T20:00:00.000Z');
  });

  it('monthly keeps the day of the month', () => {
    expect(next('monthly', '2025-01-15T18:45:30.250Z')).toBe('2025-02-15T18:45:30.250Z');
    expect(next('monthly', '2025-12-15T18:00:00.000Z')).toBe('2026-01-15T18:00:00.000Z');
  });

  it('monthly clamps to the last day of a shorter month (leap years included)', () => {
    expect(next('monthly', '2025-01-31T20:00:00.000Z')).toBe('2025-02-28T20:00:00.000Z');
    expect(next('monthly', '2024-01-31T20:00:00.000Z')).toBe('2024-02-29T20:00:00.000Z');
    expect(next('monthly', '2025-03-31T20:00:00.000Z')).toBe('2025-04-30T20:00:00.000Z');
    expect(next('monthly', '2100-01-29T00:00:00.000Z')).toBe('2100-02-28T00:00:00.000Z'); // 2100 is not a leap year
    expect(next('monthly', '2000-01-30T00:00:00.000Z')).toBe('2000-02-29T00:00:00.000Z'); // 2000 is
  });

  it('monthly with an anchor returns to the anchor day after a short month', () => {
    expect(next('monthly', '2025-02-28T20:00:00.000Z', '2025-01-31T20:00:00.000Z')).toBe('2025-03-31T20:00:00.000Z');
    expect(next('monthly', '2025-02-28T20:00:00.000Z')).toBe('2025-03-28T20:00:00.000Z');
  });

  it('yearly keeps the date and moves Feb 29 to Feb 28 in common years', () => {
    expect(next('yearly', '2025-07-04T12:00:00.000Z')).toBe('2026-07-04T12:00:00.000Z');
    expect(next('yearly', '2024-02-29T12:00:00.000Z')).toBe('2025-02-28T12:00:00.000Z');
    expect(next('yearly', '2027-02-28T12:00:00.000Z', '2024-02-29T12:00:00.000Z')).toBe('2028-02-29T12:00:00.000Z');
  });

  it('custom draws do not repeat', () => {
    expect(nextDrawDate('custom', at('2025-01-01T00:00:00.000Z'))).toBeNull();
  });

  it('refuses an invalid date', () => {
    expect(() => nextDrawDate('daily', new Date('not a date'))).toThrow(RangeError);
  });
});

describe('rollForward (a draw with an empty prize pool at its date)', () => {
  it('moves a recurring draw one period', () => {
    expect(rollForward('daily', at('2025-05-01T20:00:00.000Z'))?.toISOString()).toBe('2025-05-02T20:00:00.000Z');
    expect(rollForward('monthly', at('2024-01-31T20:00:00.000Z'))?.toISOString()).toBe('2024-02-29T20:00:00.000Z');
  });

  it('returns null for a custom draw, meaning it is cancelled', () => {
    expect(rollForward('custom', at('2025-05-01T20:00:00.000Z'))).toBeNull();
    expect(rollForward('custom', at('2025-05-01T20:00:00.000Z'), { now: at('2025-06-01T00:00:00.000Z') })).toBeNull();
  });

  it('with now, skips whole periods that have already passed', () => {
    const drawDate = at('2025-05-01T20:00:00.000Z');
    expect(rollForward('hourly', drawDate, { now: at('2025-05-01T23:10:00.000Z') })?.toISOString()).toBe('2025-05-02T00:00:00.000Z');
    expect(rollForward('daily', drawDate, { now: at('2025-05-01T20:00:01.000Z') })?.toISOString()).toBe('2025-05-02T20:00:00.000Z');
    const monthEnd = { anchorDate: at('2025-01-31T20:00:00.000Z'), now: at('2025-03-15T00:00:00.000Z') };
    expect(rollForward('monthly', at('2025-01-31T20:00:00.000Z'), monthEnd)?.toISOString()).toBe('2025-03-31T20:00:00.000Z');
    // A date exactly at now is due already, so it moves once more.
    expect(rollForward('daily', drawDate, { now: at('2025-05-02T20:00:00.000Z') })?.toISOString()).toBe('2025-05-03T20:00:00.000Z');
  });
});

describe('periods', () => {
  it('lists the six periods and recognises them', () => {
    expect(DRAW_PERIODS).toEqual(['hourly', 'daily', 'weekly', 'monthly', 'yearly', 'custom']);
    expect(isDrawPeriod('weekly')).toBe(true);
    expect(isDrawPeriod('fortnightly')).toBe(false);
    expect(isRecurring('custom')).toBe(false);
    expect(isRecurring('hourly')).toBe(true);
  });
});
