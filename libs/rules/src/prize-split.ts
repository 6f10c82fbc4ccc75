/**
 * Splitting a draw's ticket sales into admin profit and prizes.
 * Prize pool = ticket sales − admin profit (adminProfitPercentage, default
 * 30), so by default the winners share 70% of sales
 * (docs/product-rules.md#prize-split).
 *
 * All arithmetic is on integer minor units; products go through BigInt so no
 * intermediate value can lose precision, whatever the amount.
 */

export const DEFAULT_ADMIN_PROFIT_PERCENTAGE = 30;

/** Shares of the pool in percent, first prize first. */
export const PRIZE_SHARES_PERCENT: readonly number[] = [30, 20, 12, 8, 7, 6, 5, 4, 4, 4];

/** Up to 10 distinct winning tickets. */
export const MAX_WINNERS = PRIZE_SHARES_PERCENT.length;

export interface PoolSplit {
  adminProfitMinor: number;
  prizePoolMinor: number;
}

/**
 * Admin profit is rounded DOWN to the cent; the pool gets the rest. So the
 * winners never receive less than the promised share of sales (70% by default).
 * The percentage is a whole number from 0 to 100.
 */
export function splitPool(salesMinor: number, adminProfitPercentage = DEFAULT_ADMIN_PROFIT_PERCENTAGE): PoolSplit {
  assertMinor(salesMinor, 'ticket sales');
  if (!Number.isInteger(adminProfitPercentage) || adminProfitPercentage < 0 || adminProfitPercentage > 100) {
    throw new RangeError(`admin profit percentage must be a whole number from 0 to 100, got ${adminProfitPercentage}`);
  }
  const adminProfitMinor = Number((BigInt(salesMinor) * BigInt(adminProfitPercentage)) / 100n);
  return { adminProfitMinor, prizePoolMinor: salesMinor - adminProfitMinor };
}

/**
 * Prize per winning ticket, first prize first; the amounts add up to the pool exactly.
 * With fewer winners than shares, the unused shares are spread over the
 * winners pro rata and remainder cents go to the first prize. Winner i gets
 * floor(pool × share_i / sum of the used shares); what the floors leave over
 * (fewer cents than there are winners) is added to the first prize.
 */
export function prizeAmounts(prizePoolMinor: number, winnerCount: number): number[] {
  assertMinor(prizePoolMinor, 'prize pool');
  if (!Number.isInteger(winnerCount) || winnerCount < 1 || winnerCount > MAX_WINNERS) {
    throw new RangeError(`winner count must be a whole number from 1 to ${MAX_WINNERS}, got ${winnerCount}`);
  }
  const shares = PRIZE_SHARES_PERCENT.slice(0, winnerCount);
  const usedShares = BigInt(shares.reduce((sum, share) => sum + share, 0));
  const pool = BigInt(prizePoolMinor);
  const amounts = shares.map((share) => Number((pool * BigInt(share)) / usedShares));
  const remainder = prizePoolMinor - amounts.reduce((sum, amount) => sum + amount, 0);
  amounts[0] = (amounts[0] ?? 0) + remainder;
  return amounts;
}

function assertMinor(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative integer amount of minor units, got ${value}`);
  }
}
