import { randomInt } from 'node:crypto';
import type { Sql } from '@nova/platform';

/**
 * The house's ticket takings without a hot row. Every purchase used to add
 * to the one `house` balance, so all purchases of the platform queued on its
 * row lock. Purchases now credit one of the house's sub-accounts
 * (`house_01` … `house_64`, then `house_065` … `house_256`: migrations 004,
 * 005 and 009) picked at random: a purchase holds one of 256 rows for the
 * few statements left in its transaction, and
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

/**
 * The sub-account one request credits, picked once per request: a purchase
 * paid in cash and bonus money posts two legs, and both must lock the same
 * house row, or two requests could lock two rows in opposite orders.
 */
export function pickHouseSubAccount(deps: { houseSubAccounts?: readonly string[] }): string | undefined {
  const subAccounts = deps.houseSubAccounts ?? [];
  return subAccounts.length === 0 ? undefined : subAccounts[randomInt(subAccounts.length)];
}

/** A ticket purchase's credit to `house` goes to the request's sub-account instead; every other leg keeps its account. */
export function houseSideOf(
  leg: { kind: string },
  resolvedAccountId: string,
  house: string,
  houseSubAccount: string | undefined,
): string {
  if (leg.kind !== 'ticket_purchase' || resolvedAccountId !== house || !houseSubAccount) return resolvedAccountId;
  return houseSubAccount;
}

/** The house's whole position: `house` plus its sub-accounts. */
export async function houseBalanceMinor(sql: Sql): Promise<number> {
  const { rows } = await sql.query<{ total: unknown }>(
    "SELECT coalesce(sum(balance_minor), 0) AS total FROM accounts WHERE kind = 'system' AND (code = 'house' OR code LIKE $1)",
    [HOUSE_SUB_ACCOUNT_PATTERN],
  );
  return Number(rows[0]?.total ?? 0);
}
