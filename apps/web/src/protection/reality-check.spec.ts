import { nextReminderInMs, parseRealityCheckMinutes, sessionDuration } from './reality-check';

describe('reality check', () => {
  it('reads the stored interval, off for anything else', () => {
    expect(parseRealityCheckMinutes('30')).toBe(30);
    expect(parseRealityCheckMinutes('45')).toBe(0);
    expect(parseRealityCheckMinutes(null)).toBe(0);
  });

  it('reminds every interval counted from the sign-in', () => {
    const start = 1_000_000;
    expect(nextReminderInMs(start, 15, start)).toBe(15 * 60_000);
    expect(nextReminderInMs(start, 15, start + 10 * 60_000)).toBe(5 * 60_000);
    expect(nextReminderInMs(start, 15, start + 16 * 60_000)).toBe(14 * 60_000);
    expect(nextReminderInMs(start, 0, start)).toBeNull();
  });

  it('tells the time since sign-in in hours and minutes', () => {
    expect(sessionDuration(0, 65 * 60_000 + 59_000)).toEqual({ hours: 1, minutes: 5 });
  });
});
