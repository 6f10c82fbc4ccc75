import { join } from 'node:path';
import type { ContentFigures } from '@nova/contracts';
import { checkCallerAccess, defineService, followUserAccess, type CopyFollower, type Runtime } from '@nova/platform';
import { paymentsConfigSchema, type PaymentsConfig } from './config';
import { contentSettingsFollower } from './content-settings';
import type { PaymentsDeps } from './deps';
import { reconcilePayments } from './reconciler';
import { paymentsResolvers } from './resolvers';
import { screenshotRoutes } from './screenshots/http-routes';
import { onWithdrawalApprovalDecided, WITHDRAWAL_APPROVALS_CONSUMER } from './withdrawal-approvals';

/** Payments: deposits (screenshot reviewed by an admin), withdrawals (held, then paid or refunded), saved methods. */
export default defineService({
  name: 'payments',
  config: paymentsConfigSchema,
  migrations: join(__dirname, 'db', 'migrations'),
  graphql: { schema: join(__dirname, 'schema.graphql'), resolvers: paymentsResolvers },
  deps: (runtime: Runtime<PaymentsConfig>): PaymentsDeps & { contentSettings: CopyFollower<ContentFigures> } => paymentsDeps(runtime, contentSettingsFollower(runtime)),
  consumes: {
    'identity.user.access-changed.v1': followUserAccess('payments-user-access'),
    // Four-eyes approval: a second admin's decision on a held withdrawal completion (withdrawal-approvals.ts).
    'content.approval.decided.v1': { durable: WITHDRAWAL_APPROVALS_CONSUMER, handle: (event, deps) => onWithdrawalApprovalDecided(deps, event) },
  },
  jobs: [
    {
      // Finishes wallet calls a crash left half done (approved deposits, held or paid withdrawals).
      name: 'reconcile payments',
      everyMs: (config) => config.RECONCILE_INTERVAL_MS,
      enabled: (config) => config.RECONCILER_ENABLED,
      run: (deps) => reconcilePayments(deps),
    },
  ],
  // Screenshot uploads and their images, beside /graphql.
  http: (app, deps, config) => app.use(screenshotRoutes(deps, config.INTERNAL_AUTH_SECRET)),
  // Second line behind the gateway: suspended or deleted users and ended sessions are refused here too.
  checkCaller: (caller, deps) => checkCallerAccess(deps.db, caller),
  // The four-eyes threshold: a copy of the content service's settings.
  onStart: async (deps) => {
    await deps.contentSettings.start();
    return deps.contentSettings;
  },
});

function paymentsDeps(runtime: Runtime<PaymentsConfig>, contentSettings: CopyFollower<ContentFigures>): PaymentsDeps & { contentSettings: CopyFollower<ContentFigures> } {
  return {
    db: runtime.db,
    bus: runtime.bus,
    logger: runtime.logger,
    screenshotLimits: { maxBytes: runtime.config.SCREENSHOT_MAX_BYTES, maxPixels: runtime.config.SCREENSHOT_MAX_PIXELS },
    reconcileAfterMs: runtime.config.RECONCILE_AFTER_MS,
    fourEyesThresholdMinor: () => contentSettings.current().fourEyesThresholdMinor,
    contentSettings,
    afterCommit: () => runtime.outbox.nudge(),
  };
}
