import { describe, expect, it } from '@jest/globals';
import { ageOn, birthDateProblem, dateOfAge, effectiveMinimumAge, isOldEnough, parseCalendarDate, utcToday } from '../src/age';

describe('age', () => {
  it('counts whole years, a year more only from the birthday on', () => {
    expect(ageOn('2008-06-15', '2026-06-14')).toBe(17);
    expect(ageOn('2008-06-15', '2026-06-15')).toBe(18);
    expect(ageOn('2008-06-15', '2027-01-01')).toBe(18);
  });

  it('lets a 29 February birthday count on 1 March in other years', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('2008-02-29', '2028-02-29')).toBe(20);
  });

  it('decides old enough against the minimum age', () => {
    expect(isOldEnough('2008-11-24', '2026-11-24', 18)).toBe(true);
    expect(isOldEnough('2008-11-25', '2026-11-24', 18)).toBe(false);
    expect(isOldEnough('2005-11-25', '2026-11-24', 21)).toBe(false);
  });

  it('refuses impossible, future and too early dates', () => {
    expect(parseCalendarDate('2025-02-30')).toBeNull();
    expect(parseCalendarDate('1990-1-5')).toBeNull();
    expect(birthDateProblem('nonsense', '2026-11-24')).toBe('format');
    expect(birthDateProblem('2026-11-25', '2026-11-24')).toBe('future');
    expect(birthDateProblem('1899-12-31', '2026-11-24')).toBe('tooEarly');
    expect(birthDateProblem('1990-05-01', '2026-11-24')).toBeNull();
  });

  it('applies the setting only within 16 to 25, else the default 18', () => {
    expect(effectiveMinimumAge(21)).toBe(21);
    expect(effectiveMinimumAge(undefined)).toBe(18);
    expect(effectiveMinimumAge(12)).toBe(18);
    expect(effectiveMinimumAge(18.5)).toBe(18);
  });

  it('takes today on the UTC calendar', () => {
    expect(utcToday(new Date('2026-11-24T23:30:00-05:00'))).toBe('2026-11-25');
  });

  it('names the day someone reaches the age, the first day isOldEnough holds', () => {
    expect(dateOfAge('2010-06-15', 18)).toBe('2028-06-15');
    expect(dateOfAge('2008-02-29', 18)).toBe('2026-03-01');
    expect(dateOfAge('2008-02-29', 16)).toBe('2024-02-29');
    for (const birth of ['2010-06-15', '2008-02-29', '2009-12-31']) {
      const day = dateOfAge(birth, 18);
      const before = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      expect([isOldEnough(birth, before, 18), isOldEnough(birth, day, 18)]).toEqual([false, true]);
    }
  });
});
