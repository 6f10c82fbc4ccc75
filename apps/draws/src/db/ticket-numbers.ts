import type { Sql } from '@nova/platform';

/**
 * Ticket numbers without a counter row: numbers given back by purchases that
 * could not use them come first (SKIP LOCKED, so buyers never queue on each
 * other), the rest from the draw's own sequence. nextval takes no lock and is
 * never rolled back, so a number is handed out at most once; one above the
 * draw's max_tickets means the draw is sold out, which keeps the cap exact.
 * A purchase takes them in the statement that records it (purchase-reservation.ts).
 *
 * Gives numbers back to the draw (a refused debit, or a buy that did not fit). */
export async function releaseTicketNumbers(tx: Sql, drawId: string, seqs: readonly number[]): Promise<void> {
  if (seqs.length === 0) return;
  await tx.query(
    'INSERT INTO draw_free_ticket_numbers (draw_id, seq) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
    [drawId, seqs],
  );
}

/** A purchase's numbers: its own list, or the contiguous block purchases made before the list existed. */
export function seqsOfPurchase(purchase: { ticketSeqs: number[] | null; firstTicketSeq: number; quantity: number }): number[] {
  if (purchase.ticketSeqs) return purchase.ticketSeqs;
  return Array.from({ length: purchase.quantity }, (_, index) => purchase.firstTicketSeq + index);
}
