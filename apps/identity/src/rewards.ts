import type { IdentityConfig } from './config';

/** Referral and level settings, minor units: config defaults, then the admin settings (content-settings.ts). */
export interface RewardSettings {
  referrerBonusMinor: number;
  referredBonusMinor: number;
  deductFromAdminProfit: boolean;
  vipThresholdMinor: number;
  baseCurrency: string;
}

export function rewardSettings(config: IdentityConfig): RewardSettings {
  return {
    referrerBonusMinor: config.REFERRER_BONUS,
    referredBonusMinor: config.REFERRED_BONUS,
    deductFromAdminProfit: config.DEDUCT_FROM_ADMIN_PROFIT,
    vipThresholdMinor: config.VIP_THRESHOLD,
    baseCurrency: config.BASE_CURRENCY,
  };
}

export const LEVEL_NEW_PLAYER = 1;
export const LEVEL_VERIFIED = 2;
export const LEVEL_VIP = 3;

/** decisions.md: 2 Verified after the first approved deposit; 3 VIP when approved deposits reach the threshold. */
export function levelFor(approvedCount: number, approvedTotalMinor: number, vipThresholdMinor: number): number {
  if (approvedCount === 0) return LEVEL_NEW_PLAYER;
  return approvedTotalMinor >= vipThresholdMinor ? LEVEL_VIP : LEVEL_VERIFIED;
}
