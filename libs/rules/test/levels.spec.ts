import { LEVEL_NEW_PLAYER, LEVEL_VERIFIED, LEVEL_VIP, levelFor, referralUnlocked, vipProgress } from '../src/levels';

describe('player levels', () => {
  it('is New Player before any approved deposit', () => {
    expect(levelFor(0, 0, 100_000)).toBe(LEVEL_NEW_PLAYER);
  });

  it('is Verified from the first approved deposit and VIP at the threshold', () => {
    expect(levelFor(1, 99_999, 100_000)).toBe(LEVEL_VERIFIED);
    expect(levelFor(3, 100_000, 100_000)).toBe(LEVEL_VIP);
  });

  it('unlocks referrals at Verified', () => {
    expect(referralUnlocked(LEVEL_NEW_PLAYER)).toBe(false);
    expect(referralUnlocked(LEVEL_VERIFIED)).toBe(true);
    expect(referralUnlocked(LEVEL_VIP)).toBe(true);
  });

  it('never shows a full VIP bar before VIP', () => {
    expect(vipProgress(LEVEL_VERIFIED, 25_000, 100_000)).toEqual({ percent: 25, remainingMinor: 75_000 });
    expect(vipProgress(LEVEL_VERIFIED, 99_999, 100_000).percent).toBe(99);
    expect(vipProgress(LEVEL_VIP, 5, 100_000)).toEqual({ percent: 100, remainingMinor: 0 });
  });
});
