/** Message keys of the levels: 1 New Player, 2 Verified, 3 VIP (docs/product-rules.md#levels). */
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

// The referral unlock and the VIP progress are product rules (docs/product-rules.md#levels).
export { REFERRAL_UNLOCK_LEVEL, referralUnlocked, vipProgress, type VipProgress } from '@nova/rules/levels';
