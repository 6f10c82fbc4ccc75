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
