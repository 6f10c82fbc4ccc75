import type { Sql } from '@nova/platform';
import type { LimitKind, LimitMovement, LimitPeriod } from '@nova/rules';
import { toMinor } from './minor';

export interface SpendingLimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  limitMinor: number | null;
  /** A raise (amount) or removal (null with `pendingRemoval`) waiting for its delay and the player's confirmation. */
  pendingMinor: number | null;
  pendingRemoval: boolean;
  confirmableAt: Date | null;
}

interface LimitDbRow {
  kind: LimitKind;
  period: LimitPeriod;
  limit_minor: unknown;
  pending_minor: unknown;
  pending_removal: boolean;
  confirmable_at: Date | string | null;
}

const date = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const minorOrNull = (value: unknown) => (value === null || value === undefined ? null : toMinor(value));

export async function readSpendingLimits(sql: Sql, userId: string): Promise<SpendingLimitRow[]> {
  const { rows } = await sql.query<LimitDbRow>(
    'SELECT kind, period, limit_minor, pending_minor, pending_removal, confirmable_at FROM spending_limits WHERE user_id = $1',
    [userId],
  );
  return rows.map((row) => ({
    kind: row.kind,
    period: row.period,
    limitMinor: minorOrNull(row.limit_minor),
    pendingMinor: minorOrNull(row.pending_minor),
    pendingRemoval: row.pending_removal,
    confirmableAt: row.confirmable_at === null ? null : date(row.confirmable_at),
  }));
}

export async function writeSpendingLimit(sql: Sql, userId: string, row: SpendingLimitRow): Promise<void> {
  await sql.query(
    `INSERT INTO spending_limits (user_id, kind, period, limit_minor, pending_minor, pending_removal, confirmable_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now())
     ON CONFLICT (user_id, kind, period) DO UPDATE SET limit_minor = EXCLUDED.limit_minor, pending_minor = EXCLUDED.pending_minor,
       pending_removal = EXCLUDED.pending_removal, confirmable_at = EXCLUDED.confirmable_at, updated_at = now()`,
    [userId, row.kind, row.period, row.limitMinor, row.pendingMinor, row.pendingRemoval, row.confirmableAt],
  );
}

/**
 * The database's clock: transfers are stamped by it, so windows are measured
 * by it too. The wall clock, not now(): a transaction that queued for the
 * user's lock must count the transfers committed while it waited, which are
 * stamped after its own start.
 */
export async function databaseNow(sql: Sql): Promise<Date> {
  const { rows } = await sql.query<{ now: Date | string }>('SELECT clock_timestamp() AS now');
  return date(rows[0]!.now);
}

/**
 * Ticket spend and, for the loss limit, prizes over the last `since`:
 * purchases use a limit up, refunds give it back, prizes give loss room back.
 */
export async function ticketMovements(sql: Sql, userId: string, since: Date): Promise<{ spend: LimitMovement[]; loss: LimitMovement[] }> {
  const { rows } = await sql.query<{ kind: string; amount_minor: unknown; created_at: Date | string }>(
    `SELECT kind, amount_minor, created_at FROM transfers
     WHERE user_id = $1 AND kind IN ('ticket_purchase', 'ticket_refund', 'prize') AND created_at > $2`,
    [userId, since],
  );
  const spend: LimitMovement[] = [];
  const loss: LimitMovement[] = [];
  for (const row of rows) {
    const at = date(row.created_at);
    const amountMinor = toMinor(row.amount_minor);
    const signed = row.kind === 'ticket_purchase' ? amountMinor : -amountMinor;
    if (row.kind !== 'prize') spend.push({ at, amountMinor: signed });
    loss.push({ at, amountMinor: signed });
  }
  return { spend, loss };
}

export async function depositMovements(sql: Sql, userId: string, since: Date): Promise<LimitMovement[]> {
  const { rows } = await sql.query<{ amount_minor: unknown; created_at: Date | string }>(
    'SELECT amount_minor, created_at FROM deposit_allowances WHERE user_id = $1 AND released_at IS NULL AND created_at > $2',
    [userId, since],
  );
  return rows.map((row) => ({ at: date(row.created_at), amountMinor: toMinor(row.amount_minor) }));
}

export interface DepositAllowance {
  userId: string;
  amountMinor: number;
  released: boolean;
}

export async function findDepositAllowance(sql: Sql, idempotencyKey: string): Promise<DepositAllowance | null> {
  const { rows } = await sql.query<{ user_id: string; amount_minor: unknown; released_at: unknown }>(
    'SELECT user_id, amount_minor, released_at FROM deposit_allowances WHERE idempotency_key = $1',
    [idempotencyKey],
  );
  const row = rows[0];
  return row ? { userId: row.user_id, amountMinor: toMinor(row.amount_minor), released: row.released_at !== null } : null;
}

export async function insertDepositAllowance(sql: Sql, idempotencyKey: string, userId: string, amountMinor: number): Promise<void> {
  await sql.query('INSERT INTO deposit_allowances (idempotency_key, user_id, amount_minor) VALUES ($1, $2, $3)', [idempotencyKey, userId, amountMinor]);
}

export async function releaseDepositAllowance(sql: Sql, idempotencyKey: string): Promise<void> {
  await sql.query('UPDATE deposit_allowances SET released_at = now() WHERE idempotency_key = $1 AND released_at IS NULL', [idempotencyKey]);
}

export type PlayBlockKind = 'time_out' | 'self_exclusion';

export interface PlayBlock {
  id: string;
  kind: PlayBlockKind;
  duration: string;
  startsAt: Date;
  endsAt: Date;
  reopenedAt: Date | null;
}

/** Blocks still in force at `now`: a time-out until its end, a self-exclusion until reopened after its end. Longest first. */
export async function activePlayBlocks(sql: Sql, userId: string, now: Date): Promise<PlayBlock[]> {
  const { rows } = await sql.query<{ id: string; kind: PlayBlockKind; duration: string; starts_at: Date | string; ends_at: Date | string; reopened_at: Date | string | null }>(
    `SELECT id, kind, duration, starts_at, ends_at, reopened_at FROM play_blocks
     WHERE user_id = $1 AND ((kind = 'time_out' AND ends_at > $2) OR (kind = 'self_exclusion' AND reopened_at IS NULL))
     ORDER BY ends_at DESC`,
    [userId, now],
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    duration: row.duration,
    startsAt: date(row.starts_at),
    endsAt: date(row.ends_at),
    reopenedAt: row.reopened_at === null ? null : date(row.reopened_at),
  }));
}

export async function insertPlayBlock(sql: Sql, userId: string, block: { kind: PlayBlockKind; duration: string; startsAt: Date; endsAt: Date }): Promise<void> {
  await sql.query('INSERT INTO play_blocks (user_id, kind, duration, starts_at, ends_at) VALUES ($1, $2, $3, $4, $5)', [
    userId,
    block.kind,
    block.duration,
    block.startsAt,
    block.endsAt,
  ]);
}

export async function reopenSelfExclusion(sql: Sql, blockId: string, now: Date): Promise<void> {
  await sql.query('UPDATE play_blocks SET reopened_at = $2 WHERE id = $1', [blockId, now]);
}

export interface ProtectionChange {
  userId: string;
  actorUserId: string;
  action: string;
  before: unknown;
  after: unknown;
}

export async function recordProtectionChange(sql: Sql, change: ProtectionChange): Promise<void> {
  await sql.query('INSERT INTO protection_changes (user_id, actor_user_id, action, before, after) VALUES ($1, $2, $3, $4, $5)', [
    change.userId,
    change.actorUserId,
    change.action,
    change.before === undefined ? null : JSON.stringify(change.before),
    change.after === undefined ? null : JSON.stringify(change.after),
  ]);
}

export interface ProtectionChangeRow {
  id: string;
  action: string;
  before: unknown;
  after: unknown;
  createdAt: Date;
}

export async function listProtectionChanges(sql: Sql, userId: string, limit: number): Promise<ProtectionChangeRow[]> {
  const { rows } = await sql.query<{ id: string; action: string; before: unknown; after: unknown; created_at: Date | string }>(
    'SELECT id, action, before, after, created_at FROM protection_changes WHERE user_id = $1 ORDER BY created_at DESC LIMIT $2',
    [userId, limit],
  );
  return rows.map((row) => ({ id: row.id, action: row.action, before: row.before, after: row.after, createdAt: date(row.created_at) }));
}
