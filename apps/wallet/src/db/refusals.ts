import type { Sql } from '@nova/platform';

/** Codes a refusal keeps under its key: want of money (migration 006), a player's limit or block (007). */
export type RefusalCode = 'INSUFFICIENT_BALANCE' | 'LIMIT_REACHED' | 'PLAY_BLOCKED';

/** A request the wallet refused; its key answers the same for ever. */
export interface Refusal {
  idempotencyKey: string;
  userId: string;
  requestFingerprint: string;
  code: RefusalCode;
  /** Which limit or block refused, and when it resets (limits and blocks only). */
  details?: Record<string, unknown> | null;
}

export interface RefusalRow {
  user_id: string;
  request_fingerprint: string;
  code: RefusalCode;
  details: Record<string, unknown> | null;
}

export function toRefusal(idempotencyKey: string, row: RefusalRow): Refusal {
  return { idempotencyKey, userId: row.user_id, requestFingerprint: row.request_fingerprint, code: row.code, details: row.details };
}

/** Call with the user's accounts locked. */
export async function findRefusal(sql: Sql, idempotencyKey: string): Promise<Refusal | null> {
  const { rows } = await sql.query<RefusalRow>(
    'SELECT user_id, request_fingerprint, code, details FROM refused_requests WHERE idempotency_key = $1',
    [idempotencyKey],
  );
  const row = rows[0];
  return row ? toRefusal(idempotencyKey, row) : null;
}

/** Call with the user's accounts locked, in the transaction that refused the request. */
export async function recordRefusal(sql: Sql, refusal: Refusal): Promise<void> {
  await sql.query(
    `INSERT INTO refused_requests (idempotency_key, user_id, request_fingerprint, code, details) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (idempotency_key) DO NOTHING`,
    [refusal.idempotencyKey, refusal.userId, refusal.requestFingerprint, refusal.code, refusal.details ? JSON.stringify(refusal.details) : null],
  );
}
