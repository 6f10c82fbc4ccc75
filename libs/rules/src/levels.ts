/**
 * Player levels (docs/product-rules.md#levels): 1 New Player at sign-up,
 * 2 Verified after the first approved deposit, 3 VIP once approved deposits
 * add up to the VIP threshold. A level only ever rises.
 */
export const LEVEL_NEW_PLAYER = 1;
export const LEVEL_VERIFIED = 2;
export const LEVEL_VIP = 3;

/** The level that approved deposits earn (the caller keeps the higher of this and the current level). */
export function levelFor(approvedCount: number, approvedTotalMinor: number, vipThresholdMinor: number): number {
  if (approvedCount === 0) return LEVEL_NEW_PLAYER;
  return approvedTotalMinor >= vipThresholdMinor ? LEVEL_VIP : LEVEL_VERIFIED;
}

/** A player may refer others (and earn the referrer bonus) from Verified on. */
export const REFERRAL_UNLOCK_LEVEL = LEVEL_VERIFIED;

export function referralUnlocked(level: number): boolean {
  return level >= REFERRAL_UNLOCK_LEVEL;
}

export interface VipProgress {
  /** 0–100, whole percent, rounded down so 100 means reached. */
  percent: number;
  /** Minor units of approved deposits still needed (0 once VIP). */
  remainingMinor: number;
}

/** Progress to VIP: approved deposits against the VIP threshold, in minor units. */
export function vipProgress(level: number, totalMinor: number, thresholdMinor: number): VipProgress {
  if (level >= LEVEL_VIP || thresholdMinor <= 0) return { percent: 100, remainingMinor: 0 };
  const percent = Math.min(99, Math.floor((Math.max(0, totalMinor) * 100) / thresholdMinor));
  return { percent, remainingMinor: Math.max(0, thresholdMinor - totalMinor) };
}
