import type { GatewayStack } from '../support/stack-harness';

/** What a refused request must leave exactly as it was. */
export interface StateSnapshot {
  ledgerSumMinor: string;
  /** Every account's balance, `id=minor`, in id order. */
  balances: string;
  transfers: number;
  users: string;
  draws: number;
  purchases: number;
  tickets: number;
  payouts: number;
  deposits: number;
  withdrawals: number;
  paymentMethods: number;
}

async function one<T>(rows: Promise<{ rows: T[] }>): Promise<T> {
  const { rows: found } = await rows;
  if (!found[0]) throw new Error('snapshot query returned no row');
  return found[0];
}

export async function snapshot(stack: GatewayStack): Promise<StateSnapshot> {
  const count = async (db: GatewayStack['walletDb'], table: string) =>
    (await one(db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))).n;
  const [ledger, users, transfers, draws, purchases, tickets, payouts, deposits, withdrawals, paymentMethods] = await Promise.all([
    one(
      stack.walletDb.query<{ total: string | null; balances: string | null }>(
        `SELECT sum(balance_minor)::text AS total, string_agg(id::text || '=' || balance_minor::text, ',' ORDER BY id) AS balances FROM accounts`,
      ),
    ),
    // The whole row but its touch time: a refused request must not suspend, promote, rename or re-password anyone.
    one(stack.identityDb.query<{ digest: string | null }>(`SELECT md5(string_agg((to_jsonb(u) - 'updated_at')::text, ',' ORDER BY u.id)) AS digest FROM users u`)),
    count(stack.walletDb, 'transfers'),
    count(stack.drawsDb, 'draws'),
    count(stack.drawsDb, 'purchases'),
    count(stack.drawsDb, 'tickets'),
    count(stack.drawsDb, 'payouts'),
    count(stack.paymentsDb, 'deposits'),
    count(stack.paymentsDb, 'withdrawals'),
    count(stack.paymentsDb, 'payment_methods'),
  ]);
  return {
    ledgerSumMinor: ledger.total ?? '0',
    balances: ledger.balances ?? '',
    transfers,
    users: users.digest ?? '',
    draws,
    purchases,
    tickets,
    payouts,
    deposits,
    withdrawals,
    paymentMethods,
  };
}
