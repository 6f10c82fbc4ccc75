/** Referral and level settings, minor units: the content service's (content-settings.ts). */
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
