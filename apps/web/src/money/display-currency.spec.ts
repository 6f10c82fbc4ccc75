import { approximate, pickDisplayCurrency } from './display-currency';

const RATES = { USD: 0.065, EUR: 0.06, GBP: 0.051, THB: 2.3, INR: 5.4 };

describe('pickDisplayCurrency', () => {
  it('applies a different currency with a rate above 0', () => {
    expect(pickDisplayCurrency('USD', 'MVR', RATES)).toEqual({ currency: 'USD', rate: 0.065 });
    expect(pickDisplayCurrency('THB', 'MVR', RATES)).toEqual({ currency: 'THB', rate: 2.3 });
  });

  it('shows nothing for the base currency itself, no rate, no user or no settings yet', () => {
    expect(pickDisplayCurrency('MVR', 'MVR', { ...RATES, MVR: 1 })).toBeNull();
    expect(pickDisplayCurrency('JPY', 'MVR', RATES)).toBeNull();
    expect(pickDisplayCurrency('USD', 'MVR', { ...RATES, USD: 0 })).toBeNull();
    expect(pickDisplayCurrency('USD', 'MVR', { ...RATES, USD: Number.NaN })).toBeNull();
    expect(pickDisplayCurrency(null, 'MVR', RATES)).toBeNull();
    expect(pickDisplayCurrency('USD', 'MVR', null)).toBeNull();
  });
});

describe('approximate', () => {
  it('converts minor units at the rate and rounds to the cent', () => {
    expect(approximate('100.00', { currency: 'USD', rate: 0.065 })?.text).toBe('USD 6.50');
    expect(approximate('1250.50', { currency: 'THB', rate: 2.3 })?.text).toBe('THB 2,876.15');
    // 0.07 × 0.065 = 0.455 cents → 0 cents; 0.08 → 0.52 → 1 cent.
    expect(approximate('0.07', { currency: 'USD', rate: 0.065 })?.amount).toBe('0.00');
    expect(approximate('0.08', { currency: 'USD', rate: 0.065 })?.amount).toBe('0.01');
  });

  it('keeps the sign of a debit and gives null for what is not an amount', () => {
    expect(approximate('-10.00', { currency: 'EUR', rate: 0.06 })?.text).toBe('EUR -0.60');
    expect(approximate('abc', { currency: 'EUR', rate: 0.06 })).toBeNull();
    expect(approximate('90000000000000.00', { currency: 'INR', rate: 1_000_000 })).toBeNull();
  });
});
