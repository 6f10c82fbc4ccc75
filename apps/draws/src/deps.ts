import type { Bus, Db, Logger } from '@nova/platform';
import type { PurchaseRecord } from './db/purchases';
import type { ReceiptKeyring } from './receipt-keys';
import type { BeaconSettings } from './beacon-config';

/**
 * adminProfitPercentage and autoPayoutLimitMinor are the content service's
 * settings (content-settings.ts): read them at the moment of use, never copy
 * them. The rest is this service's configuration.
 */
export interface DrawSettings {
  adminProfitPercentage: number;
  autoPayoutLimitMinor: number;
  archiveAfterDays: number;
  purchaseStaleAfterMs: number;
}

/**
 * Test hooks that simulate a crash at a precise step of the purchase saga.
 * Never set in production code paths.
 */
export interface SagaFaults {
  /** Runs before the debit request is sent (a request held up, e.g. behind a cut connection). */
  beforeDebit?(purchase: PurchaseRecord): void | Promise<void>;
  /** Runs after the wallet took the money and before the tickets are written. */
  afterDebit?(purchase: PurchaseRecord): void | Promise<void>;
}

/** What the draw rules need from the outside world. */
export interface DrawsDeps {
  db: Db;
  bus: Bus;
  logger: Logger;
  settings: DrawSettings;
  /** Signs purchase receipts and lists the published receipt keys (receipt-keys.ts). */
  receiptKeys: ReceiptKeyring;
  /** The drand relays, the fallback delay and the beacon's clock (beacon-config.ts). */
  beacon: BeaconSettings;
  /** Publishes committed outbox rows now rather than on the relay's next tick. */
  afterCommit(): void;
  faults?: SagaFaults;
}
