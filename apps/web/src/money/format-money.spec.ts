import { formatMoney, formatMoneySafe } from './format-money';

describe('formatMoney', () => {
  it('groups thousands and keeps two decimals', () => {
    expect(formatMoney('1250.5')).toEqual({ currency: 'MVR', amount: '1,250.50', text: 'MVR 1,250.50' });
    expect(formatMoney('0').amount).toBe('0.00');
    expect(formatMoney('1234567.89').amount).toBe('1,234,567.89');
  });

  it('keeps cents exact for values floats would round', () => {
    expect(formatMoney('0.07').amount).toBe('0.07');
    expect(formatMoney('9007199254740.99').amount).toBe('9,007,199,254,740.99');
  });

  it('shows a negative sign only for non-zero amounts', () => {
    expect(formatMoney('-12.30').amount).toBe('-12.30');
    expect(formatMoney('-0.00').amount).toBe('0.00');
  });

  it('accepts another currency code', () => {
    expect(formatMoney('5', 'USD').text).toBe('USD 5.00');
  });

  it('falls back to a dash for malformed or missing values', () => {
    expect(formatMoneySafe('abc').amount).toBe('—');
    expect(formatMoneySafe(null).text).toBe('MVR —');
    expect(() => formatMoney('1.234')).toThrow();
  });
});
