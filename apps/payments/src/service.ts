import { join } from 'node:path';
import { checkCallerAccess, defineService, followUserAccess } from '@nova/platform';
import { paymentsConfigSchema } from './config';
import type { PaymentsDeps } from './deps';
import { reconcilePayments } from './reconciler';
import { paymentsResolvers } from './resolvers';
import { screenshotRoutes } from './screenshots/http-routes';

/** Payments: deposits (screenshot reviewed by an admin), withdrawals (held, then paid or refunded), saved methods. */
export default defineService({
  name: 'payments',
  config: paymentsConfigSchema,
  migrations: join(__dirname, 'db', 'migrations'),
  graphql: { schema: join(__dirname, 'schema.graphql'), resolvers: paymentsResolvers },
  deps: (runtime): PaymentsDeps => ({
    db: runtime.db,
    bus: runtime.bus,
    logger: runtime.logger,
    screenshotLimits: { maxBytes: runtime.config.SCREENSHOT_MAX_BYTES, maxPixels: runtime.config.SCREENSHOT_MAX_PIXELS },
    reconcileAfterMs: runtime.config.RECONCILE_AFTER_MS,
    afterCommit: () => runtime.outbox.nudge(),
  }),
  consumes: {
    'identity.user.access-changed.v1': followUserAccess('payments-user-access'),
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
});
