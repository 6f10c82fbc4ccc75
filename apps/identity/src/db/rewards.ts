import type { Sql } from '@nova/platform';

const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

/** Records an approved deposit once; false when it was already recorded. */
export async function recordApprovedDeposit(sql: Sql, deposit: { depositId: string; userId: string; amountMinor: number }): Promise<boolean> {
  const { rowCount } = await sql.query(
    'INSERT INTO approved_deposits (deposit_id, user_id, amount_minor) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [deposit.depositId, deposit.userId, deposit.amountMinor],
  );
  return rowCount === 1;
}

export async function approvedDepositTotals(sql: Sql, userId: string): Promise<{ count: number; totalMinor: number }> {
  const { rows } = await sql.query<{ count: unknown; total: unknown }>(
    'SELECT count(*)::int AS count, coalesce(sum(amount_minor), 0)::bigint AS total FROM approved_deposits WHERE user_id = $1',
    [userId],
  );
  return { count: Number(rows[0]?.count ?? 0), totalMinor: Number(rows[0]?.total ?? 0) };
}

/** Levels only go up through deposits. */
export async function raiseLevel(sql: Sql, userId: string, level: number): Promise<void> {
  await sql.query('UPDATE users SET level = GREATEST(level, $2), updated_at = now() WHERE id = $1 AND level < $2', [userId, level]);
}

/** The referrer's current level; null when the account is gone (a deleted account earns nothing). */
export async function levelOf(sql: Sql, userId: string): Promise<number | null> {
  const { rows } = await sql.query<{ level: number }>('SELECT level FROM users WHERE id = $1 AND deleted_at IS NULL', [userId]);
  return rows[0] ? Number(rows[0].level) : null;
}

/**
 * Takes one of the referrer's referral slots for today (UTC) if fewer than
 * `perDay` are taken. One upsert: concurrent approvals queue on the row, and
 * each sees the count the one before it left. Rolled back with the caller's
 * transaction, so a slot is only spent on bonuses actually promised.
 */
export async function takeDailyReferralSlot(sql: Sql, referrerUserId: string, perDay: number): Promise<boolean> {
  if (perDay <= 0) return false;
  const { rowCount } = await sql.query(
    `INSERT INTO referral_daily_counts (referrer_user_id, day, paid) VALUES ($1, (now() AT TIME ZONE 'UTC')::date, 1)
     ON CONFLICT (referrer_user_id, day) DO UPDATE SET paid = referral_daily_counts.paid + 1
     WHERE referral_daily_counts.paid < $2`,
    [referrerUserId, perDay],
  );
  return rowCount === 1;
}

/** Locks the user for the rest of the transaction: one deposit approval per user at a time. */
export async function lockUserForRewards(sql: Sql, userId: string): Promise<{ referredByUserId: string | null } | null> {
  const { rows } = await sql.query<{ referred_by_user_id: string | null }>('SELECT referred_by_user_id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  return rows[0] ? { referredByUserId: rows[0].referred_by_user_id } : null;
}

export type BonusRole = 'referrer' | 'referred';
export type BonusKind = 'referral_bonus' | 'referral_bonus_from_profit';

export interface ReferralBonus {
  referredUserId: string;
  role: BonusRole;
  beneficiaryUserId: string;
  amountMinor: number;
  transferKind: BonusKind;
  /** Ticket spend owed before this bonus money becomes cash (bonus × play-through). */
  playThroughMinor: number;
  transferId: string | null;
}

export async function promiseBonus(sql: Sql, bonus: Omit<ReferralBonus, 'transferId'>): Promise<void> {
  await sql.query(
    `INSERT INTO referral_bonuses (referred_user_id, role, beneficiary_user_id, amount_minor, transfer_kind, play_through_minor)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
    [bonus.referredUserId, bonus.role, bonus.beneficiaryUserId, bonus.amountMinor, bonus.transferKind, bonus.playThroughMinor],
  );
}

interface BonusRow {
  referred_user_id: string;
  role: BonusRole;
  beneficiary_user_id: string;
  amount_minor: unknown;
  transfer_kind: BonusKind;
  play_through_minor: unknown;
  transfer_id: string | null;
}

const toBonus = (row: BonusRow): ReferralBonus => ({
  referredUserId: row.referred_user_id,
  role: row.role,
  beneficiaryUserId: row.beneficiary_user_id,
  amountMinor: Number(row.amount_minor),
  transferKind: row.transfer_kind,
  playThroughMinor: Number(row.play_through_minor),
  transferId: row.transfer_id,
});

export async function owedBonuses(sql: Sql, referredUserId: string): Promise<ReferralBonus[]> {
  const { rows } = await sql.query<BonusRow>('SELECT * FROM referral_bonuses WHERE referred_user_id = $1 AND transfer_id IS NULL AND refused_code IS NULL', [referredUserId]);
  return rows.map(toBonus);
}

export async function markBonusPaid(sql: Sql, bonus: Pick<ReferralBonus, 'referredUserId' | 'role'>, transferId: string): Promise<void> {
  await sql.query(
    'UPDATE referral_bonuses SET transfer_id = $3, paid_at = now() WHERE referred_user_id = $1 AND role = $2 AND transfer_id IS NULL',
    [bonus.referredUserId, bonus.role, transferId],
  );
}

/** The wallet refused the bonus for good (PLAY_BLOCKED): it is no longer owed. */
export async function markBonusRefused(sql: Sql, bonus: Pick<ReferralBonus, 'referredUserId' | 'role'>, code: string): Promise<void> {
  await sql.query(
    'UPDATE referral_bonuses SET refused_code = $3 WHERE referred_user_id = $1 AND role = $2 AND transfer_id IS NULL',
    [bonus.referredUserId, bonus.role, code],
  );
}

export interface ReferralRow {
  id: string;
  username: string;
  createdAt: Date;
  bonusMinor: number;
}

/** The people a user referred, newest first, with the referrer bonus each one earned (paid or owed). */
export async function referralsOf(sql: Sql, referrerId: string): Promise<ReferralRow[]> {
  const { rows } = await sql.query<{ id: string; username: string; created_at: Date | string; bonus: unknown }>(
    `SELECT u.id, u.username, u.created_at, coalesce(b.amount_minor, 0)::bigint AS bonus
     FROM users u
     LEFT JOIN referral_bonuses b ON b.referred_user_id = u.id AND b.role = 'referrer' AND b.beneficiary_user_id = $1
     WHERE u.referred_by_user_id = $1
     ORDER BY u.created_at DESC, u.id`,
    [referrerId],
  );
  return rows.map((row) => ({ id: row.id, username: row.username, createdAt: asDate(row.created_at), bonusMinor: Number(row.bonus) }));
}

/** Referrer bonuses earned by a user, including ones of referrals whose account is gone. */
export async function referrerEarnings(sql: Sql, referrerId: string): Promise<number> {
  const { rows } = await sql.query<{ total: unknown }>(
    "SELECT coalesce(sum(amount_minor), 0)::bigint AS total FROM referral_bonuses WHERE beneficiary_user_id = $1 AND role = 'referrer'",
    [referrerId],
  );
  return Number(rows[0]?.total ?? 0);
}
