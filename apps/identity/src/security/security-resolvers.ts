import { requireAdminRole, type SubgraphContext } from '@nova/platform';
import { readMailOutbox } from '@nova/platform/mail';
import { currentClientIp } from '../client-ip';
import { pendingEmailOf } from '../db/account-tokens';
import type { UserRecord } from '../db/users';
import type { IdentityDeps } from '../deps';
import { endOtherSessions, endSession, mySessions } from './account-sessions';
import { confirmEmail, requestEmailConfirmation } from './email-verification';
import { requestPasswordReset, resetPassword } from './password-reset';
import { confirmTwoFactorEnrolment, disableTwoFactor, recoveryCodesLeft, renewRecoveryCodes, startTwoFactorEnrolment } from './two-factor';

type Context = SubgraphContext;

/** Email confirmation, password reset, two-factor, sessions and the mail outbox (issue 17). */
export function securityResolvers(deps: IdentityDeps) {
  return {
    Query: {
      adminMailOutbox: async (_parent: unknown, _args: unknown, context: Context) => {
        // The outbox holds password-reset links: support reads it to help players, as the superadmin may.
        requireAdminRole(context.caller, 'support');
        const delivery = deps.accountSecurity.mailer.kind;
        const mails = delivery === 'outbox' ? await readMailOutbox(deps.db, 50) : [];
        return { delivery, mails: mails.map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString() })) };
      },
      mySessions: (_parent: unknown, _args: unknown, context: Context) => mySessions(deps, context.caller),
    },
    Mutation: {
      requestEmailConfirmation: (_parent: unknown, args: { email: unknown; currentPassword: unknown }, context: Context) =>
        requestEmailConfirmation(deps, context.caller, args.email, args.currentPassword, currentClientIp()),
      confirmEmail: (_parent: unknown, args: { input: unknown }, context: Context) => confirmEmail(deps, context.caller, args.input, currentClientIp()),
      requestPasswordReset: (_parent: unknown, args: { input: unknown }) => requestPasswordReset(deps, args.input, currentClientIp()),
      resetPassword: (_parent: unknown, args: { input: unknown }) => resetPassword(deps, args.input, currentClientIp()),
      startTwoFactorEnrolment: (_parent: unknown, _args: unknown, context: Context) => startTwoFactorEnrolment(deps, context.caller),
      confirmTwoFactorEnrolment: (_parent: unknown, args: { code: unknown }, context: Context) => confirmTwoFactorEnrolment(deps, context.caller, args.code),
      renewRecoveryCodes: (_parent: unknown, args: { code: unknown }, context: Context) => renewRecoveryCodes(deps, context.caller, args.code),
      disableTwoFactor: (_parent: unknown, args: { input: unknown }, context: Context) => disableTwoFactor(deps, context.caller, args.input),
      endSession: (_parent: unknown, args: { sessionId: unknown }, context: Context) => endSession(deps, context.caller, args.sessionId),
      endOtherSessions: (_parent: unknown, _args: unknown, context: Context) => endOtherSessions(deps, context.caller),
    },
    User: {
      emailVerified: (user: UserRecord) => user.emailVerifiedAt !== null && user.email !== null,
      pendingEmail: (user: UserRecord) => pendingEmailOf(deps.db, user.id),
      twoFactorEnabled: (user: UserRecord) => user.totpEnabledAt !== null,
      recoveryCodesLeft: (user: UserRecord) => (user.totpEnabledAt ? recoveryCodesLeft(deps.db, user.id) : 0),
    },
  };
}
