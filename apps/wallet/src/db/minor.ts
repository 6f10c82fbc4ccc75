/** bigint columns arrive as strings (pg) or bigints (PGlite); amounts stay within safe integers. */
export function toMinor(value: unknown): number {
  const minor = typeof value === 'number' ? value : Number(String(value));
  if (!Number.isSafeInteger(minor)) throw new RangeError(`amount outside the safe integer range: ${String(value)}`);
  return minor;
}
