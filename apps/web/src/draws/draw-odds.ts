import { MAX_WINNERS, PRIZE_SHARES_PERCENT, prizeAmounts } from '@nova/rules/prize-split';

/** Up to ten distinct tickets win; fewer when fewer were sold. */
export function winnerCount(ticketsSold: number): number {
  return Math.max(0, Math.min(MAX_WINNERS, Math.floor(ticketsSold)));
}

/**
 * The chance that at least one of my `mine` tickets is among the winners when
 * `winnerCount(sold)` distinct tickets are drawn uniformly from `sold`:
 * 1 − C(sold − mine, w) / C(sold, w) = 1 − ∏(i < w) (sold − mine − i) / (sold − i).
 * Exact up to floating point (at most ten factors); 0 without tickets, 1 when
 * every ticket wins or my tickets outnumber the losing ones.
 */
export function chanceOfAnyPrize(sold: number, mine: number): number {
  if (mine <= 0 || sold <= 0) return 0;
  const winners = winnerCount(sold);
  if (mine > sold - winners) return 1;
  let allMiss = 1;
  for (let i = 0; i < winners; i += 1) allMiss *= (sold - mine - i) / (sold - i);
  return 1 - allMiss;
}

/** My chance of at least one prize across several draws (drawn independently). */
export function chanceOfAnyPrizeAcross(draws: ReadonlyArray<{ ticketsSold: number; myTicketCount: number }>): number {
  return 1 - draws.reduce((allMiss, draw) => allMiss * (1 - chanceOfAnyPrize(draw.ticketsSold, draw.myTicketCount)), 1);
}

export interface PrizeRank {
  rank: number;
  /** The rank's share of the pool with this many winners (the unused shares spread pro rata). */
  sharePercent: number;
  /** Minor units at the given pool; null while nothing is sold. */
  amountMinor: number | null;
}

/**
 * The prize table as it would be if sales ended now: with fewer than ten
 * tickets sold, only that many ranks win and share the whole pool.
 * With nothing sold yet, the ten ranks and their nominal shares, no amounts.
 */
export function prizeTable(prizePoolMinor: number, ticketsSold: number): PrizeRank[] {
  const winners = winnerCount(ticketsSold);
  if (winners === 0) return PRIZE_SHARES_PERCENT.map((share, index) => ({ rank: index + 1, sharePercent: share, amountMinor: null }));
  const used = PRIZE_SHARES_PERCENT.slice(0, winners);
  const usedTotal = used.reduce((sum, share) => sum + share, 0);
  const amounts = prizeAmounts(prizePoolMinor, winners);
  return used.map((share, index) => ({ rank: index + 1, sharePercent: (share * 100) / usedTotal, amountMinor: amounts[index] ?? 0 }));
}

/**
 * An estimate for a draw that has sold nothing yet: the first prize if every
 * ticket sold at its full price (volume discounts make real sales a little less).
 */
export function firstPrizeIfSoldOutMinor(ticketPriceMinor: number, maxTickets: number, adminProfitPercentage: number): number {
  const sales = ticketPriceMinor * maxTickets;
  const pool = sales - Math.floor((sales * adminProfitPercentage) / 100);
  return prizeAmounts(pool, winnerCount(maxTickets))[0] ?? 0;
}
