import type { Bus, Db, Logger } from '@nova/platform';

/** What the content rules need from the outside world. */
export interface ContentDeps {
  db: Db;
  bus: Bus;
  logger: Logger;
  /** Publishes committed outbox rows now rather than on the relay's next tick. */
  afterCommit(): void;
}
