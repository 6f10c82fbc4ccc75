/** The limit kinds and periods in the order the tab shows them (the server sends every pair). */
export const LIMIT_KINDS = ['deposit', 'spend', 'loss'] as const;
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitKindName = (typeof LIMIT_KINDS)[number];
export type LimitPeriodName = (typeof LIMIT_PERIODS)[number];

export interface LimitFigures {
  kind: string;
  period: string;
  limit?: string | null;
  used: string;
  remaining?: string | null;
  pendingLimit?: string | null;
  pendingRemoval: boolean;
  confirmableAt?: string | null;
}

/** A waiting raise or removal the player may confirm now (its 24 hours have passed). */
export function canConfirmNow(limit: Pick<LimitFigures, 'confirmableAt'>, now: number = Date.now()): boolean {
  return Boolean(limit.confirmableAt) && new Date(limit.confirmableAt as string).getTime() <= now;
}

/** The tightest limit left of the given kinds: what the player may still use now, or null without any limit. */
export function tightestRemaining<T extends LimitFigures>(limits: readonly T[], kinds: readonly string[]): T | null {
  let tightest: T | null = null;
  for (const limit of limits) {
    if (!kinds.includes(limit.kind) || limit.remaining == null) continue;
    if (!tightest || Number(limit.remaining) < Number(tightest.remaining)) tightest = limit;
  }
  return tightest;
}
