import { discountPercentFor, priceTickets } from '../src/volume-discount';

describe('volume discount', () => {
  it('follows the tiers: 5–9 tickets 5%, 10–19 10%, 20 or more 15%', () => {
    const expected: Array<[number, number]> = [
      [1, 0], [4, 0], [5, 5], [9, 5], [10, 10], [19, 10], [20, 15], [1000, 15],
    ];
    for (const [quantity, percent] of expected) expect(discountPercentFor(quantity)).toBe(percent);
  });

  it('prices a purchase in minor units', () => {
    expect(priceTickets(500, 1)).toEqual({ subtotalMinor: 500, discountPercent: 0, discountMinor: 0, totalMinor: 500 });
    expect(priceTickets(500, 10)).toEqual({ subtotalMinor: 5000, discountPercent: 10, discountMinor: 500, totalMinor: 4500 });
    expect(priceTickets(500, 20)).toEqual({ subtotalMinor: 10000, discountPercent: 15, discountMinor: 1500, totalMinor: 8500 });
  });

  it('rounds the discount half up to the cent and charges the rest exactly', () => {
    // 5 × 99 = 495; 5% = 24.75 -> 25
    expect(priceTickets(99, 5)).toEqual({ subtotalMinor: 495, discountPercent: 5, discountMinor: 25, totalMinor: 470 });
    // 10 × 5 = 50; 10% = 5 exactly
    expect(priceTickets(5, 10).discountMinor).toBe(5);
    // 6 × 5 = 30; 5% = 1.5 -> 2 (half up)
    expect(priceTickets(5, 6)).toEqual({ subtotalMinor: 30, discountPercent: 5, discountMinor: 2, totalMinor: 28 });
    // 7 × 3 = 21; 5% = 1.05 -> 1
    expect(priceTickets(3, 7).discountMinor).toBe(1);
  });

  it('always gives integer amounts with total + discount = subtotal', () => {
    for (let price = 0; price <= 2_000; price += 7) {
      for (const quantity of [1, 4, 5, 9, 10, 19, 20, 37, 1000]) {
        const { subtotalMinor, discountMinor, totalMinor, discountPercent } = priceTickets(price, quantity);
        expect(Number.isSafeInteger(discountMinor) && Number.isSafeInteger(totalMinor)).toBe(true);
        expect(totalMinor + discountMinor).toBe(subtotalMinor);
        // Within half a cent of the exact discount.
        expect(Math.abs(discountMinor * 100 - subtotalMinor * discountPercent)).toBeLessThanOrEqual(50);
      }
    }
  });

  it('refuses a quantity that is not a positive whole number', () => {
    for (const quantity of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => priceTickets(500, quantity)).toThrow(RangeError);
    }
  });

  it('refuses a bad price or an amount too large to compute exactly', () => {
    expect(() => priceTickets(-1, 1)).toThrow(RangeError);
    expect(() => priceTickets(0.5, 1)).toThrow(RangeError);
    expect(() => priceTickets(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
  });
});
