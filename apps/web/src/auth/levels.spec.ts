import { playerLevel, referralUnlocked, vipProgress } from './levels';

describe('levels', () => {
  it('unlocks the referral link at level 2', () => {
    expect(referralUnlocked(1)).toBe(false);
    expect(referralUnlocked(2)).toBe(true);
    expect(referralUnlocked(3)).toBe(true);
  });

  it('shows the real progress to VIP', () => {
    expect(vipProgress(2, 25_000, 100_000)).toEqual({ percent: 25, remainingMinor: 75_000 });
    expect(vipProgress(1, 0, 100_000)).toEqual({ percent: 0, remainingMinor: 100_000 });
    // Not VIP yet means never a full bar, even when rounding would say 100.
    expect(vipProgress(2, 99_999, 100_000).percent).toBe(99);
    expect(vipProgress(3, 5, 100_000)).toEqual({ percent: 100, remainingMinor: 0 });
  });

  it('clamps unknown levels', () => {
    expect(playerLevel(0)).toBe(1);
    expect(playerLevel(7)).toBe(3);
  });
});
