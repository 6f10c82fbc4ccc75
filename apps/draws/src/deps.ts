import type { Bus, Db, Logger } from '@nova/platform';
import type { PurchaseRecord } from './db/purchases';
import type { ReceiptKeyring } from './receipt-keys';
import type { BeaconSettings } from './beacon-config';
import type { DrawsForSale } from './draws-for-sale';

/**
 * adminProfitPercentage and autoPayoutLimitMinor are the content service's
 * settings (content-settings.ts): read them at the moment of use, never copy
 * them. The rest is this service's configuration.
 */
export interface DrawSettings {
  adminProfitPercentage: number;
  autoPayoutLimitMinor: number;
  /** Four-eyes approval: a manual payout at or above this waits for a second admin. */
  fourEyesThresholdMinor: number;
  archiveAfterDays: number;
  purchaseStaleAfterMs: number;
  /** How long before a draw's sales close subscriptions buy into it (SUBSCRIPTION_BUY_LEAD_MS; default 10 minutes). */
  subscriptionBuyLeadMs?: number;
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
  /** Runs after a replica claimed a subscription's draw and before it buys (a crash there leaves the claim to the reconciler). */
  afterSubscriptionClaim?(claim: { subscriptionId: string; drawId: string }): void | Promise<void>;
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
  /** The draws being bought, as this replica last read them (a hint the reserve statement checks). */
  drawsForSale: DrawsForSale;
  /** Publishes committed outbox rows now rather than on the relay's next tick. */
  afterCommit(): void;
  faults?: SagaFaults;
}
