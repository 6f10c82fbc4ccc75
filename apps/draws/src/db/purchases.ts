import type { Sql } from '@nova/platform';
import { toDate, toInt, toNullableInt } from './rows';

export type PurchaseStatus = 'pending' | 'completed' | 'failed' | 'refunding' | 'refunded';

export interface PurchaseRecord {
  id: string;
  userId: string;
  drawId: string;
  idempotencyKey: string;
  quantity: number;
  firstTicketSeq: number;
  /** The purchase's ticket numbers; null for purchases made before numbers came from a sequence. */
  ticketSeqs: number[] | null;
  unitPriceMinor: number;
  subtotalMinor: number;
  discountPercent: number;
  discountMinor: number;
  totalMinor: number;
  status: PurchaseStatus;
  failureCode: string | null;
  balanceAfterMinor: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface PurchaseRow {
  id: string;
  user_id: string;
  draw_id: string;
  idempotency_key: string;
  quantity: unknown;
  first_ticket_seq: unknown;
  ticket_seqs: unknown[] | null;
  unit_price_minor: unknown;
  subtotal_minor: unknown;
  discount_percent: unknown;
  discount_minor: unknown;
  total_minor: unknown;
  status: PurchaseStatus;
  failure_code: string | null;
  balance_after_minor: unknown;
  created_at: Date | string;
  updated_at: Date | string;
}

export function toPurchase(row: PurchaseRow): PurchaseRecord {
  return {
    id: row.id,
    userId: row.user_id,
    drawId: row.draw_id,
    idempotencyKey: row.idempotency_key,
    quantity: toInt(row.quantity),
    firstTicketSeq: toInt(row.first_ticket_seq),
    ticketSeqs: row.ticket_seqs ? row.ticket_seqs.map(toInt) : null,
    unitPriceMinor: toInt(row.unit_price_minor),
    subtotalMinor: toInt(row.subtotal_minor),
    discountPercent: toInt(row.discount_percent),
    discountMinor: toInt(row.discount_minor),
    totalMinor: toInt(row.total_minor),
    status: row.status,
    failureCode: row.failure_code,
    balanceAfterMinor: toNullableInt(row.balance_after_minor),
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
  };
}

async function queryPurchases(sql: Sql, text: string, params: unknown[]): Promise<PurchaseRecord[]> {
  const { rows } = await sql.query<PurchaseRow>(text, params);
  return rows.map(toPurchase);
}

export async function findPurchase(sql: Sql, id: string): Promise<PurchaseRecord | null> {
  const [purchase] = await queryPurchases(sql, 'SELECT * FROM purchases WHERE id = $1', [id]);
  return purchase ?? null;
}

export async function findPurchaseByKey(sql: Sql, userId: string, idempotencyKey: string): Promise<PurchaseRecord | null> {
  const [purchase] = await queryPurchases(sql, 'SELECT * FROM purchases WHERE user_id = $1 AND idempotency_key = $2', [userId, idempotencyKey]);
  return purchase ?? null;
}

export type NewPurchase = Omit<PurchaseRecord, 'status' | 'failureCode' | 'balanceAfterMinor' | 'createdAt' | 'updatedAt'>;

/**
 * Moves a purchase on only from the state the caller saw: of two workers
 * finishing the same purchase (the request and the reconciler), one wins.
 */
export async function transitionPurchase(
  sql: Sql,
  id: string,
  from: PurchaseStatus,
  to: PurchaseStatus,
  fields: { failureCode?: string; balanceAfterMinor?: number } = {},
): Promise<PurchaseRecord | null> {
  const [updated] = await queryPurchases(
    sql,
    `UPDATE purchases SET status = $3, failure_code = coalesce($4, failure_code),
       balance_after_minor = coalesce($5, balance_after_minor), updated_at = now()
     WHERE id = $1 AND status = $2 RETURNING *`,
    [id, from, to, fields.failureCode ?? null, fields.balanceAfterMinor ?? null],
  );
  return updated ?? null;
}

/** Claims up to `limit` unfinished purchases untouched for `staleAfterMs`, so replicas share the repair work. */
export async function claimStalePurchases(sql: Sql, staleAfterMs: number, limit = 50): Promise<PurchaseRecord[]> {
  return queryPurchases(
    sql,
    `UPDATE purchases SET updated_at = now()
     WHERE id IN (
       SELECT id FROM purchases
       WHERE status IN ('pending', 'refunding') AND updated_at <= now() - make_interval(secs => $1::double precision / 1000)
       ORDER BY updated_at LIMIT $2 FOR UPDATE SKIP LOCKED)
     RETURNING *`,
    [staleAfterMs, limit],
  );
}
