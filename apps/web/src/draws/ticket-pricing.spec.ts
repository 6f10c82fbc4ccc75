import { canAfford, maxAffordable, parseQuantity, priceTickets, toDecimal, toMinor } from './ticket-pricing';

describe('ticket pricing preview', () => {
  it('uses the volume discount tiers at each boundary', () => {
    expect([1, 4, 5, 9, 10, 19, 20, 50].map((quantity) => priceTickets(1000, quantity).discountPercent)).toEqual([0, 0, 5, 5, 10, 10, 15, 15]);
  });

  it('charges price × 10 × 0.9 for ten tickets', () => {
    expect(priceTickets(toMinor('12.50'), 10)).toEqual({ subtotalMinor: 12_500, discountPercent: 10, discountMinor: 1250, totalMinor: 11_250 });
  });

  it('finds the most tickets the balance pays for, even where the total is not monotone', () => {
    // 20 tickets at 15% (17 × price) cost less than 19 at 10% (17.1 × price).
    expect(maxAffordable(1000, 17_000, 1000)).toBe(20);
    expect(canAfford(1000, 19, 17_000)).toBe(false);
    expect(maxAffordable(1000, 999, 1000)).toBe(0);
    expect(maxAffordable(1000, 1_000_000, 12)).toBe(12);
    expect(maxAffordable(1000, 4000, 1000)).toBe(4);
  });

  it('accepts positive whole numbers only', () => {
    expect(parseQuantity('10')).toBe(10);
    expect(['', '0', '-1', '2.5', 'abc'].map(parseQuantity)).toEqual([null, null, null, null, null]);
  });

  it('writes minor units back as decimal strings', () => {
    expect(toDecimal(-150)).toBe('-1.50');
    expect(toDecimal(12_345)).toBe('123.45');
  });
});
