/** Reminder intervals the player can choose; 0 is off (the default). */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];

/** localStorage: the chosen interval. sessionStorage: when this signed-in session began. */
export const REALITY_CHECK_KEY = 'realityCheckMinutes';
export const SESSION_STARTED_KEY = 'sessionStartedAt';
/** Fired on window when the player changes the interval, so a running reminder follows at once. */
export const REALITY_CHECK_CHANGED = 'nova:reality-check-changed';

export function parseRealityCheckMinutes(stored: string | null): RealityCheckMinutes {
  const minutes = Number(stored);
  return (REALITY_CHECK_MINUTES as readonly number[]).includes(minutes) ? (minutes as RealityCheckMinutes) : 0;
}

/** Milliseconds until the next reminder: every `minutes` since the session began, never in the past. */
export function nextReminderInMs(startedAt: number, minutes: RealityCheckMinutes, now: number): number | null {
  if (minutes === 0) return null;
  const every = minutes * 60_000;
  const elapsed = Math.max(0, now - startedAt);
  return every - (elapsed % every);
}

/** "1 h 05 min" style parts of the time since sign-in. */
export function sessionDuration(startedAt: number, now: number): { hours: number; minutes: number } {
  const totalMinutes = Math.max(0, Math.floor((now - startedAt) / 60_000));
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}
