/**
 * Wait before the next try of a failed send: doubles from `baseMs` on each
 * attempt, never past `capMs`. `attempt` counts the tries made so far (1 after the first).
 */
export function retryDelayMs(attempt: number, baseMs: number, capMs: number): number {
  const exponent = Math.max(0, attempt - 1);
  // 2^31 already passes any sensible cap; keeps the product finite.
  return Math.min(capMs, baseMs * 2 ** Math.min(exponent, 31));
}
