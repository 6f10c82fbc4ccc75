import type { Sql } from '@nova/platform';
import { toMinor } from './minor';
import { SameKeyCommitted } from './transfers';

/**
 * Play-through state and ticket spends (migration 003). Callers hold the
 * user's account locks, so these rows never change under them.
 */
export interface PlayThrough {
  remainingMinor: number;
  conversions: number;
}

export async function readPlayThrough(sql: Sql, userId: string): Promise<PlayThrough> {
  const { rows } = await sql.query<{ remaining_minor: unknown; conversions: number }>(
    'SELECT remaining_minor, conversions FROM bonus_play_through WHERE user_id = $1',
    [userId],
  );
  return { remainingMinor: toMinor(rows[0]?.remaining_minor ?? 0), conversions: rows[0]?.conversions ?? 0 };
}

/** Adds ticket spend owed (a bonus credited, a refunded spend taken back). */
export async function addPlayThrough(sql: Sql, userId: string, amountMinor: number): Promise<PlayThrough> {
  const { rows } = await sql.query<{ remaining_minor: unknown; conversions: number }>(
    `INSERT INTO bonus_play_through (user_id, remaining_minor) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET remaining_minor = bonus_play_through.remaining_minor + $2, updated_at = now()
     RETURNING remaining_minor, conversions`,
    [userId, amountMinor],
  );
  return { remainingMinor: toMinor(rows[0]?.remaining_minor ?? 0), conversions: rows[0]?.conversions ?? 0 };
}

/** Takes counted ticket spend off what is owed (never below zero: the CHECK guards it). */
export async function countTicketSpend(sql: Sql, userId: string, countedMinor: number): Promise<void> {
  await sql.query('UPDATE bonus_play_through SET remaining_minor = remaining_minor - $2, updated_at = now() WHERE user_id = $1', [userId, countedMinor]);
}

/** Nothing is owed once no bonus money is left (played through, converted or spent). */
export async function clearPlayThrough(sql: Sql, userId: string, converted: boolean): Promise<void> {
  await sql.query(
    `UPDATE bonus_play_through SET remaining_minor = 0, conversions = conversions + $2::int, updated_at = now() WHERE user_id = $1`,
    [userId, converted ? 1 : 0],
  );
}

export interface TicketSpend {
  debitKey: string;
  userId: string;
  cashMinor: number;
  bonusMinor: number;
  countedMinor: number;
  conversionsBefore: number;
}

export async function recordTicketSpend(sql: Sql, spend: TicketSpend): Promise<void> {
  await sql.query(
    `INSERT INTO ticket_spends (debit_key, user_id, cash_minor, bonus_minor, counted_minor, conversions_before)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [spend.debitKey, spend.userId, spend.cashMinor, spend.bonusMinor, spend.countedMinor, spend.conversionsBefore],
  );
}

/**
 * Marks the spend refunded by `refundKey`; null when there is no such spend,
 * 'taken' when another refund had it. The same refund committed meanwhile
 * throws SameKeyCommitted, so the caller answers it as a replay.
 */
export async function claimTicketSpendRefund(sql: Sql, debitKey: string, refundKey: string): Promise<TicketSpend | 'taken' | null> {
  const { rows } = await sql.query<{
    user_id: string;
    cash_minor: unknown;
    bonus_minor: unknown;
    counted_minor: unknown;
    conversions_before: number;
    refund_key: string | null;
  }>('SELECT * FROM ticket_spends WHERE debit_key = $1 FOR UPDATE', [debitKey]);
  const row = rows[0];
  if (!row) return null;
  if (row.refund_key === refundKey) throw new SameKeyCommitted(refundKey);
  if (row.refund_key !== null) return 'taken';
  await sql.query('UPDATE ticket_spends SET refund_key = $2 WHERE debit_key = $1', [debitKey, refundKey]);
  return {
    debitKey,
    userId: row.user_id,
    cashMinor: toMinor(row.cash_minor),
    bonusMinor: toMinor(row.bonus_minor),
    countedMinor: toMinor(row.counted_minor),
    conversionsBefore: row.conversions_before,
  };
}

/**
 * A refund of a purchase paid in cash only (no spend row): records the spend
 * as refunded by `refundKey`, so no other refund can return it again. False
 * when another refund holds it; a concurrent same refund throws SameKeyCommitted.
 */
export async function claimCashPurchaseRefund(sql: Sql, debitKey: string, userId: string, amountMinor: number, refundKey: string): Promise<boolean> {
  const { rowCount } = await sql.query(
    `INSERT INTO ticket_spends (debit_key, user_id, cash_minor, bonus_minor, counted_minor, conversions_before, refund_key)
     VALUES ($1, $2, $3, 0, 0, 0, $4) ON CONFLICT (debit_key) DO NOTHING`,
    [debitKey, userId, amountMinor, refundKey],
  );
  if (rowCount === 1) return true;
  const { rows } = await sql.query<{ refund_key: string | null }>('SELECT refund_key FROM ticket_spends WHERE debit_key = $1', [debitKey]);
  if (rows[0]?.refund_key === refundKey) throw new SameKeyCommitted(refundKey);
  return false;
}

export async function accountBalance(sql: Sql, accountId: string): Promise<number> {
  const { rows } = await sql.query<{ balance_minor: unknown }>('SELECT balance_minor FROM accounts WHERE id = $1', [accountId]);
  return toMinor(rows[0]?.balance_minor ?? 0);
}
