import { describe, expect, it } from '@jest/globals';
import { helpFigures } from './help-figures';

const settings = { appName: 'Nova Jackpot', ticketPrice: '10.00', adminProfitPercentage: 30, autoPayoutLimit: '1000.00', referrerBonus: '5.00', referredBonus: '10.00' };

describe('help figures', () => {
  it('quotes the configured settings and the winners share of sales', () => {
    const figures = helpFigures({ ...settings, adminProfitPercentage: 25, referrerBonus: '7.50' }, []);
    expect(figures).toMatchObject({ ticketPrice: '10.00', winnersShare: 75, autoPayoutLimit: '1000.00', referrerBonus: '7.50', referredBonus: '10.00', minWithdrawal: '10.00' });
  });

  it('rounds the share to two places', () => {
    expect(helpFigures({ ...settings, adminProfitPercentage: 33.3 }, []).winnersShare).toBe(66.7);
    expect(helpFigures({ ...settings, adminProfitPercentage: 0 }, []).winnersShare).toBe(100);
  });

  it('takes the lowest deposit minimum by amount, not by text', () => {
    expect(helpFigures(settings, [{ minAmount: '10.00' }, { minAmount: '9.50' }, { minAmount: '100.00' }]).lowestDeposit).toBe('9.50');
    expect(helpFigures(settings, []).lowestDeposit).toBeNull();
  });
});
