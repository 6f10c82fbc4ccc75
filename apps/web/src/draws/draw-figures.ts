import { toDecimal, toMinor } from './ticket-pricing';

interface PricedDraw {
  ticketPrice: string;
  prizePool: string;
  myTicketCount: number;
  status: string;
}

/** Current draws sorted by ticket price, cheapest first (stable for equal prices). */
export function sortByTicketPrice<T extends PricedDraw>(draws: readonly T[]): T[] {
  return [...draws].sort((a, b) => toMinor(a.ticketPrice) - toMinor(b.ticketPrice));
}

/** The dashboard's "total prize pool" tile: the sum of the live pools, exact to the cent. */
export function totalPrizePool(draws: readonly PricedDraw[]): string {
  return toDecimal(draws.reduce((sum, draw) => sum + toMinor(draw.prizePool), 0));
}

export function myTicketsIn(draws: readonly PricedDraw[]): number {
  return draws.reduce((sum, draw) => sum + draw.myTicketCount, 0);
}

/** The ticker shows the real largest current prize pool (docs/product-rules.md#real-figures). */
export function largestPool<T extends PricedDraw>(draws: readonly T[]): T | null {
  return draws.reduce<T | null>((best, draw) => (best === null || toMinor(draw.prizePool) > toMinor(best.prizePool) ? draw : best), null);
}

/** The draw a header "Buy Tickets" button buys into: the cheapest on sale now. */
export function firstOnSale<T extends PricedDraw & { ticketsRemaining: number }>(draws: readonly T[]): T | null {
  return sortByTicketPrice(draws).find((draw) => draw.status === 'active' && draw.ticketsRemaining > 0) ?? null;
}

/** The share of ticket sales the winners split, rounded to 2 places so 100 − 33.3 reads 66.7, not 66.69999999999999. */
export function winnersShare(adminProfitPercentage: number): number {
  return Math.round((100 - adminProfitPercentage) * 100) / 100;
}
