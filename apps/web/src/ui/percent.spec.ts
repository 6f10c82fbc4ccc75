import { formatPercent } from './Percent';

describe('formatPercent', () => {
  it('keeps up to the given decimals and drops trailing zeros', () => {
    expect(formatPercent(2.3862)).toBe('2.39%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(30, 1)).toBe('30%');
  });
});
