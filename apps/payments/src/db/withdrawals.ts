import type { Sql } from '@nova/platform';
import { asDate, asOptionalDate, toMinor } from './rows';

export type WithdrawalStatus = 'pending' | 'processing' | 'completed' | 'rejected';
export type HoldState = 'holding' | 'held' | 'refused';

export interface WithdrawalRecord {
  id: string;
  userId: string;
  amountMinor: number;
  paymentMethod: string;
  accountInfo: string;
  status: WithdrawalStatus;
  holdState: HoldState;
  holdTransferId: string | null;
  adminNotes: string | null;
  processedAt: Date | null;
  finalTransferId: string | null;
  createdAt: Date;
}

interface WithdrawalRow {
  id: string;
  user_id: string;
  amount_minor: unknown;
  payment_method: string;
  account_info: string;
  status: WithdrawalStatus;
  hold_state: HoldState;
  hold_transfer_id: string | null;
  admin_notes: string | null;
  processed_at: Date | string | null;
  final_transfer_id: string | null;
  created_at: Date | string;
}

function toWithdrawal(row: WithdrawalRow): WithdrawalRecord {
  return {
    id: row.id,
    userId: row.user_id,
    amountMinor: toMinor(row.amount_minor),
    paymentMethod: row.payment_method,
    accountInfo: row.account_info,
    status: row.status,
    holdState: row.hold_state,
    holdTransferId: row.hold_transfer_id,
    adminNotes: row.admin_notes,
    processedAt: asOptionalDate(row.processed_at),
    finalTransferId: row.final_transfer_id,
    createdAt: asDate(row.created_at),
  };
}

export interface NewWithdrawal {
  id: string;
  userId: string;
  amountMinor: number;
  paymentMethod: string;
  accountInfo: string;
  clientKey: string | null;
}

/** Null when the client's key was already used (the caller picks that withdrawal up). */
export async function insertWithdrawal(sql: Sql, withdrawal: NewWithdrawal): Promise<WithdrawalRecord | null> {
  const { rows } = await sql.query<WithdrawalRow>(
    `INSERT INTO withdrawals (id, user_id, amount_minor, payment_method, account_info, client_key)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (user_id, client_key) DO NOTHING RETURNING *`,
    [withdrawal.id, withdrawal.userId, withdrawal.amountMinor, withdrawal.paymentMethod, withdrawal.accountInfo, withdrawal.clientKey],
  );
  return rows[0] ? toWithdrawal(rows[0]) : null;
}

export async function findWithdrawal(sql: Sql, id: string, forUpdate = false): Promise<WithdrawalRecord | null> {
  const { rows } = await sql.query<WithdrawalRow>(`SELECT * FROM withdrawals WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ? toWithdrawal(rows[0]) : null;
}

export async function findWithdrawalByClientKey(sql: Sql, userId: string, clientKey: string): Promise<WithdrawalRecord | null> {
  const { rows } = await sql.query<WithdrawalRow>('SELECT * FROM withdrawals WHERE user_id = $1 AND client_key = $2', [userId, clientKey]);
  return rows[0] ? toWithdrawal(rows[0]) : null;
}

/** Sets the outcome of the hold once; null when another call already did. */
export async function settleHold(sql: Sql, id: string, outcome: { state: 'held'; transferId: string } | { state: 'refused' }): Promise<WithdrawalRecord | null> {
  const { rows } = await sql.query<WithdrawalRow>(
    `UPDATE withdrawals SET hold_state = $2, hold_transfer_id = $3, updated_at = now()
     WHERE id = $1 AND hold_state = 'holding' RETURNING *`,
    [id, outcome.state, outcome.state === 'held' ? outcome.transferId : null],
  );
  return rows[0] ? toWithdrawal(rows[0]) : null;
}

/** Only real withdrawals (the amount is held) are listed. Newest first; `userId` null lists everyone's. */
export async function listWithdrawals(
  sql: Sql,
  filter: { userId: string | null; status: WithdrawalStatus | null; limit: number },
): Promise<WithdrawalRecord[]> {
  const { rows } = await sql.query<WithdrawalRow>(
    `SELECT * FROM withdrawals
     WHERE hold_state = 'held' AND ($1::uuid IS NULL OR user_id = $1) AND ($2::text IS NULL OR status = $2)
     ORDER BY created_at DESC, id DESC LIMIT $3`,
    [filter.userId, filter.status, filter.limit],
  );
  return rows.map(toWithdrawal);
}

export async function countPendingWithdrawals(sql: Sql): Promise<number> {
  const { rows } = await sql.query<{ count: unknown }>("SELECT count(*)::int AS count FROM withdrawals WHERE hold_state = 'held' AND status = 'pending'");
  return Number(rows[0]?.count ?? 0);
}

export async function changeWithdrawalStatus(
  sql: Sql,
  id: string,
  change: { status: WithdrawalStatus; adminNotes: string | null; processedBy: string; final: boolean },
): Promise<WithdrawalRecord> {
  const { rows } = await sql.query<WithdrawalRow>(
    `UPDATE withdrawals SET status = $2, admin_notes = coalesce($3, admin_notes), processed_by = $4,
       processed_at = CASE WHEN $5 THEN now() ELSE processed_at END, updated_at = now()
     WHERE id = $1 RETURNING *`,
    [id, change.status, change.adminNotes, change.processedBy, change.final],
  );
  return toWithdrawal(rows[0] as WithdrawalRow);
}

export async function recordFinalTransfer(sql: Sql, id: string, transferId: string): Promise<void> {
  await sql.query('UPDATE withdrawals SET final_transfer_id = $2, updated_at = now() WHERE id = $1 AND final_transfer_id IS NULL', [id, transferId]);
}

/** Holds never answered, and final decisions whose wallet move is still owed, older than `olderThanMs`. */
export async function unfinishedWithdrawals(sql: Sql, olderThanMs: number): Promise<WithdrawalRecord[]> {
  const { rows } = await sql.query<WithdrawalRow>(
    `SELECT * FROM withdrawals
     WHERE (hold_state = 'holding' OR (status IN ('completed', 'rejected') AND final_transfer_id IS NULL))
       AND updated_at <= now() - make_interval(secs => $1::double precision / 1000)
     ORDER BY updated_at LIMIT 100`,
    [olderThanMs],
  );
  return rows.map(toWithdrawal);
}
