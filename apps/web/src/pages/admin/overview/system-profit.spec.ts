import { systemProfit } from './system-profit';

describe('systemProfit', () => {
  it('subtracts user balances from deposits in minor units', () => {
    expect(systemProfit('1000.00', '250.00')).toEqual({ profit: '750.00', marginPercent: 75 });
    expect(systemProfit('1000.10', '250.05').profit).toBe('750.05');
    expect(systemProfit('0.30', '0.10').profit).toBe('0.20');
  });

  it('can be negative when players hold more than they deposited', () => {
    const result = systemProfit('100.00', '150.00');
    expect(result.profit).toBe('-50.00');
    expect(result.marginPercent).toBe(-50);
  });

  it('has no margin before the first deposit', () => {
    expect(systemProfit('0.00', '20.00')).toEqual({ profit: '-20.00', marginPercent: null });
  });
});
