import { join } from 'node:path';
import { checkCallerAccess, defineService, followUserAccess } from '@nova/platform';
import { drawsConfigSchema } from './config';
import { followContentSettings } from './content-settings';
import type { DrawsDeps, SagaFaults } from './deps';
import { receiptKeyring } from './receipt-keys';
import { drawsResolvers } from './resolvers';
import { schedulerTick } from './scheduler';

/** Draws: draws and their series, ticket purchases (a saga over the wallet), the fair draw, settlement and payouts. */
export default defineService({
  name: 'draws',
  config: drawsConfigSchema,
  migrations: join(__dirname, 'db', 'migrations'),
  graphql: { schema: join(__dirname, 'schema.graphql'), resolvers: drawsResolvers },
  deps: (runtime, faults?: SagaFaults): DrawsDeps => ({
    db: runtime.db,
    bus: runtime.bus,
    logger: runtime.logger,
    settings: {
      adminProfitPercentage: runtime.config.ADMIN_PROFIT_PERCENTAGE,
      autoPayoutLimitMinor: runtime.config.AUTO_PAYOUT_LIMIT,
      archiveAfterDays: runtime.config.ARCHIVE_AFTER_DAYS,
      purchaseStaleAfterMs: runtime.config.PURCHASE_STALE_AFTER_MS,
    },
    receiptKeys: receiptKeyring(runtime.config, runtime.logger),
    afterCommit: () => runtime.outbox.nudge(),
    ...(faults ? { faults } : {}),
  }),
  consumes: {
    'identity.user.access-changed.v1': followUserAccess('draws-user-access'),
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
  // The admin's profit share and auto-payout limit, from the content service's settings.
  onStart: followContentSettings,
});
