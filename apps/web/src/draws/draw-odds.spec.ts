import { chanceOfAnyPrize, chanceOfAnyPrizeAcross, firstPrizeIfSoldOutMinor, prizeTable, winnerCount } from './draw-odds';

/** C(n, k) exactly, for checking the product formula against the definition. */
function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i += 1) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

describe('draw odds', () => {
  it('draws up to ten winners, fewer when fewer tickets sold', () => {
    expect(winnerCount(0)).toBe(0);
    expect(winnerCount(3)).toBe(3);
    expect(winnerCount(33)).toBe(10);
  });

  it('gives the exact chance of at least one prize (the issue: 10 of 33 tickets is not 30.3 %)', () => {
    // 10 winners out of 33; miss every one with all 10 of mine: C(23,10)/C(33,10).
    const exact = 1 - Number(choose(23, 10)) / Number(choose(33, 10));
    expect(chanceOfAnyPrize(33, 10)).toBeCloseTo(exact, 12);
    expect(chanceOfAnyPrize(33, 10)).toBeGreaterThan(0.98); // 98.8 %, not 30.3 %
    expect(chanceOfAnyPrize(1000, 1)).toBeCloseTo(10 / 1000, 12);
  });

  it('agrees with counting every outcome for small draws', () => {
    for (let sold = 1; sold <= 16; sold += 1) {
      for (let mine = 0; mine <= sold; mine += 1) {
        const w = winnerCount(sold);
        const expected = mine === 0 ? 0 : 1 - Number(choose(sold - mine, w)) / Number(choose(sold, w));
        expect(chanceOfAnyPrize(sold, mine)).toBeCloseTo(expected, 12);
      }
    }
  });

  it('is certain when every ticket wins, and nothing without tickets', () => {
    expect(chanceOfAnyPrize(5, 1)).toBe(1);
    expect(chanceOfAnyPrize(100, 91)).toBe(1);
    expect(chanceOfAnyPrize(100, 0)).toBe(0);
    expect(chanceOfAnyPrize(0, 0)).toBe(0);
  });

  it('combines draws as independent chances', () => {
    const one = chanceOfAnyPrize(100, 5);
    expect(chanceOfAnyPrizeAcross([{ ticketsSold: 100, myTicketCount: 5 }, { ticketsSold: 100, myTicketCount: 5 }])).toBeCloseTo(1 - (1 - one) ** 2, 12);
    expect(chanceOfAnyPrizeAcross([])).toBe(0);
  });

  it('lists each rank with its share and amount at the current pool, adding up to the pool', () => {
    const table = prizeTable(100_00, 50);
    expect(table.map((row) => row.sharePercent)).toEqual([30, 20, 12, 8, 7, 6, 5, 4, 4, 4]);
    expect(table.reduce((sum, row) => sum + (row.amountMinor ?? 0), 0)).toBe(100_00);
    const three = prizeTable(1_00, 3);
    expect(three).toHaveLength(3);
    expect(three.reduce((sum, row) => sum + row.sharePercent, 0)).toBeCloseTo(100, 10);
    expect(three.reduce((sum, row) => sum + (row.amountMinor ?? 0), 0)).toBe(1_00);
    expect(prizeTable(0, 0).every((row) => row.amountMinor === null)).toBe(true);
  });

  it('estimates a first prize for a draw with no sales instead of 0.00', () => {
    // 100 tickets at 5.00, 30 % house share: a pool of 350.00, 30 % of it to the first prize.
    expect(firstPrizeIfSoldOutMinor(5_00, 100, 30)).toBe(105_00);
  });
});
