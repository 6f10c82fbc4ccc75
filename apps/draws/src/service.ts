import { join } from 'node:path';
import { checkCallerAccess, defineService, followUserAccess, type CopyFollower, type Runtime } from '@nova/platform';
import { drawsConfigSchema, type DrawsConfig } from './config';
import type { ContentFigures } from '@nova/contracts';
import { contentSettingsFollower, drawSettings } from './content-settings';
import type { DrawsDeps, SagaFaults } from './deps';
import { beaconSettings } from './beacon-config';
import { receiptKeyring } from './receipt-keys';
import { onPayoutApprovalDecided, PAYOUT_APPROVALS_CONSUMER } from './payout-approvals';
import { drawsResolvers } from './resolvers';
import { schedulerTick } from './scheduler';
import { DrawsForSale } from './draws-for-sale';

/** Draws: draws and their series, ticket purchases (a saga over the wallet), the fair draw, settlement and payouts. */
export default defineService({
  name: 'draws',
  config: drawsConfigSchema,
  migrations: join(__dirname, 'db', 'migrations'),
  graphql: { schema: join(__dirname, 'schema.graphql'), resolvers: drawsResolvers },
  deps: drawsDeps,
  consumes: {
    'identity.user.access-changed.v1': followUserAccess('draws-user-access'),
    // Four-eyes approval: a second admin's decision on a held manual payout (payout-approvals.ts).
    'content.approval.decided.v1': { durable: PAYOUT_APPROVALS_CONSUMER, handle: (event, deps) => onPayoutApprovalDecided(deps, event) },
  },
  jobs: [
    {
      // Finish stuck purchases, open due sales, run due draws, pay promised prizes, archive old draws.
      name: 'draws scheduler',
      everyMs: (config) => config.SCHEDULER_INTERVAL_MS,
      enabled: (config) => config.SCHEDULER_ENABLED,
      atStart: true,
      run: schedulerTick,
    },
  ],
  // Second line behind the gateway: suspended or deleted users and ended sessions are refused here too.
  checkCaller: (caller, deps) => checkCallerAccess(deps.db, caller),
  // The admin's profit share and auto-payout limit: a copy of the content service's settings.
  onStart: async (deps) => {
    await deps.contentSettings.start();
    return deps.contentSettings;
  },
});

function drawsDeps(runtime: Runtime<DrawsConfig>, faults?: SagaFaults): DrawsDeps & { contentSettings: CopyFollower<ContentFigures> } {
  const { config } = runtime;
  const contentSettings = contentSettingsFollower(runtime);
  const own = {
    archiveAfterDays: config.ARCHIVE_AFTER_DAYS,
    purchaseStaleAfterMs: config.PURCHASE_STALE_AFTER_MS,
    subscriptionBuyLeadMs: config.SUBSCRIPTION_BUY_LEAD_MS,
  };
  return {
    db: runtime.db,
    bus: runtime.bus,
    logger: runtime.logger,
    contentSettings,
    settings: drawSettings(own, contentSettings),
    receiptKeys: receiptKeyring(config, runtime.logger),
    beacon: beaconSettings(config),
    drawsForSale: new DrawsForSale(),
    afterCommit: () => runtime.outbox.nudge(),
    ...(faults ? { faults } : {}),
  };
}
