import { MAX_WINNERS, PRIZE_SHARES_PERCENT, prizeAmounts, splitPool } from '../src/prize-split';
import { seededRandom } from './support/seeded-random';

describe('splitPool', () => {
  it('keeps 30% by default and leaves 70% for the winners', () => {
    expect(splitPool(100_000)).toEqual({ adminProfitMinor: 30_000, prizePoolMinor: 70_000 });
  });

  it('rounds the admin profit down, so the pool never falls below its share', () => {
    // 30% of 1.99 = 0.597 -> 0.59 profit, 1.40 pool
    expect(splitPool(199, 30)).toEqual({ adminProfitMinor: 59, prizePoolMinor: 140 });
    expect(splitPool(1, 30)).toEqual({ adminProfitMinor: 0, prizePoolMinor: 1 });
    expect(splitPool(0)).toEqual({ adminProfitMinor: 0, prizePoolMinor: 0 });
  });

  it('handles 0% and 100% and amounts near the safe-integer limit exactly', () => {
    expect(splitPool(12_345, 0)).toEqual({ adminProfitMinor: 0, prizePoolMinor: 12_345 });
    expect(splitPool(12_345, 100)).toEqual({ adminProfitMinor: 12_345, prizePoolMinor: 0 });
    const big = Number.MAX_SAFE_INTEGER; // 9007199254740991
    expect(splitPool(big, 30)).toEqual({ adminProfitMinor: 2702159776422297, prizePoolMinor: 6305039478318694 });
  });

  it('always adds up to the sales', () => {
    const random = seededRandom(7);
    for (let i = 0; i < 5_000; i += 1) {
      const sales = Math.floor(random() * 1e12);
      const percent = Math.floor(random() * 101);
      const { adminProfitMinor, prizePoolMinor } = splitPool(sales, percent);
      expect(adminProfitMinor + prizePoolMinor).toBe(sales);
      expect(adminProfitMinor * 100).toBeLessThanOrEqual(sales * percent);
      expect(prizePoolMinor * 100).toBeGreaterThanOrEqual(sales * (100 - percent));
    }
  });

  it('refuses bad input', () => {
    expect(() => splitPool(-1)).toThrow(RangeError);
    expect(() => splitPool(1.5)).toThrow(RangeError);
    expect(() => splitPool(100, 101)).toThrow(RangeError);
    expect(() => splitPool(100, -1)).toThrow(RangeError);
    expect(() => splitPool(100, 12.5)).toThrow(RangeError);
  });
});

describe('prizeAmounts', () => {
  it('pays the published shares with 10 winners', () => {
    expect(PRIZE_SHARES_PERCENT).toEqual([30, 20, 12, 8, 7, 6, 5, 4, 4, 4]);
    expect(prizeAmounts(100_000, 10)).toEqual([30_000, 20_000, 12_000, 8_000, 7_000, 6_000, 5_000, 4_000, 4_000, 4_000]);
  });

  it('gives a single winner the whole pool', () => {
    expect(prizeAmounts(70_001, 1)).toEqual([70_001]);
  });

  it('spreads unused shares pro rata and gives remainder cents to the first prize', () => {
    // Two winners share 30:20 of 10.01: 6.006 -> 6.00 (+1 cent remainder), 4.004 -> 4.00
    expect(prizeAmounts(1001, 2)).toEqual([601, 400]);
    // Three winners, 30:20:12 of 620 = exactly 300, 200, 120
    expect(prizeAmounts(620, 3)).toEqual([300, 200, 120]);
    // Ten winners of 0.99: floors 29, 19, 11, 7, 6, 5, 4, 3, 3, 3 = 90; 9 cents to the first prize
    expect(prizeAmounts(99, 10)).toEqual([38, 19, 11, 7, 6, 5, 4, 3, 3, 3]);
  });

  it('property: sums exactly to the pool, each share is its pro-rata floor, order follows the shares', () => {
    const random = seededRandom(2500);
    // Collect failures and assert once: one expect per case would make this loop slow.
    const failures: string[] = [];
    for (let i = 0; i < 20_000; i += 1) {
      const magnitude = 10 ** Math.floor(random() * 13);
      const pool = Math.floor(random() * magnitude);
      const winners = 1 + Math.floor(random() * MAX_WINNERS);
      const amounts = prizeAmounts(pool, winners);
      const used = PRIZE_SHARES_PERCENT.slice(0, winners);
      const usedTotal = used.reduce((sum, share) => sum + share, 0);
      const problems: string[] = [];

      if (amounts.length !== winners) problems.push(`${amounts.length} amounts`);
      if (amounts.reduce((sum, amount) => sum + amount, 0) !== pool) problems.push('sum differs from pool');
      amounts.forEach((amount, rank) => {
        if (!Number.isSafeInteger(amount) || amount < 0) problems.push(`rank ${rank} not a whole amount`);
        const exactFloor = Number((BigInt(pool) * BigInt(used[rank] ?? 0)) / BigInt(usedTotal));
        // The first prize gets its floor plus fewer remainder cents than there are winners.
        const extra = amount - exactFloor;
        if (rank === 0 ? extra < 0 || extra >= winners : extra !== 0) problems.push(`rank ${rank} off its share by ${extra}`);
        if (rank > 0 && amount > (amounts[rank - 1] ?? 0)) problems.push(`rank ${rank} exceeds rank ${rank - 1}`);
      });
      if (problems.length > 0) failures.push(`pool ${pool}, ${winners} winners: ${problems.join('; ')}`);
    }
    expect(failures).toEqual([]);
  });

  it('is exact at the safe-integer limit', () => {
    const amounts = prizeAmounts(Number.MAX_SAFE_INTEGER, 10);
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses bad input', () => {
    expect(() => prizeAmounts(100, 0)).toThrow(RangeError);
    expect(() => prizeAmounts(100, 11)).toThrow(RangeError);
    expect(() => prizeAmounts(100, 2.5)).toThrow(RangeError);
    expect(() => prizeAmounts(-1, 1)).toThrow(RangeError);
    expect(() => prizeAmounts(0.5, 1)).toThrow(RangeError);
  });
});
