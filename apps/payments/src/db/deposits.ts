import type { Sql } from '@nova/platform';
import { asDate, asOptionalDate, toMinor } from './rows';

export type DepositStatus = 'pending' | 'approved' | 'rejected';

export interface DepositRecord {
  id: string;
  userId: string;
  amountMinor: number;
  paymentMethodId: string;
  paymentMethodName: string;
  paymentMethodType: string;
  paymentMethodShort: string;
  status: DepositStatus;
  adminNotes: string | null;
  reviewedBy: string | null;
  reviewedAt: Date | null;
  creditTransferId: string | null;
  /** The player's Idempotency-Key of the upload, if one was sent. */
  clientKey: string | null;
  createdAt: Date;
}

interface DepositRow {
  id: string;
  user_id: string;
  amount_minor: unknown;
  payment_method_id: string;
  payment_method_name: string;
  payment_method_type: string;
  payment_method_short: string;
  status: DepositStatus;
  admin_notes: string | null;
  reviewed_by: string | null;
  reviewed_at: Date | string | null;
  credit_transfer_id: string | null;
  client_key: string | null;
  created_at: Date | string;
}

function toDeposit(row: DepositRow): DepositRecord {
  return {
    id: row.id,
    userId: row.user_id,
    amountMinor: toMinor(row.amount_minor),
    paymentMethodId: row.payment_method_id,
    paymentMethodName: row.payment_method_name,
    paymentMethodType: row.payment_method_type,
    paymentMethodShort: row.payment_method_short,
    status: row.status,
    adminNotes: row.admin_notes,
    reviewedBy: row.reviewed_by,
    reviewedAt: asOptionalDate(row.reviewed_at),
    creditTransferId: row.credit_transfer_id,
    clientKey: row.client_key ?? null,
    createdAt: asDate(row.created_at),
  };
}

export interface NewDeposit {
  id: string;
  userId: string;
  amountMinor: number;
  paymentMethodId: string;
  paymentMethodName: string;
  paymentMethodType: string;
  paymentMethodShort: string;
  clientKey: string | null;
}

/** Null when the client's key was already used (the caller returns that deposit). */
export async function insertDeposit(sql: Sql, deposit: NewDeposit): Promise<DepositRecord | null> {
  const { rows } = await sql.query<DepositRow>(
    `INSERT INTO deposits (id, user_id, amount_minor, payment_method_id, payment_method_name, payment_method_type, payment_method_short, client_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (user_id, client_key) DO NOTHING RETURNING *`,
    [deposit.id, deposit.userId, deposit.amountMinor, deposit.paymentMethodId, deposit.paymentMethodName, deposit.paymentMethodType, deposit.paymentMethodShort, deposit.clientKey],
  );
  return rows[0] ? toDeposit(rows[0]) : null;
}

export async function findDeposit(sql: Sql, id: string, forUpdate = false): Promise<DepositRecord | null> {
  const { rows } = await sql.query<DepositRow>(`SELECT * FROM deposits WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ? toDeposit(rows[0]) : null;
}

export async function findDepositByClientKey(sql: Sql, userId: string, clientKey: string): Promise<DepositRecord | null> {
  const { rows } = await sql.query<DepositRow>('SELECT * FROM deposits WHERE user_id = $1 AND client_key = $2', [userId, clientKey]);
  return rows[0] ? toDeposit(rows[0]) : null;
}

/** Newest first; `userId` null lists everyone's (admin). */
export async function listDeposits(sql: Sql, filter: { userId: string | null; status: DepositStatus | null; limit: number }): Promise<DepositRecord[]> {
  const { rows } = await sql.query<DepositRow>(
    `SELECT * FROM deposits
     WHERE ($1::uuid IS NULL OR user_id = $1) AND ($2::text IS NULL OR status = $2)
     ORDER BY created_at DESC, id DESC LIMIT $3`,
    [filter.userId, filter.status, filter.limit],
  );
  return rows.map(toDeposit);
}

export async function countPendingDeposits(sql: Sql): Promise<number> {
  const { rows } = await sql.query<{ count: unknown }>("SELECT count(*)::int AS count FROM deposits WHERE status = 'pending'");
  return Number(rows[0]?.count ?? 0);
}

/** The one move out of pending; the caller holds the row lock. */
export async function decideDeposit(
  sql: Sql,
  id: string,
  decision: { status: 'approved' | 'rejected'; adminNotes: string | null; reviewedBy: string },
): Promise<DepositRecord | null> {
  const { rows } = await sql.query<DepositRow>(
    `UPDATE deposits SET status = $2, admin_notes = $3, reviewed_by = $4, reviewed_at = now()
     WHERE id = $1 AND status = 'pending' RETURNING *`,
    [id, decision.status, decision.adminNotes, decision.reviewedBy],
  );
  return rows[0] ? toDeposit(rows[0]) : null;
}

/** Records the wallet credit once: true only for the call that recorded it. */
export async function recordDepositCredit(sql: Sql, id: string, transferId: string): Promise<boolean> {
  const { rowCount } = await sql.query(
    "UPDATE deposits SET credit_transfer_id = $2 WHERE id = $1 AND status = 'approved' AND credit_transfer_id IS NULL",
    [id, transferId],
  );
  return rowCount === 1;
}

/** Approved deposits whose credit is still owed after `olderThanMs` (the reconciler's work). */
export async function depositsOwingCredit(sql: Sql, olderThanMs: number): Promise<DepositRecord[]> {
  const { rows } = await sql.query<DepositRow>(
    `SELECT * FROM deposits WHERE status = 'approved' AND credit_transfer_id IS NULL
     AND reviewed_at <= now() - make_interval(secs => $1::double precision / 1000) ORDER BY reviewed_at LIMIT 100`,
    [olderThanMs],
  );
  return rows.map(toDeposit);
}
