import type { Bus, Db, Logger } from '@nova/platform';

/** What the payment rules need from the outside world. */
export interface PaymentsDeps {
  db: Db;
  bus: Bus;
  logger: Logger;
  screenshotLimits: { maxBytes: number; maxPixels: number };
  /** A decided wallet move still undone after this long is retried by the reconciler. */
  reconcileAfterMs: number;
  /** Publishes committed outbox rows now rather than on the relay's next tick. */
  afterCommit(): void;
}
