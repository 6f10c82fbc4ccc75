import { describe, expect, it } from '@jest/globals';
import { fitsDailyCap, playThroughOf, referralRefusal } from '../src/referral-bonus';

const rules = { referredBonusMinor: 10_00 };
const qualifying = { approvedDepositCount: 1, depositMinor: 10_00, referrerLevel: 2 };

describe('referral bonus rule', () => {
  it('pays for a first deposit of at least the referred bonus to a referrer of level 2 or 3', () => {
    expect(referralRefusal(qualifying, rules)).toBeNull();
    expect(referralRefusal({ ...qualifying, referrerLevel: 3, depositMinor: 500_00 }, rules)).toBeNull();
  });

  it('refuses a referrer of level 1, or one whose account is gone', () => {
    expect(referralRefusal({ ...qualifying, referrerLevel: 1 }, rules)).toBe('referrer-level');
    expect(referralRefusal({ ...qualifying, referrerLevel: null }, rules)).toBe('referrer-level');
  });

  it('refuses a first deposit below the referred bonus (the 1.00 deposit of the farming attack)', () => {
    expect(referralRefusal({ ...qualifying, depositMinor: 1_00 }, rules)).toBe('deposit-below-bonus');
    expect(referralRefusal({ ...qualifying, depositMinor: 9_99 }, rules)).toBe('deposit-below-bonus');
  });

  it('only the first approved deposit counts', () => {
    expect(referralRefusal({ ...qualifying, approvedDepositCount: 2, depositMinor: 500_00 }, rules)).toBe('not-first-deposit');
  });

  it('fits the daily cap only while fewer than referralsPerDay were paid today', () => {
    expect(fitsDailyCap(0, 10)).toBe(true);
    expect(fitsDailyCap(9, 10)).toBe(true);
    expect(fitsDailyCap(10, 10)).toBe(false);
    expect(fitsDailyCap(0, 0)).toBe(false);
  });

  it('owes the bonus times the play-through in ticket spend', () => {
    expect(playThroughOf(10_00, 1)).toBe(10_00);
    expect(playThroughOf(5_00, 3)).toBe(15_00);
  });
});
