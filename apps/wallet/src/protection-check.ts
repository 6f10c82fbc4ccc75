import { AppError, isAppError, type Sql } from '@nova/platform';
import { limitWindowMs, roomFor, type LimitKind, type LimitMovement, type LimitPeriod } from '@nova/rules';
import { ageRestrictionUntil } from './age-restrictions';
import { activePlayBlocks, databaseNow, depositMovements, readSpendingLimits, ticketMovements, type PlayBlock } from './db/protection';
import type { MoneyMove } from './fingerprint';

/**
 * The wallet's player-protection gate. It runs inside the transfer's
 * transaction, after the user's accounts are locked (ledger.ts), so two
 * concurrent purchases of one player are checked one after the other and can
 * never jointly pass a limit. The deposit allowance (deposit-allowance.ts)
 * takes the same lock.
 *
 * What is refused:
 * - during a time-out or self-exclusion, and for a player under the minimum
 *   age until the day they reach it (age-restrictions.ts): ticket purchases,
 *   deposit allowances and referral bonuses (PLAY_BLOCKED);
 * - a ticket purchase over a spend or loss limit, a deposit over a deposit
 *   limit (LIMIT_REACHED).
 * Prizes, refunds, withdrawals and admin corrections always pass: pending
 * tickets still settle and pay, and the player can always take money out.
 */
export const protectionRefusalCodes = ['LIMIT_REACHED', 'PLAY_BLOCKED'] as const;

export function isProtectionRefusal(error: unknown): error is AppError {
  return isAppError(error) && (protectionRefusalCodes as readonly string[]).includes(error.code);
}

const isTicketPurchase = (move: MoneyMove) => move.operation === 'debit' && move.kind === 'ticket_purchase';
const isReferralBonus = (move: MoneyMove) => move.operation === 'credit' && (move.kind === 'referral_bonus' || move.kind === 'referral_bonus_from_profit');

/** What a refusal tells the client: which block or limit, and when it lifts (null: not by time alone). */
export interface RefusalDetails {
  limit: LimitKind | 'time_out' | 'self_exclusion' | 'under_age';
  period: LimitPeriod | null;
  limitMinor: number | null;
  remainingMinor: number | null;
  resetsAt: string | null;
}

export function playBlockedError(block: PlayBlock): AppError {
  const what = block.kind === 'time_out' ? 'You are taking a time-out' : 'You have excluded yourself';
  const details: RefusalDetails = {
    limit: block.kind,
    period: null,
    limitMinor: null,
    remainingMinor: null,
    resetsAt: block.endsAt.toISOString(),
  };
  return new AppError('PLAY_BLOCKED', `${what} until ${block.endsAt.toISOString()}: buying, depositing and bonuses are paused`, { refusal: details });
}

function underAgeError(playsFrom: Date): AppError {
  const details: RefusalDetails = { limit: 'under_age', period: null, limitMinor: null, remainingMinor: null, resetsAt: playsFrom.toISOString() };
  return new AppError('PLAY_BLOCKED', `You are under the minimum age until ${playsFrom.toISOString().slice(0, 10)}: buying, depositing and bonuses are closed`, {
    refusal: details,
  });
}

/** Refuses play during a time-out, a self-exclusion or while the player is under age. */
async function refuseBlockedPlay(tx: Sql, userId: string, now: Date): Promise<void> {
  const [block] = await activePlayBlocks(tx, userId, now);
  if (block) throw playBlockedError(block);
  const playsFrom = await ageRestrictionUntil(tx, userId, now);
  if (playsFrom) throw underAgeError(playsFrom);
}

/** Refuses a move a block or a limit forbids; call with the user's accounts locked. */
export async function checkPlayerProtection(tx: Sql, move: MoneyMove): Promise<void> {
  if (!isTicketPurchase(move) && !isReferralBonus(move)) return;
  const now = await databaseNow(tx);
  await refuseBlockedPlay(tx, move.userId, now);
  if (!isTicketPurchase(move)) return;
  // Most players set no limit: skip reading a month of their transfers then.
  const limits = await readSpendingLimits(tx, move.userId);
  if (!limits.some((limit) => limit.kind !== 'deposit' && limit.limitMinor !== null)) return;
  const movements = await ticketMovements(tx, move.userId, new Date(now.getTime() - limitWindowMs.month));
  await checkLimits(tx, move.userId, { spend: movements.spend, loss: movements.loss }, move.amountMinor, now);
}

const periodAdjective: Record<LimitPeriod, string> = { day: 'daily', week: 'weekly', month: 'monthly' };

/** Refuses the first limit of the given kinds that `amountMinor` more would pass. */
export async function checkLimits(
  tx: Sql,
  userId: string,
  movementsByKind: Partial<Record<LimitKind, LimitMovement[]>>,
  amountMinor: number,
  now: Date,
): Promise<void> {
  const limits = await readSpendingLimits(tx, userId);
  for (const limit of limits) {
    const movements = movementsByKind[limit.kind];
    if (!movements || limit.limitMinor === null) continue;
    const decision = roomFor({ limitMinor: limit.limitMinor, period: limit.period, movements, amountMinor, now });
    if (decision.allowed) continue;
    const details: RefusalDetails = {
      limit: limit.kind,
      period: limit.period,
      limitMinor: limit.limitMinor,
      remainingMinor: decision.remainingMinor,
      resetsAt: decision.resetsAt?.toISOString() ?? null,
    };
    throw new AppError('LIMIT_REACHED', `Your ${periodAdjective[limit.period]} ${limit.kind} limit leaves room for ${(decision.remainingMinor / 100).toFixed(2)} only`, {
      refusal: details,
    });
  }
}

/** The deposit limits' movements: deposit requests still standing over the last month. */
export async function checkDepositRoom(tx: Sql, userId: string, amountMinor: number): Promise<void> {
  const now = await databaseNow(tx);
  await refuseBlockedPlay(tx, userId, now);
  const deposits = await depositMovements(tx, userId, new Date(now.getTime() - limitWindowMs.month));
  await checkLimits(tx, userId, { deposit: deposits }, amountMinor, now);
}
