import { formatMinor, parseAmount } from '@nova/money';
import { priceTickets, type TicketPrice } from '@nova/rules/volume-discount';

/** The server's own pricing rule (volume discount, rounding), so the preview equals the charge. */
export { priceTickets, type TicketPrice };

/** The quick-buy shortcuts of the Buy Tickets dialog. */
export const QUICK_BUY_QUANTITIES = [5, 10, 20, 50] as const;
/** The largest volume discount (20 or more tickets: 15%). */
const BEST_DISCOUNT_PERCENT = 15;

export function toMinor(decimal: string): number {
  return parseAmount(decimal);
}

export function toDecimal(minor: number): string {
  return minor < 0 ? `-${formatMinor(-minor)}` : formatMinor(minor);
}

export function canAfford(priceMinor: number, quantity: number, balanceMinor: number): boolean {
  return priceTickets(priceMinor, quantity).totalMinor <= balanceMinor;
}

/**
 * The most tickets the balance pays for, at most `ticketsRemaining`. The total
 * is not monotone in the quantity (20 tickets at 15% can cost less than 19 at
 * 10%), so it searches down from an upper bound instead of dividing.
 */
export function maxAffordable(priceMinor: number, balanceMinor: number, ticketsRemaining: number): number {
  const remaining = Math.max(0, Math.floor(ticketsRemaining));
  if (remaining === 0 || balanceMinor <= 0) return priceMinor === 0 ? remaining : 0;
  if (priceMinor === 0) return remaining;
  const bound = Math.floor((balanceMinor * 100) / (priceMinor * (100 - BEST_DISCOUNT_PERCENT))) + 1;
  for (let quantity = Math.min(remaining, bound); quantity >= 1; quantity -= 1) {
    if (canAfford(priceMinor, quantity, balanceMinor)) return quantity;
  }
  return 0;
}

/** A quantity typed by the player: a positive whole number, or null. */
export function parseQuantity(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return Number.isSafeInteger(value) && value >= 1 ? value : null;
}
