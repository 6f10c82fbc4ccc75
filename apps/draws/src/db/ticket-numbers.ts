import type { Sql } from '@nova/platform';
import { toInt } from './rows';

/**
 * Ticket numbers without a counter row: numbers given back by purchases that
 * could not use them come first (SKIP LOCKED, so buyers never queue on each
 * other), the rest from the draw's own sequence. nextval takes no lock and is
 * never rolled back, so a number is handed out at most once; one above the
 * draw's max_tickets means the draw is sold out, which keeps the cap exact.
 */
export type TicketNumbers = { kind: 'taken'; seqs: number[] } | { kind: 'full'; left: number };

export async function takeTicketNumbers(tx: Sql, draw: { id: string; maxTickets: number }, quantity: number): Promise<TicketNumbers> {
  const { rows } = await tx.query<{ seq: unknown }>(
    `WITH reused AS (
       DELETE FROM draw_free_ticket_numbers WHERE (draw_id, seq) IN (
         SELECT draw_id, seq FROM draw_free_ticket_numbers WHERE draw_id = $1 ORDER BY seq LIMIT $2::int FOR UPDATE SKIP LOCKED)
       RETURNING seq)
     SELECT seq FROM reused
     UNION ALL
     SELECT nextval(draw_ticket_sequence($1)::regclass) FROM generate_series(1, $2::int - (SELECT count(*) FROM reused)::int)`,
    [draw.id, quantity],
  );
  const seqs = rows.map((row) => toInt(row.seq)).sort((a, b) => a - b);
  const usable = seqs.filter((seq) => seq <= draw.maxTickets);
  if (usable.length === quantity) return { kind: 'taken', seqs: usable };
  // Not enough left: the usable ones go back for a smaller buy; numbers above the cap are never used.
  await releaseTicketNumbers(tx, draw.id, usable);
  return { kind: 'full', left: usable.length };
}

/** Gives numbers back to the draw (a refused debit, or a buy that did not fit). */
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
