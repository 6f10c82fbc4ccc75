import { isAutoApproved } from '../src/payout-policy';

describe('auto-payout decision', () => {
  it('approves a prize up to and including the limit', () => {
    expect(isAutoApproved(100_000, 100_000)).toBe(true);
    expect(isAutoApproved(1, 100_000)).toBe(true);
  });

  it('leaves a prize above the limit to an admin', () => {
    expect(isAutoApproved(100_001, 100_000)).toBe(false);
  });

  it('sends every paying prize to an admin when the limit is 0', () => {
    expect(isAutoApproved(1, 0)).toBe(false);
  });
});
