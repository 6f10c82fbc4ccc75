import { InvalidAmountError, parseAmount } from '@nova/money';
import { AppError, type Db } from '@nova/platform';
import { canConfirmLimitChange, isLimitKind, isLimitPeriod, limitChangeTiming, type LimitKind, type LimitPeriod } from '@nova/rules';
import {
  activePlayBlocks,
  databaseNow,
  insertPlayBlock,
  readSpendingLimits,
  recordProtectionChange,
  reopenSelfExclusion,
  writeSpendingLimit,
  type PlayBlockKind,
  type SpendingLimitRow,
} from './db/protection';
import { ensureAccounts } from './ledger';
import { announcePlayBlockEnded, announcePlayBlockStarted } from './events';

/**
 * What a player changes about their own protection. Each change runs under
 * the player's account lock (the lock every purchase takes), so a lower
 * limit is in force for the very next purchase; each is audit-logged with
 * the state before and after.
 */

const MAX_LIMIT_MINOR = 1_000_000_000_00;

/** The limit amount the player typed: a non-negative amount, or null/empty to remove the limit. */
export function parseLimitAmount(input: unknown): number | null {
  if (input === null || input === undefined || (typeof input === 'string' && input.trim() === '')) return null;
  if (typeof input !== 'string' && typeof input !== 'number') throw new AppError('BAD_USER_INPUT', 'A limit must be an amount such as 50.00');
  let minor: number;
  try {
    minor = parseAmount(input);
  } catch (error) {
    if (error instanceof InvalidAmountError) throw new AppError('BAD_USER_INPUT', 'A limit must be an amount of zero or more, such as 50.00');
    throw error;
  }
  if (minor > MAX_LIMIT_MINOR) throw new AppError('BAD_USER_INPUT', 'A limit must be at most 1000000000.00');
  return minor;
}

function parseKindAndPeriod(kind: unknown, period: unknown): { kind: LimitKind; period: LimitPeriod } {
  if (!isLimitKind(kind)) throw new AppError('BAD_USER_INPUT', 'The limit must be deposit, loss or spend');
  if (!isLimitPeriod(period)) throw new AppError('BAD_USER_INPUT', 'The period must be day, week or month');
  return { kind, period };
}

const emptyLimit = (kind: LimitKind, period: LimitPeriod): SpendingLimitRow => ({
  kind,
  period,
  limitMinor: null,
  pendingMinor: null,
  pendingRemoval: false,
  confirmableAt: null,
});

export type LimitChangeOutcome = 'applied' | 'pending' | 'unchanged';

/** A lower or first limit applies at once; a raise or removal waits 24 hours for the player's confirmation. */
export async function setSpendingLimit(db: Db, userId: string, input: { kind: unknown; period: unknown; amount: unknown }): Promise<LimitChangeOutcome> {
  const { kind, period } = parseKindAndPeriod(input.kind, input.period);
  const requested = parseLimitAmount(input.amount);
  return db.transaction(async (tx) => {
    await ensureAccounts(tx, userId);
    const now = await databaseNow(tx);
    const before = (await readSpendingLimits(tx, userId)).find((row) => row.kind === kind && row.period === period) ?? emptyLimit(kind, period);
    const timing = limitChangeTiming(before.limitMinor, requested, now);
    let after: SpendingLimitRow;
    if (timing.applies === 'now') after = { ...emptyLimit(kind, period), limitMinor: requested };
    else if (timing.applies === 'after-delay') {
      after = { ...before, pendingMinor: requested, pendingRemoval: requested === null, confirmableAt: timing.confirmableAt };
    }
    // Asking for the limit in force again withdraws a raise still waiting.
    else after = { ...before, pendingMinor: null, pendingRemoval: false, confirmableAt: null };
    const changed = JSON.stringify(after) !== JSON.stringify(before);
    if (changed) {
      await writeSpendingLimit(tx, userId, after);
      const action = timing.applies === 'now' ? 'limit.set' : timing.applies === 'after-delay' ? 'limit.raise-requested' : 'limit.raise-withdrawn';
      await recordProtectionChange(tx, { userId, actorUserId: userId, action, before: limitAudit(before), after: limitAudit(after) });
    }
    if (timing.applies === 'now') return 'applied';
    return timing.applies === 'after-delay' ? 'pending' : 'unchanged';
  });
}

/** The player confirms a raise or removal once its 24 hours have passed. */
export async function confirmSpendingLimit(db: Db, userId: string, input: { kind: unknown; period: unknown }): Promise<void> {
  const { kind, period } = parseKindAndPeriod(input.kind, input.period);
  await db.transaction(async (tx) => {
    await ensureAccounts(tx, userId);
    const now = await databaseNow(tx);
    const before = (await readSpendingLimits(tx, userId)).find((row) => row.kind === kind && row.period === period);
    if (!before?.confirmableAt) throw new AppError('NOT_FOUND', 'There is no raise of this limit waiting for confirmation');
    if (!canConfirmLimitChange(before.confirmableAt, now)) {
      throw new AppError('CONFLICT', `This change can be confirmed from ${before.confirmableAt.toISOString()}`);
    }
    const after: SpendingLimitRow = { ...emptyLimit(kind, period), limitMinor: before.pendingRemoval ? null : before.pendingMinor };
    await writeSpendingLimit(tx, userId, after);
    await recordProtectionChange(tx, { userId, actorUserId: userId, action: 'limit.raise-confirmed', before: limitAudit(before), after: limitAudit(after) });
  });
}

function limitAudit(row: SpendingLimitRow) {
  return {
    kind: row.kind,
    period: row.period,
    limitMinor: row.limitMinor,
    pendingMinor: row.pendingMinor,
    pendingRemoval: row.pendingRemoval,
    confirmableAt: row.confirmableAt?.toISOString() ?? null,
  };
}

const HOUR_MS = 3_600_000;
/** Time-outs are fixed spans; self-exclusions calendar months and years. */
export const timeOutDurations = { '24h': 24 * HOUR_MS, '7d': 7 * 24 * HOUR_MS, '30d': 30 * 24 * HOUR_MS, '6w': 42 * 24 * HOUR_MS } as const;
export const selfExclusionMonths = { '6m': 6, '1y': 12, '5y': 60 } as const;
export type TimeOutDuration = keyof typeof timeOutDurations;
export type SelfExclusionDuration = keyof typeof selfExclusionMonths;

export function blockEnd(kind: PlayBlockKind, duration: unknown, startsAt: Date): Date {
  if (kind === 'time_out') {
    if (typeof duration !== 'string' || !Object.hasOwn(timeOutDurations, duration)) {
      throw new AppError('BAD_USER_INPUT', 'A time-out lasts 24h, 7d, 30d or 6w');
    }
    return new Date(startsAt.getTime() + timeOutDurations[duration as TimeOutDuration]);
  }
  if (typeof duration !== 'string' || !Object.hasOwn(selfExclusionMonths, duration)) {
    throw new AppError('BAD_USER_INPUT', 'A self-exclusion lasts 6m, 1y or 5y');
  }
  const end = new Date(startsAt);
  end.setUTCMonth(end.getUTCMonth() + selfExclusionMonths[duration as SelfExclusionDuration]);
  return end;
}

/**
 * Starts a time-out or self-exclusion now. Nothing can shorten it (the table
 * refuses updates and deletes); a new one only adds, and the longest counts.
 */
export async function startPlayBlock(db: Db, userId: string, kind: PlayBlockKind, duration: unknown): Promise<void> {
  // Checked before the transaction too, so bad input changes nothing.
  blockEnd(kind, duration, new Date());
  await db.transaction(async (tx) => {
    await ensureAccounts(tx, userId);
    const now = await databaseNow(tx);
    const endsAt = blockEnd(kind, duration, now);
    const before = await activePlayBlocks(tx, userId, now);
    await insertPlayBlock(tx, userId, { kind, duration: String(duration), startsAt: now, endsAt });
    await recordProtectionChange(tx, {
      userId,
      actorUserId: userId,
      action: kind === 'time_out' ? 'time-out.started' : 'self-exclusion.started',
      before: before.map((block) => ({ kind: block.kind, endsAt: block.endsAt.toISOString() })),
      after: { kind, duration, startsAt: now.toISOString(), endsAt: endsAt.toISOString() },
    });
    await announcePlayBlockStarted(tx, userId, kind, endsAt);
  });
}

/** A self-exclusion whose period is over ends only when the player asks for it. */
export async function endSelfExclusion(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await ensureAccounts(tx, userId);
    const now = await databaseNow(tx);
    const exclusions = (await activePlayBlocks(tx, userId, now)).filter((block) => block.kind === 'self_exclusion');
    if (exclusions.length === 0) throw new AppError('NOT_FOUND', 'You have no self-exclusion to end');
    const running = exclusions.find((block) => block.endsAt > now);
    if (running) throw new AppError('CONFLICT', `Your self-exclusion runs until ${running.endsAt.toISOString()} and cannot end sooner`);
    for (const exclusion of exclusions) await reopenSelfExclusion(tx, exclusion.id, now);
    await recordProtectionChange(tx, {
      userId,
      actorUserId: userId,
      action: 'self-exclusion.ended',
      before: exclusions.map((block) => ({ kind: block.kind, endsAt: block.endsAt.toISOString() })),
      after: null,
    });
    await announcePlayBlockEnded(tx, userId);
  });
}
