import type { Sql } from '@nova/platform';
import { toPurchase, type NewPurchase, type PurchaseRecord, type PurchaseRow } from './purchases';
import { toInt } from './rows';

export type Reservation =
  | { kind: 'reserved'; purchase: PurchaseRecord }
  /** The draw no longer sells at the price and cap the caller read (or at all): nothing was taken. */
  | { kind: 'not-on-sale' }
  /** Fewer numbers than asked are left: `seqs` are the usable ones it took (to give back). */
  | { kind: 'full'; seqs: number[] }
  /** The player already used this key: `seqs` are the numbers it took (to give back). */
  | { kind: 'taken-key'; seqs: number[] };

/** The statement of reservePurchase (below); scripts/bench/pgbench.ts runs it too. */
export const RESERVE_PURCHASE_SQL = `WITH sale AS (
     SELECT 1 FROM draws WHERE id = $1 AND status = 'active' AND deleted_at IS NULL AND draw_date > now()
        AND ticket_price_minor = $7 AND max_tickets = $3::int
   ), reused AS (
     DELETE FROM draw_free_ticket_numbers WHERE (draw_id, seq) IN (
       SELECT draw_id, seq FROM draw_free_ticket_numbers WHERE draw_id = $1 AND EXISTS (SELECT 1 FROM sale)
        ORDER BY seq LIMIT $2::int FOR UPDATE SKIP LOCKED)
     RETURNING seq
   ), fresh AS (
     SELECT nextval(draw_ticket_sequence($1)::regclass) AS seq
       FROM generate_series(1, CASE WHEN EXISTS (SELECT 1 FROM sale) THEN $2::int - (SELECT count(*) FROM reused)::int ELSE 0 END)
   ), usable AS (
     SELECT coalesce(array_agg(seq::int ORDER BY seq) FILTER (WHERE seq <= $3::int), '{}'::int[]) AS seqs
       FROM (SELECT seq::bigint FROM reused UNION ALL SELECT seq FROM fresh) AS taken
   ), inserted AS (
     INSERT INTO purchases (id, user_id, draw_id, idempotency_key, quantity, first_ticket_seq, unit_price_minor,
       subtotal_minor, discount_percent, discount_minor, total_minor, status, ticket_seqs)
     SELECT $4, $5, $1, $6, $2, usable.seqs[1], $7, $8, $9, $10, $11, 'pending', usable.seqs
       FROM usable WHERE cardinality(usable.seqs) = $2::int
     ON CONFLICT (user_id, idempotency_key) DO NOTHING
     RETURNING *
   )
   SELECT EXISTS (SELECT 1 FROM sale) AS on_sale, usable.seqs AS usable, (SELECT to_jsonb(inserted) FROM inserted) AS purchase FROM usable`;

/**
 * The purchase saga's first step in one statement, so one round trip and one
 * commit: if the draw still sells at the price and cap the caller read
 * (`unitPriceMinor`, `maxTickets`: a copy of the draw may be a few seconds
 * old, draws-for-sale.ts), take `quantity` ticket numbers (numbers given back first, SKIP
 * LOCKED, then the draw's sequence; see ticket-numbers.ts) and, when all of
 * them are within the draw's cap, record the purchase `pending` with them.
 * Nothing here is shared with other buyers. The rare outcomes that leave
 * numbers unused (sold out, a reused key) return them for the caller to give
 * back; a crash before it does loses them, as a crash after nextval always
 * could: the draw then sells that many fewer, never more.
 */
export async function reservePurchase(sql: Sql, purchase: Omit<NewPurchase, 'firstTicketSeq' | 'ticketSeqs'>, maxTickets: number): Promise<Reservation> {
  const { rows } = await sql.query<{ on_sale: boolean; usable: unknown[]; purchase: PurchaseRow | null }>(
    RESERVE_PURCHASE_SQL,
    [purchase.drawId, purchase.quantity, maxTickets, purchase.id, purchase.userId, purchase.idempotencyKey,
      purchase.unitPriceMinor, purchase.subtotalMinor, purchase.discountPercent, purchase.discountMinor, purchase.totalMinor],
    { prepareAs: 'draws.reserve-purchase' },
  );
  const row = rows[0];
  if (!row?.on_sale) return { kind: 'not-on-sale' };
  const seqs = row.usable.map(toInt);
  if (row.purchase) return { kind: 'reserved', purchase: toPurchase(row.purchase) };
  return seqs.length < purchase.quantity ? { kind: 'full', seqs } : { kind: 'taken-key', seqs };
}
