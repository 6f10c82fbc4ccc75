import type { Sql } from '@nova/platform';
import { findUserById, type UserRecord } from './users';

export const ADMIN_USERS_PAGE_SIZE = 50;

/** Users matching a search (username, email or name), newest first. */
export async function searchUsers(sql: Sql, search: string | null, page: number): Promise<{ ids: string[]; total: number }> {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = pattern ? 'WHERE username ILIKE $1 OR email ILIKE $1 OR full_name ILIKE $1' : '';
  const params = pattern ? [pattern] : [];
  const total = Number((await sql.query<{ n: string }>(`SELECT count(*)::text AS n FROM users ${where}`, params)).rows[0]?.n ?? 0);
  const { rows } = await sql.query<{ id: string }>(
    `SELECT id FROM users ${where} ORDER BY created_at DESC, id LIMIT ${ADMIN_USERS_PAGE_SIZE} OFFSET ${(page - 1) * ADMIN_USERS_PAGE_SIZE}`,
    params,
  );
  return { ids: rows.map((row) => row.id), total };
}

export async function countUsers(sql: Sql): Promise<number> {
  return Number((await sql.query<{ n: string }>('SELECT count(*)::text AS n FROM users')).rows[0]?.n ?? 0);
}

export async function lockUser(sql: Sql, id: string): Promise<UserRecord | null> {
  await sql.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [id]);
  return findUserById(sql, id);
}

export async function setStatus(sql: Sql, id: string, status: 'active' | 'suspended'): Promise<void> {
  await sql.query('UPDATE users SET status = $2, updated_at = now() WHERE id = $1', [id, status]);
}

/**
 * Deleting keeps the money records (ledger, deposits, tickets reference the
 * id): the personal data goes, the account is suspended for good.
 */
export async function anonymiseUser(sql: Sql, id: string): Promise<void> {
  await sql.query(
    `UPDATE users SET username = 'deleted-' || left(id::text, 8), username_key = 'deleted-' || left(id::text, 8), email = NULL, full_name = NULL, first_name = NULL,
       phone = NULL, date_of_birth = NULL, profile_image_url = NULL, payment_methods = '[]'::jsonb, status = 'suspended', deleted_at = now(), updated_at = now()
     WHERE id = $1`,
    [id],
  );
}
