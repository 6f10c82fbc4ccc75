import type { IdentityConfig } from './config';

/** Referral and level settings, minor units: config defaults, then the admin settings (content-settings.ts). */
export interface RewardSettings {
  referrerBonusMinor: number;
  referredBonusMinor: number;
  deductFromAdminProfit: boolean;
  vipThresholdMinor: number;
  /** Referrals that pay per referrer and UTC day. */
  referralsPerDay: number;
  /** Bonus money is withdrawable once ticket spend reaches bonus × this. */
  bonusPlayThrough: number;
  baseCurrency: string;
}

/** Until an admin saves settings (content service): ten referrals a day, bonus played through once. */
export const DEFAULT_REFERRALS_PER_DAY = 10;
export const DEFAULT_BONUS_PLAY_THROUGH = 1;

export function rewardSettings(config: IdentityConfig): RewardSettings {
  return {
    referrerBonusMinor: config.REFERRER_BONUS,
    referredBonusMinor: config.REFERRED_BONUS,
    deductFromAdminProfit: config.DEDUCT_FROM_ADMIN_PROFIT,
    vipThresholdMinor: config.VIP_THRESHOLD,
    referralsPerDay: DEFAULT_REFERRALS_PER_DAY,
    bonusPlayThrough: DEFAULT_BONUS_PLAY_THROUGH,
    baseCurrency: config.BASE_CURRENCY,
  };
}

