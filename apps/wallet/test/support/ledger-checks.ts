import type { Sql } from '@nova/platform';

/** Sum of every account: zero in a sound double-entry ledger. */
export async function sumOfAllBalances(sql: Sql): Promise<number> {
  const { rows } = await sql.query<{ total: number | null }>('SELECT sum(balance_minor)::bigint AS total FROM accounts');
  return Number(rows[0]?.total ?? 0);
}

/** Accounts whose balance differs from what their transfers add up to. */
export async function accountsOutOfStepWithTransfers(sql: Sql): Promise<string[]> {
  const { rows } = await sql.query<{ id: string }>(`
    SELECT a.id FROM accounts a
    LEFT JOIN (
      SELECT account_id, sum(delta)::bigint AS net FROM (
        SELECT credit_account_id AS account_id, amount_minor AS delta FROM transfers
        UNION ALL
        SELECT debit_account_id, -amount_minor FROM transfers
      ) moves GROUP BY account_id
    ) t ON t.account_id = a.id
    WHERE a.balance_minor <> coalesce(t.net, 0)`);
  return rows.map((row) => row.id);
}
