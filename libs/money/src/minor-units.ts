/**
 * Money is integer minor units (cents) everywhere inside the platform.
 * APIs speak decimal strings with exactly two places ("125.50"), never floats.
 */
export const MINOR_PER_MAJOR = 100;

const DECIMAL_AMOUNT = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

export class InvalidAmountError extends Error {
  constructor(input: unknown) {
    super(`"${String(input).slice(0, 40)}" is not an amount with at most two decimals`);
    this.name = 'InvalidAmountError';
  }
}

/** Parses "12", "12.5" or "12.50" (or a number with at most 2 decimals) into minor units. */
export function parseAmount(input: string | number): number {
  const text = typeof input === 'number' ? numberToText(input) : input.trim();
  const match = DECIMAL_AMOUNT.exec(text);
  if (!match) throw new InvalidAmountError(input);
  const major = Number(match[1]);
  const fraction = (match[2] ?? '').padEnd(2, '0');
  const minor = major * MINOR_PER_MAJOR + Number(fraction);
  if (!Number.isSafeInteger(minor)) throw new InvalidAmountError(input);
  return minor;
}

function numberToText(value: number): string {
  if (!Number.isFinite(value) || value < 0) return String(value);
  // Reject binary noise such as 0.1 + 0.2; accept what a person typed.
  const fixed = value.toFixed(2);
  return Number(fixed) === value ? fixed.replace(/\.?0+$/, '') || '0' : String(value);
}

/** Formats minor units as a decimal string with two places: 12550 -> "125.50". */
export function formatMinor(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not an integer amount: ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const major = Math.floor(abs / MINOR_PER_MAJOR);
  const cents = String(abs % MINOR_PER_MAJOR).padStart(2, '0');
  return `${sign}${major}.${cents}`;
}

/** Percentage of an amount, rounded half up to the cent: percentOf(999, 5) -> 50. */
export function percentOf(minor: number, percent: number): number {
  return Math.floor((minor * percent + 50) / 100);
}
