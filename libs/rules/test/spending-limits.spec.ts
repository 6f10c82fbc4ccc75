import {
  canConfirmLimitChange,
  LIMIT_RAISE_DELAY_MS,
  limitChangeTiming,
  remainingInWindow,
  roomFor,
  usedInWindow,
  type LimitMovement,
} from '../src/spending-limits';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = new Date('2026-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const move = (msAgo: number, amountMinor: number): LimitMovement => ({ at: ago(msAgo), amountMinor });

describe('rolling limit windows', () => {
  const movements = [move(HOUR, 1000), move(23 * HOUR, 2000), move(DAY, 4000), move(6 * DAY, 8000), move(29 * DAY, 16000), move(31 * DAY, 32000)];

  it('counts the last 24 hours, 7 days and 30 days, a movement exactly one window old has left it', () => {
    expect(usedInWindow(movements, 'day', now)).toBe(3000);
    expect(usedInWindow(movements, 'week', now)).toBe(15000);
    expect(usedInWindow(movements, 'month', now)).toBe(31000);
  });

  it('ignores movements after now and nets refunds and prizes', () => {
    expect(usedInWindow([move(-HOUR, 500), move(HOUR, 1000), move(2 * HOUR, -300)], 'day', now)).toBe(700);
  });

  it('does not cross calendar days: 23:59 and 00:01 are in the same day window', () => {
    const late = new Date('2026-03-09T23:59:00.000Z');
    const early = new Date('2026-03-10T00:01:00.000Z');
    expect(usedInWindow([{ at: late, amountMinor: 900 }], 'day', early)).toBe(900);
  });

  it('gives the remaining amount, more than the limit after net winnings, never below zero', () => {
    expect(remainingInWindow(5000, [move(HOUR, 1000)], 'day', now)).toBe(4000);
    expect(remainingInWindow(5000, [move(HOUR, 1000), move(HOUR, -3000)], 'day', now)).toBe(7000);
    expect(remainingInWindow(5000, [move(HOUR, 9000)], 'day', now)).toBe(0);
  });
});

describe('room for one more movement', () => {
  it('allows up to the limit exactly', () => {
    expect(roomFor({ limitMinor: 5000, period: 'day', movements: [move(HOUR, 4000)], amountMinor: 1000, now })).toEqual({ allowed: true });
  });

  it('refuses one cent more and says when enough has left the window', () => {
    const decision = roomFor({ limitMinor: 5000, period: 'day', movements: [move(20 * HOUR, 3000), move(HOUR, 1000)], amountMinor: 1001, now });
    expect(decision).toEqual({ allowed: false, usedMinor: 4000, remainingMinor: 1000, resetsAt: new Date(now.getTime() + 4 * HOUR) });
  });

  it('waits for a later movement when the oldest leaving is not enough', () => {
    const decision = roomFor({ limitMinor: 5000, period: 'day', movements: [move(20 * HOUR, 1000), move(2 * HOUR, 4000)], amountMinor: 2000, now });
    expect(decision).toMatchObject({ allowed: false, resetsAt: new Date(now.getTime() + 22 * HOUR) });
  });

  it('accounts for a prize leaving the window (the loss grows again)', () => {
    // Spent 6000 23h ago, won 3000 1h ago: net 3000 of 5000. 2000 more fits; 2500 does not until the spend leaves.
    const movements = [move(23 * HOUR, 6000), move(HOUR, -3000)];
    expect(roomFor({ limitMinor: 5000, period: 'day', movements, amountMinor: 2000, now })).toEqual({ allowed: true });
    expect(roomFor({ limitMinor: 5000, period: 'day', movements, amountMinor: 2500, now })).toMatchObject({ resetsAt: new Date(now.getTime() + HOUR) });
  });

  it('never fits an amount above the limit itself', () => {
    expect(roomFor({ limitMinor: 5000, period: 'week', movements: [], amountMinor: 5001, now })).toEqual({ allowed: false, usedMinor: 0, remainingMinor: 5000, resetsAt: null });
  });
});

describe('changing a limit', () => {
  it('applies a first limit and a lower limit at once', () => {
    expect(limitChangeTiming(null, 1000, now)).toEqual({ applies: 'now' });
    expect(limitChangeTiming(5000, 1000, now)).toEqual({ applies: 'now' });
    expect(limitChangeTiming(5000, 0, now)).toEqual({ applies: 'now' });
  });

  it('delays a raise and a removal by 24 hours', () => {
    const confirmableAt = new Date(now.getTime() + LIMIT_RAISE_DELAY_MS);
    expect(limitChangeTiming(5000, 5001, now)).toEqual({ applies: 'after-delay', confirmableAt });
    expect(limitChangeTiming(5000, null, now)).toEqual({ applies: 'after-delay', confirmableAt });
    expect(LIMIT_RAISE_DELAY_MS).toBe(DAY);
  });

  it('changes nothing when the amount is the same', () => {
    expect(limitChangeTiming(5000, 5000, now)).toEqual({ applies: 'unchanged' });
    expect(limitChangeTiming(null, null, now)).toEqual({ applies: 'unchanged' });
  });

  it('lets a raise be confirmed from the 24th hour on, not a millisecond before', () => {
    const confirmableAt = new Date(now.getTime() + DAY);
    expect(canConfirmLimitChange(confirmableAt, new Date(now.getTime() + DAY - 1))).toBe(false);
    expect(canConfirmLimitChange(confirmableAt, new Date(now.getTime() + DAY))).toBe(true);
  });
});
