import { join } from 'node:path';
import { createRateLimiter, defineService } from '@nova/platform';
import { APPROVAL_OUTCOMES_CONSUMER, APPROVAL_REQUESTS_CONSUMER, onApprovalExecuted, onApprovalRequested } from './approvals';
import { AUDIT_CONSUMER, onAdminAction } from './audit';
import { AUDIT_CHECKPOINTS_CONSUMER, recordAuditCheckpoint } from './audit-chain';
import { backgroundRoutes } from './background-images';
import { contentConfigSchema } from './config';
import type { ContentDeps } from './deps';
import { contentResolvers } from './resolvers';
import { currentSettingsFigures } from './settings-reply';

/** Content: the business settings (their one owner), announcements, the login background, support, the audit log. */
export default defineService({
  name: 'content',
  config: contentConfigSchema,
  migrations: join(__dirname, 'db', 'migrations'),
  graphql: { schema: join(__dirname, 'schema.graphql'), resolvers: contentResolvers },
  deps: (runtime): ContentDeps => ({
    db: runtime.db,
    bus: runtime.bus,
    logger: runtime.logger,
    afterCommit: () => runtime.outbox.nudge(),
    supportPostLimit: createRateLimiter({
      store: runtime.store,
      keyPrefix: 'support-post-user',
      points: runtime.config.SUPPORT_POSTS_PER_USER,
      durationSeconds: runtime.config.SUPPORT_POST_WINDOW_SECONDS,
    }),
  }),
  consumes: {
    // Every service's admin actions land in the one audit log.
    'admin.action.recorded.v1': { durable: AUDIT_CONSUMER, handle: (event, deps) => onAdminAction(deps.db, event) },
    // The audit log's head when a draw's sales close, published with the draw (audit-chain.ts).
    'draws.draw.closed.v1': { durable: AUDIT_CHECKPOINTS_CONSUMER, handle: (event, deps) => recordAuditCheckpoint(deps.db, event) },
    // Four-eyes approval: the owners' held money moves join the one queue, and their outcomes follow (approvals.ts).
    'identity.approval.requested.v1': { durable: `${APPROVAL_REQUESTS_CONSUMER}-identity`, handle: (event, deps) => onApprovalRequested(deps.db, 'identity', event) },
    'payments.approval.requested.v1': { durable: `${APPROVAL_REQUESTS_CONSUMER}-payments`, handle: (event, deps) => onApprovalRequested(deps.db, 'payments', event) },
    'draws.approval.requested.v1': { durable: `${APPROVAL_REQUESTS_CONSUMER}-draws`, handle: (event, deps) => onApprovalRequested(deps.db, 'draws', event) },
    'identity.approval.executed.v1': { durable: `${APPROVAL_OUTCOMES_CONSUMER}-identity`, handle: (event, deps) => onApprovalExecuted(deps.db, event) },
    'payments.approval.executed.v1': { durable: `${APPROVAL_OUTCOMES_CONSUMER}-payments`, handle: (event, deps) => onApprovalExecuted(deps.db, event) },
    'draws.approval.executed.v1': { durable: `${APPROVAL_OUTCOMES_CONSUMER}-draws`, handle: (event, deps) => onApprovalExecuted(deps.db, event) },
  },
  answers: {
    // Services that follow the settings ask at start-up for what was saved while they were down.
    'content.settings.current.v1': (_request, deps) => currentSettingsFigures(deps.db),
  },
  http: (app, deps, config) => app.use(backgroundRoutes(deps, config.INTERNAL_AUTH_SECRET, config.BACKGROUND_MAX_BYTES)),
});
