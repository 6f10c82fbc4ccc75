import type { Sql } from '@nova/platform';
import { systemAccountCodes, type SystemAccountCode, type UserAccountKind } from '../ledger-postings';
import { toMinor } from './minor';

export interface UserAccounts {
  /** Cash: deposits, prizes, converted bonus money. The only money a withdrawal can take. */
  availableAccountId: string;
  heldAccountId: string;
  /** Bonus money: spendable on tickets, not withdrawable until played through. */
  bonusAccountId: string;
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

/** The balances as read under the lock (they change only through this transaction). */
export interface LockedBalances {
  cashMinor: number;
  heldMinor: number;
  bonusMinor: number;
}

/**
 * Locks every account of the user, always in id order, before any system
 * account is touched: two transactions of one user never wait on each other
 * in opposite order, and the balances read here cannot change under us.
 */
export const LOCK_USER_ACCOUNTS_SQL = 'SELECT id, kind, balance_minor FROM accounts WHERE owner_user_id = $1 ORDER BY id FOR UPDATE';

async function lockUserAccounts(sql: Sql, userId: string): Promise<(UserAccounts & { locked: LockedBalances }) | null> {
  const { rows } = await sql.query<{ id: string; kind: UserAccountKind; balance_minor: unknown }>(LOCK_USER_ACCOUNTS_SQL, [userId], {
    prepareAs: 'wallet.lock-user-accounts',
  });
  const rowOf = (kind: UserAccountKind) => rows.find((row) => row.kind === kind);
  const [cash, held, bonus] = [rowOf('user_available'), rowOf('user_held'), rowOf('user_bonus')];
  if (!cash || !held || !bonus) return null;
  return {
    availableAccountId: cash.id,
    heldAccountId: held.id,
    bonusAccountId: bonus.id,
    locked: { cashMinor: toMinor(cash.balance_minor), heldMinor: toMinor(held.balance_minor), bonusMinor: toMinor(bonus.balance_minor) },
  };
}

export type LockedUserAccounts = UserAccounts & { locked: LockedBalances; opened: boolean };

/**
 * The user's accounts (cash, held, bonus), opened now if missing, and locked
 * for the rest of the transaction. Safe to run concurrently: the unique
 * (owner, kind) index lets one insert win and the others find it. `opened` is
 * true only for the call that created the cash account.
 */
export async function openUserAccounts(sql: Sql, userId: string): Promise<LockedUserAccounts> {
  const existing = await lockUserAccounts(sql, userId);
  if (existing) return { ...existing, opened: false };
  const inserted = await sql.query<{ kind: UserAccountKind }>(
    `INSERT INTO accounts (owner_user_id, kind) VALUES ($1, 'user_available'), ($1, 'user_held'), ($1, 'user_bonus')
     ON CONFLICT (owner_user_id, kind) DO NOTHING RETURNING kind`,
    [userId],
  );
  const accounts = await lockUserAccounts(sql, userId);
  if (!accounts) throw new Error(`accounts of user ${userId} could not be opened`);
  return { ...accounts, opened: inserted.rows.some((row) => row.kind === 'user_available') };
}

export interface UserBalance {
  /** Cash (the `user_available` account). */
  cashMinor: number;
  heldMinor: number;
  bonusMinor: number;
  playThroughLeftMinor: number;
}

/** Zero for a user without accounts yet. */
export async function readUserBalance(sql: Sql, userId: string): Promise<UserBalance> {
  const { rows } = await sql.query<{ kind: UserAccountKind | 'play_through'; balance_minor: unknown }>(
    `SELECT kind, balance_minor FROM accounts WHERE owner_user_id = $1
     UNION ALL SELECT 'play_through', remaining_minor FROM bonus_play_through WHERE user_id = $1`,
    [userId],
  );
  const balanceOf = (kind: UserAccountKind | 'play_through') => toMinor(rows.find((row) => row.kind === kind)?.balance_minor ?? 0);
  return {
    cashMinor: balanceOf('user_available'),
    heldMinor: balanceOf('user_held'),
    bonusMinor: balanceOf('user_bonus'),
    playThroughLeftMinor: balanceOf('play_through'),
  };
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
