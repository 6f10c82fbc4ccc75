/** decisions.md: 1 New Player, 2 Verified (after the first approved deposit), 3 VIP. */
export const LEVEL_NAMES = {
  1: 'level.1',
  2: 'level.2',
  3: 'level.3',
} as const;

export type PlayerLevel = keyof typeof LEVEL_NAMES;

/** Clamps an account level from the API to a known one. */
export function playerLevel(level: number): PlayerLevel {
  return level >= 3 ? 3 : level === 2 ? 2 : 1;
}

/** decisions.md: the referral link is unlocked at level 2 (Verified, after the first approved deposit). */
export const REFERRAL_UNLOCK_LEVEL = 2;

export function referralUnlocked(level: number): boolean {
  return level >= REFERRAL_UNLOCK_LEVEL;
}

export interface VipProgress {
  /** 0–100, whole percent, rounded down so 100 means reached. */
  percent: number;
  /** Minor units of approved deposits still needed (0 once VIP). */
  remainingMinor: number;
}

/** The real progress to VIP (decisions.md): approved deposits against the VIP threshold, in minor units. */
export function vipProgress(level: number, totalMinor: number, thresholdMinor: number): VipProgress {
  if (level >= 3 || thresholdMinor <= 0) return { percent: 100, remainingMinor: 0 };
  const percent = Math.min(99, Math.floor((Math.max(0, totalMinor) * 100) / thresholdMinor));
  return { percent, remainingMinor: Math.max(0, thresholdMinor - totalMinor) };
}
