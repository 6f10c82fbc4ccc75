import { percentOf } from '@nova/money';

/**
 * Volume discount on a ticket purchase.
 * 5–9 tickets 5%, 10–19 tickets 10%, 20 or more 15%
 * (docs/product-rules.md#volume-discount).
 *
 * Rounding: the discount is rounded half up to the cent (`percentOf` from
 * @nova/money), and the player pays `total = subtotal − discount` exactly,
 * so `totalMinor + discountMinor === subtotalMinor` always holds.
 */

/** Tiers from the largest minimum quantity down; the first that applies wins. */
const DISCOUNT_TIERS: ReadonlyArray<{ minQuantity: number; percent: number }> = [
  { minQuantity: 20, percent: 15 },
  { minQuantity: 10, percent: 10 },
  { minQuantity: 5, percent: 5 },
];

/** Above this, `percentOf` could leave the safe-integer range (subtotal × percent). */
const MAX_SUBTOTAL_MINOR = Math.floor(Number.MAX_SAFE_INTEGER / 100);

export interface TicketPrice {
  subtotalMinor: number;
  discountPercent: number;
  discountMinor: number;
  totalMinor: number;
}

export function discountPercentFor(quantity: number): number {
  assertQuantity(quantity);
  return DISCOUNT_TIERS.find((tier) => quantity >= tier.minQuantity)?.percent ?? 0;
}

export function priceTickets(ticketPriceMinor: number, quantity: number): TicketPrice {
  if (!Number.isSafeInteger(ticketPriceMinor) || ticketPriceMinor < 0) {
    throw new RangeError(`ticket price must be a non-negative integer amount of minor units, got ${ticketPriceMinor}`);
  }
  const discountPercent = discountPercentFor(quantity);
  const subtotalMinor = ticketPriceMinor * quantity;
  if (!Number.isSafeInteger(subtotalMinor) || subtotalMinor > MAX_SUBTOTAL_MINOR) {
    throw new RangeError(`purchase too large: ${quantity} tickets at ${ticketPriceMinor} minor units`);
  }
  const discountMinor = percentOf(subtotalMinor, discountPercent);
  return { subtotalMinor, discountPercent, discountMinor, totalMinor: subtotalMinor - discountMinor };
}

function assertQuantity(quantity: number): void {
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    throw new RangeError(`ticket quantity must be a positive integer, got ${quantity}`);
  }
}
