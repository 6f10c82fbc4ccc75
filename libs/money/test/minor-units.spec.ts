import { formatMinor, parseAmount, percentOf, InvalidAmountError } from '../src';

describe('minor units', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['0.01', 1],
    [' 7 ', 700],
    [10, 1000],
    [0.1, 10],
    [125.5, 12550],
  ])('parses %p as %p cents', (input, minor) => {
    expect(parseAmount(input)).toBe(minor);
  });

  it.each(['', '-1', '1.234', 'abc', '1e3', '1,00', '12.', NaN, -5, 0.125, Infinity])(
    'refuses %p',
    (input) => {
      expect(() => parseAmount(input as string | number)).toThrow(InvalidAmountError);
    },
  );

  it('formats with two places', () => {
    expect(formatMinor(12550)).toBe('125.50');
    expect(formatMinor(5)).toBe('0.05');
    expect(formatMinor(0)).toBe('0.00');
    expect(formatMinor(-1999)).toBe('-19.99');
  });

  it('round-trips every cent value up to 10.00', () => {
    for (let minor = 0; minor <= 1000; minor += 1) {
      expect(parseAmount(formatMinor(minor))).toBe(minor);
    }
  });

  it('rounds percentages half up to the cent', () => {
    expect(percentOf(1000, 5)).toBe(50);
    expect(percentOf(999, 5)).toBe(50); // 49.95 -> 50
    expect(percentOf(990, 5)).toBe(50); // 49.5 -> 50
    expect(percentOf(989, 5)).toBe(49); // 49.45 -> 49
  });
});
