export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the target time has passed. */
  done: boolean;
}

/** Splits the time until `targetMs` into whole days, hours, minutes and seconds (never negative). */
export function timeLeft(targetMs: number, nowMs: number): TimeLeft {
  const total = Math.max(0, Math.floor((targetMs - nowMs) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    done: total === 0,
  };
}

/** Two digits at least, so the figures keep their width while they tick. */
export function pad2(value: number): string {
  return String(value).padStart(2, '0');
}
