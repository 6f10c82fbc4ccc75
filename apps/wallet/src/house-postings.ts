import { randomInt } from 'node:crypto';
import type { Sql } from '@nova/platform';

/**
 * The house's ticket takings without a hot row. Every purchase used to add
 * to the one `house` balance, so all purchases of the platform queued on its
 * row lock. Purchases now credit one of the house's sub-accounts
 * (`house_01` … `house_16`, migration 004) picked at random: a purchase
 * holds one of 16 rows for the few statements left in its transaction, and
 * the ledger stays exact (every sub-account is a system account, so all
 * balances still sum to zero, and transfers record which one took the money).
 * Refunds and bonuses booked against profit still debit `house` itself; the
 * house's position is the sum of `house` and its sub-accounts.
 */
export const HOUSE_SUB_ACCOUNT_PATTERN = 'house\\_%';

export async function loadHouseSubAccounts(sql: Sql): Promise<string[]> {
  const { rows } = await sql.query<{ id: string }>(
    "SELECT id FROM accounts WHERE kind = 'system' AND code LIKE $1 ORDER BY code",
    [HOUSE_SUB_ACCOUNT_PATTERN],
  );
  return rows.map((row) => row.id);
}

/** The account a purchase's money goes to: a random sub-account, or `house` when there are none. */
export function houseAccountForPurchase(houseId: string, subAccounts: readonly string[]): string {
  if (subAccounts.length === 0) return houseId;
  return subAccounts[randomInt(subAccounts.length)] ?? houseId;
}

/** The house's whole position: `house` plus its sub-accounts. */
export async function houseBalanceMinor(sql: Sql): Promise<number> {
  const { rows } = await sql.query<{ total: unknown }>(
    "SELECT coalesce(sum(balance_minor), 0) AS total FROM accounts WHERE kind = 'system' AND (code = 'house' OR code LIKE $1)",
    [HOUSE_SUB_ACCOUNT_PATTERN],
  );
  return Number(rows[0]?.total ?? 0);
}
