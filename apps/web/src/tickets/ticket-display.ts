interface PrizeSource {
  status: string;
  prizeAmount?: string | null;
  drawTicketPrice: string;
  draw: { firstPrize: string };
}

export type PrizeDisplay =
  | { kind: 'won'; amount: string }
  | { kind: 'upTo'; amount: string }
  | { kind: 'refunded'; amount: string };

/**
 * A won ticket shows its prize; an active or lost
 * ticket shows its draw's current first prize (not a fixed 15000;
 * docs/product-rules.md#real-figures); a refunded
 * ticket shows the price that went back to the balance.
 */
export function prizeDisplay(ticket: PrizeSource): PrizeDisplay {
  if (ticket.status === 'won' && ticket.prizeAmount) return { kind: 'won', amount: ticket.prizeAmount };
  if (ticket.status === 'refunded') return { kind: 'refunded', amount: ticket.drawTicketPrice };
  return { kind: 'upTo', amount: ticket.draw.firstPrize };
}
