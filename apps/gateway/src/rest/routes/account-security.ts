import { bodyObject } from '../body';
import { graphql } from '../gql';
import { optionalText } from '../request-inputs';
import { operationRoute } from '../rest-route';

/** Email confirmation, password reset by mail, two-factor sign-in and the sessions page (issue 17). */
export const accountSecurityRoutes = [
  operationRoute({
    method: 'POST',
    path: '/api/auth/email',
    access: 'player',
    document: graphql(`mutation RequestEmailConfirmation($email: String!, $currentPassword: String!) { requestEmailConfirmation(email: $email, currentPassword: $currentPassword) { id pendingEmail } }`),
    variables: (req) => {
      const { email, currentPassword } = bodyObject(req);
      return { email, currentPassword };
    },
    respond: (data) => ({ message: 'Confirmation code sent', pendingEmail: data.requestEmailConfirmation.pendingEmail }),
  }),
  operationRoute({
    method: 'POST',
    path: '/api/auth/email/confirm',
    access: 'public',
    document: graphql(`mutation ConfirmEmail($input: ConfirmEmailInput!) { confirmEmail(input: $input) { id email emailVerified } }`),
    variables: (req) => {
      const { code, token } = bodyObject(req);
      return { input: { code: optionalText(code), token: optionalText(token) } };
    },
    respond: (data) => ({ message: 'Email confirmed', email: data.confirmEmail.email }),
  }),
  operationRoute({
    method: 'POST',
    path: '/api/auth/forgot-password',
    access: 'public',
    document: graphql(`mutation RequestPasswordReset($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) }`),
    variables: (req) => ({ input: { login: bodyObject(req).login } }),
    // The same answer whether or not the account exists.
    respond: () => ({ message: 'If the account has a confirmed email, a reset link is on its way' }),
  }),
  operationRoute({
    method: 'POST',
    path: '/api/auth/reset-password',
    access: 'public',
    document: graphql(`mutation ResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) }`),
    variables: (req) => {
      const { token, newPassword } = bodyObject(req);
      return { input: { token, newPassword } };
    },
    respond: () => ({ message: 'Password reset; please sign in' }),
  }),
  operationRoute({
    method: 'POST',
    path: '/api/auth/2fa/setup',
    access: 'player',
    document: graphql(`mutation StartTwoFactorEnrolment { startTwoFactorEnrolment { secret otpauthUri qrCodeDataUrl } }`),
    respond: (data) => data.startTwoFactorEnrolment,
  }),
  operationRoute({
    method: 'POST',
    path: '/api/auth/2fa/confirm',
    access: 'player',
    document: graphql(`mutation ConfirmTwoFactorEnrolment($code: String!) { confirmTwoFactorEnrolment(code: $code) }`),
    variables: (req) => ({ code: bodyObject(req).code }),
    respond: (data) => ({ message: 'Two-factor sign-in is on', recoveryCodes: data.confirmTwoFactorEnrolment }),
  }),
  operationRoute({
    method: 'POST',
    path: '/api/auth/2fa/recovery-codes',
    access: 'player',
    document: graphql(`mutation RenewRecoveryCodes($code: String!) { renewRecoveryCodes(code: $code) }`),
    variables: (req) => ({ code: bodyObject(req).code }),
    respond: (data) => ({ recoveryCodes: data.renewRecoveryCodes }),
  }),
  operationRoute({
    method: 'POST',
    path: '/api/auth/2fa/disable',
    access: 'player',
    document: graphql(`mutation DisableTwoFactor($input: DisableTwoFactorInput!) { disableTwoFactor(input: $input) { id twoFactorEnabled } }`),
    variables: (req) => {
      const { password, code } = bodyObject(req);
      return { input: { password, code } };
    },
    respond: () => ({ message: 'Two-factor sign-in is off' }),
  }),
  operationRoute({
    method: 'GET',
    path: '/api/auth/sessions',
    access: 'player',
    document: graphql(`query MySessions { mySessions { id device address createdAt lastUsedAt current } }`),
    respond: (data) => data.mySessions,
  }),
  operationRoute({
    method: 'POST',
    path: '/api/auth/sessions/end-others',
    access: 'player',
    document: graphql(`mutation EndOtherSessions { endOtherSessions }`),
    respond: (data) => ({ ended: data.endOtherSessions }),
  }),
  operationRoute({
    method: 'POST',
    path: '/api/auth/sessions/end',
    access: 'player',
    document: graphql(`mutation EndSession($sessionId: ID!) { endSession(sessionId: $sessionId) }`),
    variables: (req) => ({ sessionId: bodyObject(req).sessionId }),
    respond: () => ({ message: 'Signed out' }),
  }),
  operationRoute({
    method: 'GET',
    path: '/api/admin/mail-outbox',
    access: 'admin', roles: ['support'],
    document: graphql(`query AdminMailOutbox { adminMailOutbox { delivery mails { id to subject text createdAt } } }`),
    respond: (data) => data.adminMailOutbox,
  }),
];
