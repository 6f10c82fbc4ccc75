import type { Logger, Sql } from '@nova/platform';
import { LEVEL_VERIFIED } from '@nova/rules';
import { levelOf, promiseBonus, takeDailyReferralSlot, type BonusKind } from './db/rewards';
import type { RewardSettings } from './rewards';

/**
 * When a referral pays (both bonuses or neither):
 * - only the referred player's FIRST approved deposit counts, and only if it
 *   is at least the referred bonus (a 1.00 deposit cannot unlock 10.00);
 * - the referrer must be level 2 or more (has an approved deposit of their
 *   own), so a throw-away referrer earns nothing;
 * - at most `referralsPerDay` referrals pay per referrer and UTC day.
 * Both bonuses are bonus money in the wallet: spendable on tickets, and
 * withdrawable only after that much has been spent on tickets
 * (bonus × `bonusPlayThrough`).
 */
export type ReferralRefusal = 'not-first-deposit' | 'deposit-below-bonus' | 'referrer-level' | 'daily-cap';

export interface ReferralFacts {
  approvedDepositCount: number;
  depositMinor: number;
  referrerLevel: number | null;
}

/** The rules that need no counting; null when the referral qualifies. */
export function referralRefusal(facts: ReferralFacts, rewards: Pick<RewardSettings, 'referredBonusMinor'>): ReferralRefusal | null {
  if (facts.approvedDepositCount !== 1) return 'not-first-deposit';
  if (facts.depositMinor < rewards.referredBonusMinor) return 'deposit-below-bonus';
  if (facts.referrerLevel === null || facts.referrerLevel < LEVEL_VERIFIED) return 'referrer-level';
  return null;
}

/** Whether one more referral fits the day (the database takes the slot atomically, see takeDailyReferralSlot). */
export function fitsDailyCap(paidToday: number, referralsPerDay: number): boolean {
  return paidToday < referralsPerDay;
}

/** Ticket spend a bonus owes before it becomes cash. */
export function playThroughOf(bonusMinor: number, bonusPlayThrough: number): number {
  return bonusMinor * bonusPlayThrough;
}

export interface QualifyingDeposit {
  referredUserId: string;
  referrerUserId: string;
  depositMinor: number;
  approvedDepositCount: number;
}

/**
 * Inside the approval's transaction (the referred user is locked): decides
 * and, if the referral qualifies, promises both bonuses. Returns why not.
 */
export async function promiseReferralBonuses(tx: Sql, rewards: RewardSettings, deposit: QualifyingDeposit, logger?: Logger): Promise<ReferralRefusal | null> {
  const referrerLevel = await levelOf(tx, deposit.referrerUserId);
  const refusal =
    referralRefusal({ approvedDepositCount: deposit.approvedDepositCount, depositMinor: deposit.depositMinor, referrerLevel }, rewards) ??
    ((await takeDailyReferralSlot(tx, deposit.referrerUserId, rewards.referralsPerDay)) ? null : 'daily-cap');
  if (refusal) {
    if (refusal !== 'not-first-deposit') logger?.info({ referredUserId: deposit.referredUserId, refusal }, 'referral bonus not paid');
    return refusal;
  }
  const transferKind: BonusKind = rewards.deductFromAdminProfit ? 'referral_bonus_from_profit' : 'referral_bonus';
  const promises = [
    { role: 'referrer' as const, beneficiaryUserId: deposit.referrerUserId, amountMinor: rewards.referrerBonusMinor },
    { role: 'referred' as const, beneficiaryUserId: deposit.referredUserId, amountMinor: rewards.referredBonusMinor },
  ];
  for (const promise of promises) {
    if (promise.amountMinor <= 0) continue;
    await promiseBonus(tx, {
      referredUserId: deposit.referredUserId,
      transferKind,
      playThroughMinor: playThroughOf(promise.amountMinor, rewards.bonusPlayThrough),
      ...promise,
    });
  }
  return null;
}
