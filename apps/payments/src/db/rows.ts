/** Row helpers shared by the payments queries. */
export const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));
export const asOptionalDate = (value: Date | string | null): Date | null => (value === null ? null : asDate(value));

/** bigint columns arrive as numbers on both backends (docs/platform.md); be strict anyway. */
export function toMinor(value: unknown): number {
  const minor = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(minor)) throw new Error(`not a minor-unit amount: ${String(value)}`);
  return minor;
}
