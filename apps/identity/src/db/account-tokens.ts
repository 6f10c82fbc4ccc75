import type { Sql } from '@nova/platform';

export type TokenPurpose = 'verify-email' | 'reset-password';

/** A single-use secret sent by mail; only its hashes are stored. */
export interface AccountToken {
  id: string;
  userId: string;
  purpose: TokenPurpose;
  email: string;
  codeHash: string | null;
  failedAttempts: number;
  expiresAt: Date;
  usedAt: Date | null;
}

interface TokenRow {
  id: string;
  user_id: string;
  purpose: TokenPurpose;
  email: string;
  code_hash: string | null;
  failed_attempts: number;
  expires_at: Date | string;
  used_at: Date | string | null;
}

const toToken = (row: TokenRow): AccountToken => ({
  id: row.id,
  userId: row.user_id,
  purpose: row.purpose,
  email: row.email,
  codeHash: row.code_hash,
  failedAttempts: Number(row.failed_attempts),
  expiresAt: new Date(row.expires_at),
  usedAt: row.used_at === null ? null : new Date(row.used_at),
});

export interface NewToken {
  id: string;
  userId: string;
  purpose: TokenPurpose;
  email: string;
  tokenHash: string;
  codeHash: string | null;
  ttlSeconds: number;
}

/** Stores a new token and spends every earlier unused one of the same user and purpose (only the newest mail works). */
export async function insertToken(sql: Sql, token: NewToken): Promise<void> {
  await sql.query(
    `UPDATE account_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`,
    [token.userId, token.purpose],
  );
  await sql.query(
    `INSERT INTO account_tokens (id, user_id, purpose, email, token_hash, code_hash, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
    [token.id, token.userId, token.purpose, token.email, token.tokenHash, token.codeHash, token.ttlSeconds],
  );
}

/** The token with this link hash, locked, if it is unused and unexpired. */
export async function lockLiveTokenByHash(sql: Sql, purpose: TokenPurpose, tokenHash: string): Promise<AccountToken | null> {
  const { rows } = await sql.query<TokenRow>(
    `SELECT * FROM account_tokens WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now() FOR UPDATE`,
    [tokenHash, purpose],
  );
  return rows[0] ? toToken(rows[0]) : null;
}

/** The user's newest live token of this purpose, locked. */
export async function lockNewestLiveToken(sql: Sql, userId: string, purpose: TokenPurpose): Promise<AccountToken | null> {
  const { rows } = await sql.query<TokenRow>(
    `SELECT * FROM account_tokens WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
     ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
    [userId, purpose],
  );
  return rows[0] ? toToken(rows[0]) : null;
}

/** The address waiting for confirmation, if any. */
export async function pendingEmailOf(sql: Sql, userId: string): Promise<string | null> {
  const { rows } = await sql.query<{ email: string }>(
    `SELECT email FROM account_tokens WHERE user_id = $1 AND purpose = 'verify-email' AND used_at IS NULL AND expires_at > now()
     ORDER BY created_at DESC LIMIT 1`,
    [userId],
  );
  return rows[0]?.email ?? null;
}

export async function spendToken(sql: Sql, id: string): Promise<void> {
  await sql.query('UPDATE account_tokens SET used_at = now() WHERE id = $1', [id]);
}

/** Counts a wrong code; the token is spent once `maxFailures` is reached. */
export async function countWrongCode(sql: Sql, id: string, maxFailures: number): Promise<void> {
  await sql.query(
    `UPDATE account_tokens SET failed_attempts = failed_attempts + 1,
       used_at = CASE WHEN failed_attempts + 1 >= $2 THEN now() ELSE used_at END
     WHERE id = $1`,
    [id, maxFailures],
  );
}
