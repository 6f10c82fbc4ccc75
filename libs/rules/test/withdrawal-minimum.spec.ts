import { meetsWithdrawalMinimum, MIN_WITHDRAWAL_MINOR } from '../src/withdrawal-minimum';

describe('withdrawal minimum', () => {
  it('is 10.00', () => {
    expect(MIN_WITHDRAWAL_MINOR).toBe(1000);
  });

  it('accepts exactly the minimum and refuses one cent less', () => {
    expect(meetsWithdrawalMinimum(1000)).toBe(true);
    expect(meetsWithdrawalMinimum(999)).toBe(false);
  });
});
