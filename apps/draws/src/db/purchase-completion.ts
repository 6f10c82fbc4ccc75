import { outboxRow, type Sql } from '@nova/platform';
import { ticketNumberSql } from '../ticket-number';
import { toPurchase, type PurchaseRecord, type PurchaseRow } from './purchases';
import { TICKET_COLUMNS, toTicket, type TicketRecord, type TicketRow } from './tickets';

export type Completion =
  | { kind: 'completed'; purchase: PurchaseRecord; tickets: TicketRecord[] }
  /** The draw stopped selling meanwhile: the purchase is now `refunding`. */
  | { kind: 'refund' }
  /** Someone else (the reconciler, a retry) moved the purchase on first. */
  | { kind: 'done' };

/** The statement of completePurchase (below); scripts/bench/pgbench.ts runs it too. */
export const COMPLETE_PURCHASE_SQL = `WITH draw AS (
     SELECT status FROM draws WHERE id = $2 FOR KEY SHARE
   ), moved AS (
     UPDATE purchases
        SET status = CASE WHEN (SELECT status FROM draw) = 'active' THEN 'completed' ELSE 'refunding' END,
            balance_after_minor = CASE WHEN (SELECT status FROM draw) = 'active' THEN $3 ELSE balance_after_minor END,
            updated_at = now()
      WHERE id = $1 AND status = 'pending'
     RETURNING *
   ), issued AS (
     INSERT INTO tickets (draw_id, purchase_id, user_id, ticket_number)
     SELECT moved.draw_id, moved.id, moved.user_id, ${ticketNumberSql('seq')}
       FROM moved, unnest($4::int[]) AS seq
      WHERE moved.status = 'completed'
     RETURNING *
   ), announced AS (
     INSERT INTO outbox (id, subject, payload)
     SELECT $5, $6, $7::jsonb FROM moved WHERE moved.status = 'completed'
   )
   SELECT (SELECT to_jsonb(moved) FROM moved) AS purchase, ${TICKET_COLUMNS}
     FROM (SELECT 1) AS one
     LEFT JOIN (issued t JOIN draws d ON d.id = t.draw_id) ON true
    ORDER BY t.ticket_number`;

/**
 * The purchase saga's last step in one statement, so one round trip and one
 * commit: KEY SHARE on the draw (buyers share it, the draw's close waits for
 * it), the purchase from `pending` to `completed` (or to `refunding` when the
 * draw no longer sells), its tickets and its `draws.ticket.purchased.v1`
 * outbox row, all or nothing. Returns the tickets as every ticket read shows them.
 */
export async function completePurchase(
  sql: Sql,
  purchase: PurchaseRecord,
  seqs: readonly number[],
  balanceAfterMinor: number,
): Promise<Completion> {
  const event = outboxRow('draws.ticket.purchased.v1', {
    purchaseId: purchase.id,
    drawId: purchase.drawId,
    userId: purchase.userId,
    quantity: purchase.quantity,
    totalMinor: purchase.totalMinor,
    discountMinor: purchase.discountMinor,
  });
  const { rows } = await sql.query<Partial<TicketRow> & { purchase: PurchaseRow | null }>(
    COMPLETE_PURCHASE_SQL,
    [purchase.id, purchase.drawId, balanceAfterMinor, seqs, event.id, event.subject, event.payload],
    { prepareAs: 'draws.complete-purchase' },
  );
  const moved = rows[0]?.purchase ?? null;
  if (!moved) return { kind: 'done' };
  const record = toPurchase(moved);
  if (record.status !== 'completed') return { kind: 'refund' };
  return { kind: 'completed', purchase: record, tickets: rows.map((row) => toTicket(row as TicketRow)) };
}
