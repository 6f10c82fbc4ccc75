/** Column values as both database backends return them. */

/** bigint and numeric columns arrive as numbers or strings; amounts stay within safe integers. */
export function toInt(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(String(value));
  if (!Number.isSafeInteger(number)) throw new RangeError(`not a safe integer: ${String(value)}`);
  return number;
}

export function toNullableInt(value: unknown): number | null {
  return value === null || value === undefined ? null : toInt(value);
}

export function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

export function toNullableDate(value: Date | string | null): Date | null {
  return value === null ? null : toDate(value);
}
