import { withdrawProblem } from './withdraw-rules';

describe('withdrawal amount', () => {
  it('is at least 10.00 and at most the available balance', () => {
    expect(withdrawProblem('x', 5000)).toBe('withdraw.error.amount');
    expect(withdrawProblem('9.99', 5000)).toBe('withdraw.error.min');
    expect(withdrawProblem('50.01', 5000)).toBe('withdraw.error.max');
    expect(withdrawProblem('50', 5000)).toBeNull();
    expect(withdrawProblem('10', 5000)).toBeNull();
  });
});
