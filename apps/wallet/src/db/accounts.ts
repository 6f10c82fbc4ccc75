import type { Sql } from '@nova/platform';
import { systemAccountCodes, type SystemAccountCode, type UserAccountKind } from '../transfer-routes';
import { toMinor } from './minor';

export interface UserAccounts {
  availableAccountId: string;
  heldAccountId: string;
}

export type SystemAccounts = Record<SystemAccountCode, string>;

/** System account ids never change once the migration made them. */
export async function loadSystemAccounts(sql: Sql): Promise<SystemAccounts> {
  const { rows } = await sql.query<{ id: string; code: SystemAccountCode }>(
    "SELECT id, code FROM accounts WHERE kind = 'system'",
  );
  const byCode = new Map(rows.map((row) => [row.code, row.id]));
  const accounts = {} as SystemAccounts;
  for (const code of systemAccountCodes) {
    const id = byCode.get(code);
    if (!id) throw new Error(`system account "${code}" is missing: migrations not applied?`);
    accounts[code] = id;
  }
  return accounts;
}

async function findUserAccounts(sql: Sql, userId: string): Promise<UserAccounts | null> {
  const { rows } = await sql.query<{ id: string; kind: UserAccountKind }>(
    'SELECT id, kind FROM accounts WHERE owner_user_id = $1',
    [userId],
  );
  const availableAccountId = rows.find((row) => row.kind === 'user_available')?.id;
  const heldAccountId = rows.find((row) => row.kind === 'user_held')?.id;
  return availableAccountId && heldAccountId ? { availableAccountId, heldAccountId } : null;
}

/**
 * The user's two accounts, opened now if missing. Safe to run concurrently:
 * the unique (owner, kind) index lets one insert win and the others find it.
 * `opened` is true only for the call that created them.
 */
export async function openUserAccounts(sql: Sql, userId: string): Promise<UserAccounts & { opened: boolean }> {
  const existing = await findUserAccounts(sql, userId);
  if (existing) return { ...existing, opened: false };
  const inserted = await sql.query(
    `INSERT INTO accounts (owner_user_id, kind) VALUES ($1, 'user_available'), ($1, 'user_held')
     ON CONFLICT (owner_user_id, kind) DO NOTHING RETURNING id`,
    [userId],
  );
  const accounts = await findUserAccounts(sql, userId);
  if (!accounts) throw new Error(`accounts of user ${userId} could not be opened`);
  return { ...accounts, opened: inserted.rowCount > 0 };
}

export interface UserBalance {
  availableMinor: number;
  heldMinor: number;
}

/** Zero for a user without accounts yet. */
export async function readUserBalance(sql: Sql, userId: string): Promise<UserBalance> {
  const { rows } = await sql.query<{ kind: UserAccountKind; balance_minor: unknown }>(
    'SELECT kind, balance_minor FROM accounts WHERE owner_user_id = $1',
    [userId],
  );
  const balanceOf = (kind: UserAccountKind) => toMinor(rows.find((row) => row.kind === kind)?.balance_minor ?? 0);
  return { availableMinor: balanceOf('user_available'), heldMinor: balanceOf('user_held') };
}

/**
 * Applies a transfer to both balances. Rows are updated in id order, so two
 * transfers over the same accounts always lock them in the same order and
 * cannot deadlock. Returns false, changing nothing visible after the
 * caller's rollback, when the debit account may not go that low.
 */
export async function applyToBalances(sql: Sql, debitAccountId: string, creditAccountId: string, amountMinor: number): Promise<boolean> {
  const debit = () =>
    sql.query(
      `UPDATE accounts SET balance_minor = balance_minor - $2
       WHERE id = $1 AND (allow_negative OR balance_minor >= $2)`,
      [debitAccountId, amountMinor],
    );
  const credit = () =>
    sql.query('UPDATE accounts SET balance_minor = balance_minor + $2 WHERE id = $1', [creditAccountId, amountMinor]);
  if (debitAccountId < creditAccountId) {
    if ((await debit()).rowCount !== 1) return false;
    await credit();
  } else {
    await credit();
    if ((await debit()).rowCount !== 1) return false;
  }
  return true;
}
