import type { EventOf } from '@nova/contracts';
import { handleOnce, isAppError, type Bus, type Db, type Logger } from '@nova/platform';
import { levelFor } from '@nova/rules';
import { approvedDepositTotals, lockUserForRewards, markBonusPaid, markBonusRefused, owedBonuses, raiseLevel, recordApprovedDeposit } from './db/rewards';
import { promiseReferralBonuses } from './referral-bonus';
import type { RewardSettings } from './rewards';

export const DEPOSIT_APPROVALS_CONSUMER = 'identity-deposit-approvals';

export interface RewardsDeps {
  db: Db;
  bus: Bus;
  logger: Logger;
  rewards: RewardSettings;
}

/** The wallet key of a referral bonus: each of the two is paid once, whoever retries. */
export const referralBonusKey = (referredUserId: string, role: 'referrer' | 'referred') => `referral:${referredUserId}:${role}`;

/**
 * On every approved deposit (payments.deposit.approved.v1, once per event):
 * record it, raise the level, and on a referred user's first approved deposit
 * promise the two referral bonuses if the referral qualifies (the rules are in
 * referral-bonus.ts). Promises are paid after the commit; an
 * unpaid one (wallet down, crash) is paid when the event is redelivered,
 * since the handler fails until the wallet answers.
 */
export async function onDepositApproved(deps: RewardsDeps, event: EventOf<'payments.deposit.approved.v1'>): Promise<void> {
  await handleOnce(deps.db, DEPOSIT_APPROVALS_CONSUMER, event, async (tx) => {
    // One approval per user at a time, so "first deposit" is decided once.
    const user = await lockUserForRewards(tx, event.userId);
    if (!user) return;
    if (!(await recordApprovedDeposit(tx, event))) return;
    const totals = await approvedDepositTotals(tx, event.userId);
    await raiseLevel(tx, event.userId, levelFor(totals.count, totals.totalMinor, deps.rewards.vipThresholdMinor));
    if (totals.count !== 1 || !user.referredByUserId) return;
    await promiseReferralBonuses(
      tx,
      deps.rewards,
      { referredUserId: event.userId, referrerUserId: user.referredByUserId, depositMinor: event.amountMinor, approvedDepositCount: totals.count },
      deps.logger,
    );
  });
  await payOwedBonuses(deps, event.userId);
}

export async function payOwedBonuses(deps: RewardsDeps, referredUserId: string): Promise<void> {
  for (const bonus of await owedBonuses(deps.db, referredUserId)) {
    const reply = await deps.bus
      .request('wallet.credit.v1', {
        userId: bonus.beneficiaryUserId,
        amountMinor: bonus.amountMinor,
        idempotencyKey: referralBonusKey(bonus.referredUserId, bonus.role),
        kind: bonus.transferKind,
        playThroughMinor: bonus.playThroughMinor,
        memo: `Referral bonus (${bonus.role}), bonus money`,
      })
      .catch((error: unknown) => {
        // A time-out or self-exclusion refuses bonuses for good (the wallet keeps that answer under the key).
        if (isAppError(error) && error.code === 'PLAY_BLOCKED') return null;
        throw error;
      });
    if (reply) await markBonusPaid(deps.db, bonus, reply.transferId);
    else await markBonusRefused(deps.db, bonus, 'PLAY_BLOCKED');
  }
}
