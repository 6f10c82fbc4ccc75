import type { Sql } from '@nova/platform';

/** A request the wallet refused for want of money (migration 006); its key answers the same for ever. */
export interface Refusal {
  idempotencyKey: string;
  userId: string;
  requestFingerprint: string;
  code: 'INSUFFICIENT_BALANCE';
}

/** Call with the user's accounts locked. */
export async function findRefusal(sql: Sql, idempotencyKey: string): Promise<Refusal | null> {
  const { rows } = await sql.query<{ user_id: string; request_fingerprint: string }>(
    'SELECT user_id, request_fingerprint FROM refused_requests WHERE idempotency_key = $1',
    [idempotencyKey],
  );
  const row = rows[0];
  return row ? { idempotencyKey, userId: row.user_id, requestFingerprint: row.request_fingerprint, code: 'INSUFFICIENT_BALANCE' } : null;
}

/** Call with the user's accounts locked, in the transaction that found the balance short. */
export async function recordRefusal(sql: Sql, refusal: Refusal): Promise<void> {
  await sql.query(
    `INSERT INTO refused_requests (idempotency_key, user_id, request_fingerprint, code) VALUES ($1, $2, $3, $4)
     ON CONFLICT (idempotency_key) DO NOTHING`,
    [refusal.idempotencyKey, refusal.userId, refusal.requestFingerprint, refusal.code],
  );
}
