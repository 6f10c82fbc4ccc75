import type { Bus, Db, Logger, RateLimiter } from '@nova/platform';

/** What the content rules need from the outside world. */
export interface ContentDeps {
  db: Db;
  bus: Bus;
  logger: Logger;
  /** Publishes committed outbox rows now rather than on the relay's next tick. */
  afterCommit(): void;
  /** Per player: support posts (each one notifies staff). */
  supportPostLimit: RateLimiter;
}
