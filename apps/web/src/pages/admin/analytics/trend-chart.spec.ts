import { niceCeiling } from './TrendChart';

describe('niceCeiling', () => {
  it('rounds the largest value up to 1, 2 or 5 times a power of ten', () => {
    expect(niceCeiling(0)).toBe(1);
    expect(niceCeiling(0.3)).toBe(0.5);
    expect(niceCeiling(1)).toBe(1);
    expect(niceCeiling(1.2)).toBe(2);
    expect(niceCeiling(37)).toBe(50);
    expect(niceCeiling(51)).toBe(100);
    expect(niceCeiling(1999.5)).toBe(2000);
  });

  it('keeps the middle line of a count chart on a whole number', () => {
    expect(niceCeiling(0, true)).toBe(2);
    expect(niceCeiling(1, true)).toBe(2);
    expect(niceCeiling(3, true)).toBe(10);
    expect(niceCeiling(12, true)).toBe(20);
    expect(niceCeiling(41, true)).toBe(50);
  });
});
