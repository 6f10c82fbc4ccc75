import type { Sql } from '@nova/platform';
import { toMinor } from './minor';

/** What a statement line is, in the player's words; each groups transfer kinds. */
export const statementTypes = ['deposit', 'purchase', 'refund', 'prize', 'bonus', 'admin', 'withdrawal'] as const;
export type StatementType = (typeof statementTypes)[number];

const kindsOfType: Record<StatementType, string[]> = {
  deposit: ['deposit'],
  purchase: ['ticket_purchase'],
  refund: ['ticket_refund'],
  prize: ['prize'],
  bonus: ['referral_bonus', 'referral_bonus_from_profit', 'bonus_conversion'],
  admin: ['admin_credit', 'admin_debit'],
  withdrawal: ['withdrawal'],
};

export interface StatementFilter {
  types: StatementType[];
  from: Date | null;
  /** Exclusive. */
  to: Date | null;
}

export interface StatementLine {
  transferId: string;
  createdAt: Date;
  kind: string;
  operation: string;
  memo: string | null;
  amountMinor: number;
  /** The line's effect on what the player can spend (cash and bonus money): a hold lowers it, a paid-out withdrawal does not change it again. */
  changeMinor: number;
  /** Cash and bonus money after this line, over the player's whole history. */
  balanceAfterMinor: number;
  /** Held for withdrawals after this line. */
  heldAfterMinor: number;
}

export interface StatementTotals {
  depositedMinor: number;
  withdrawnMinor: number;
  spentMinor: number;
  wonMinor: number;
  bonusMinor: number;
  netMinor: number;
}

/*
 * Every transfer of the player with its effect on the spendable balance
 * (user_available + user_bonus) and on the held balance, and running sums
 * over the whole history, then the filter. Computed from the ledger itself,
 * so the statement and the balances cannot disagree.
 */
const LINES = `
  WITH mine AS (
    SELECT t.id, t.created_at, t.kind, t.operation, t.memo, t.amount_minor,
      (CASE WHEN c.kind IN ('user_available', 'user_bonus') THEN t.amount_minor ELSE 0 END
       - CASE WHEN d.kind IN ('user_available', 'user_bonus') THEN t.amount_minor ELSE 0 END) AS change_minor,
      (CASE WHEN c.kind = 'user_held' THEN t.amount_minor ELSE 0 END
       - CASE WHEN d.kind = 'user_held' THEN t.amount_minor ELSE 0 END) AS held_change_minor
    FROM transfers t
    JOIN accounts d ON d.id = t.debit_account_id
    JOIN accounts c ON c.id = t.credit_account_id
    WHERE t.user_id = $1
  ), running AS (
    SELECT *,
      sum(change_minor) OVER (ORDER BY created_at, id ROWS UNBOUNDED PRECEDING) AS balance_after_minor,
      sum(held_change_minor) OVER (ORDER BY created_at, id ROWS UNBOUNDED PRECEDING) AS held_after_minor
    FROM mine
  )
  SELECT * FROM running
  WHERE kind = ANY($2::text[]) AND ($3::timestamptz IS NULL OR created_at >= $3) AND ($4::timestamptz IS NULL OR created_at < $4)`;

function filterParams(userId: string, filter: StatementFilter): unknown[] {
  const types = filter.types.length > 0 ? filter.types : [...statementTypes];
  return [userId, types.flatMap((type) => kindsOfType[type]), filter.from, filter.to];
}

interface LineRow {
  id: string;
  created_at: Date | string;
  kind: string;
  operation: string;
  memo: string | null;
  amount_minor: unknown;
  change_minor: unknown;
  balance_after_minor: unknown;
  held_after_minor: unknown;
}

const toLine = (row: LineRow): StatementLine => ({
  transferId: row.id,
  createdAt: row.created_at instanceof Date ? row.created_at : new Date(row.created_at),
  kind: row.kind,
  operation: row.operation,
  memo: row.memo,
  amountMinor: toMinor(row.amount_minor),
  changeMinor: toMinor(row.change_minor),
  balanceAfterMinor: toMinor(row.balance_after_minor),
  heldAfterMinor: toMinor(row.held_after_minor),
});

/** Newest first, `limit` lines from `offset`; `limit` null: every line (CSV export). */
export async function statementLines(sql: Sql, userId: string, filter: StatementFilter, page: { offset: number; limit: number | null }): Promise<StatementLine[]> {
  const { rows } = await sql.query<LineRow>(`${LINES} ORDER BY created_at DESC, id DESC OFFSET $5 LIMIT $6`, [...filterParams(userId, filter), page.offset, page.limit]);
  return rows.map(toLine);
}

export async function statementSummary(sql: Sql, userId: string, filter: StatementFilter): Promise<{ count: number; totals: StatementTotals }> {
  const { rows } = await sql.query<Record<string, unknown>>(
    `SELECT count(*)::int AS count,
       COALESCE(sum(amount_minor) FILTER (WHERE kind = 'deposit'), 0) AS deposited,
       COALESCE(sum(amount_minor) FILTER (WHERE kind = 'withdrawal' AND operation = 'settle'), 0) AS withdrawn,
       COALESCE(sum(amount_minor) FILTER (WHERE kind = 'ticket_purchase'), 0) - COALESCE(sum(amount_minor) FILTER (WHERE kind = 'ticket_refund'), 0) AS spent,
       COALESCE(sum(amount_minor) FILTER (WHERE kind = 'prize'), 0) AS won,
       COALESCE(sum(amount_minor) FILTER (WHERE kind IN ('referral_bonus', 'referral_bonus_from_profit')), 0) AS bonus,
       COALESCE(sum(change_minor + held_change_minor), 0) AS net
     FROM (${LINES}) lines`,
    filterParams(userId, filter),
  );
  const row = rows[0] ?? {};
  return {
    count: Number(row.count ?? 0),
    totals: {
      depositedMinor: toMinor(row.deposited ?? 0),
      withdrawnMinor: toMinor(row.withdrawn ?? 0),
      spentMinor: toMinor(row.spent ?? 0),
      wonMinor: toMinor(row.won ?? 0),
      bonusMinor: toMinor(row.bonus ?? 0),
      netMinor: toMinor(row.net ?? 0),
    },
  };
}

/** The statement type a transfer kind belongs to. */
export function statementTypeOf(kind: string): StatementType {
  return statementTypes.find((type) => kindsOfType[type].includes(kind)) ?? 'admin';
}
