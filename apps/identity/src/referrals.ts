import type { CallerIdentity } from '@nova/contracts';
import { formatMinor } from '@nova/money';
import type { Sql } from '@nova/platform';
import { approvedDepositTotals, referralsOf, referrerEarnings } from './db/rewards';
import type { UserRecord } from './db/users';
import { requireActiveUser } from './profile';
import type { RewardSettings } from './rewards';

/** GET /api/referrals, plus the configured bonus figures for the texts. */
export async function myReferrals(sql: Sql, rewards: RewardSettings, caller: CallerIdentity | null) {
  const user = await requireActiveUser(sql, caller);
  const [referrals, earnedMinor] = await Promise.all([referralsOf(sql, user.id), referrerEarnings(sql, user.id)]);
  return {
    referrals: referrals.map((referral) => ({
      id: referral.id,
      username: referral.username,
      createdAt: referral.createdAt.toISOString(),
      bonusAmount: formatMinor(referral.bonusMinor),
    })),
    totalEarnings: formatMinor(earnedMinor),
    level: user.level,
    currency: rewards.baseCurrency,
    referralCode: user.referralCode,
    referrerBonus: formatMinor(rewards.referrerBonusMinor),
    referredBonus: formatMinor(rewards.referredBonusMinor),
  };
}

/** The real progress towards VIP (no fixed 75%; docs/product-rules.md#levels). */
export async function levelProgress(sql: Sql, rewards: RewardSettings, user: UserRecord) {
  const totals = await approvedDepositTotals(sql, user.id);
  return {
    level: user.level,
    approvedDepositCount: totals.count,
    approvedDepositsTotal: formatMinor(totals.totalMinor),
    vipThreshold: formatMinor(rewards.vipThresholdMinor),
  };
}
