/**
 * One purchase attempt = one idempotency key. A retry of the same attempt
 * (same draw and quantity after a network error, when the first request may
 * have reached the server) reuses the key, so the player is never charged twice;
 * anything else is a new attempt with a fresh key.
 */
export interface PurchaseAttempt {
  key: string;
  drawId: string;
  quantity: number;
}

export function attemptFor(
  unfinished: PurchaseAttempt | null,
  drawId: string,
  quantity: number,
  newKey: () => string = () => crypto.randomUUID(),
): PurchaseAttempt {
  if (unfinished && unfinished.drawId === drawId && unfinished.quantity === quantity) return unfinished;
  return { key: newKey(), drawId, quantity };
}
