import type { Bus, Db, Logger } from '@nova/platform';

/** What the payment rules need from the outside world. */
export interface PaymentsDeps {
  db: Db;
  bus: Bus;
  logger: Logger;
  screenshotLimits: { maxBytes: number; maxPixels: number };
  /** A decided wallet move still undone after this long is retried by the reconciler. */
  reconcileAfterMs: number;
  /** Four-eyes approval: a completion at or above this waits for a second admin (the content service's setting at each use). */
  fourEyesThresholdMinor(): number;
  /** Publishes committed outbox rows now rather than on the relay's next tick. */
  afterCommit(): void;
}
