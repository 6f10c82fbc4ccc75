import { join } from 'node:path';
import type { ContentFigures } from '@nova/contracts';
import { createRateLimiter, defineService, SessionStore, type CopyFollower, type Runtime } from '@nova/platform';
import { ensureAdmin } from './admin-bootstrap';
import { rememberClientIp } from './client-ip';
import { identityConfigSchema, type IdentityConfig } from './config';
import { contentSettingsFollower, rewardView } from './content-settings';
import type { IdentityDeps, SignInHooks } from './deps';
import { DEPOSIT_APPROVALS_CONSUMER, onDepositApproved, type RewardsDeps } from './deposit-approvals';
import { MONEY_APPROVALS_CONSUMER, onMoneyApprovalDecided } from './money-approvals';
import { effectiveMinimumAge } from '@nova/rules';
import { identityResolvers } from './resolvers';
import { accountSecurityOf } from './security/account-security';
import { rememberRequestDevice } from './security/request-device';
import { requireWithdrawalCode } from './security/withdrawal-code';
import { savedMethodOf } from './saved-method-reply';
import { SignInThrottle } from './sign-in-throttle';

export type IdentityServiceDeps = IdentityDeps & RewardsDeps & { contentSettings: CopyFollower<ContentFigures> };

/** Identity: players and admins, sign-in and sessions, profiles, referrals, levels and rewards. */
export default defineService({
  name: 'identity',
  config: identityConfigSchema,
  migrations: join(__dirname, 'db', 'migrations'),
  graphql: { schema: join(__dirname, 'schema.graphql'), resolvers: (deps) => identityResolvers(deps, deps.rewards) },
  deps: identityDeps,
  consumes: {
    // Levels and referral bonuses follow approved deposits.
    'payments.deposit.approved.v1': { durable: DEPOSIT_APPROVALS_CONSUMER, handle: (event, deps) => onDepositApproved(deps, event) },
    // Four-eyes approval: a second admin's decision on a held credit or debit (money-approvals.ts).
    'content.approval.decided.v1': { durable: MONEY_APPROVALS_CONSUMER, handle: (event, deps) => onMoneyApprovalDecided(deps, event) },
  },
  answers: {
    // Payments asks for a player's saved payout method when a withdrawal names one.
    // With two-factor on, a withdrawal needs a current code (security/withdrawal-code.ts).
    'identity.saved-payment-method.v1': async ({ userId, methodId, twoFactorCode }, deps) => {
      await requireWithdrawalCode(deps, userId, twoFactorCode);
      return { method: await savedMethodOf(deps.db, userId, methodId) };
    },
  },
  // The signed client address reaches the sign-in throttle; the browser's device cookie and User-Agent reach sign-in and the sessions page.
  http: (app, _deps, config) => app.use('/graphql', rememberClientIp(config.INTERNAL_AUTH_SECRET), rememberRequestDevice()),
  onStart: async (deps, { config, logger }) => {
    // The VIP threshold and referral bonuses: a copy of the content service's settings.
    await deps.contentSettings.start();
    if (config.ADMIN_USERNAME && config.ADMIN_PASSWORD) {
      const admin = await ensureAdmin(deps, { username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD });
      logger.info({ username: admin.username, outcome: admin.outcome }, 'first admin ensured');
    }
    return {
      stop: async () => {
        await deps.contentSettings.stop();
        deps.accountSecurity.mailer.close();
      },
    };
  },
});

function identityDeps(runtime: Runtime<IdentityConfig>, hooks?: SignInHooks): IdentityServiceDeps {
  const { config, store } = runtime;
  const window = config.LOGIN_ATTEMPT_WINDOW_SECONDS;
  const contentSettings = contentSettingsFollower(runtime);
  return {
    db: runtime.db,
    bus: runtime.bus,
    logger: runtime.logger,
    contentSettings,
    rewards: rewardView(config.BASE_CURRENCY, contentSettings),
    sessions: new SessionStore(store, { idleTtlSeconds: config.SESSION_IDLE_TTL_SECONDS, absoluteTtlSeconds: config.SESSION_ABSOLUTE_TTL_SECONDS }),
    signInThrottle: new SignInThrottle({
      store,
      freeAttemptsPerAddress: config.LOGIN_FREE_ATTEMPTS_PER_ADDRESS,
      baseDelaySeconds: config.LOGIN_BASE_DELAY_SECONDS,
      maxDelaySeconds: config.LOGIN_MAX_DELAY_SECONDS,
      failuresPerUsername: config.LOGIN_ATTEMPTS_PER_USERNAME,
      attemptsPerClientIp: config.LOGIN_ATTEMPTS_PER_CLIENT_IP,
      windowSeconds: window,
    }),
    passwordChangeLimit: createRateLimiter({ store, keyPrefix: 'change-password', points: config.PASSWORD_CHANGE_ATTEMPTS, durationSeconds: window }),
    accountSecurity: accountSecurityOf(runtime),
    minimumAge: () => effectiveMinimumAge(contentSettings.current().minimumAge),
    fourEyesThresholdMinor: () => contentSettings.current().fourEyesThresholdMinor,
    afterCommit: () => runtime.outbox.nudge(),
    ...(hooks ? { hooks } : {}),
  };
}
