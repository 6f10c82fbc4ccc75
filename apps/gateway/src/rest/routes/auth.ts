import { AppError } from '@nova/platform';
import { bodyObject } from '../body';
import { graphql } from '../gql';
import { optionalText } from '../request-inputs';
import { customRoute, operationRoute } from '../rest-route';

/** The signed-in user; 401 when the session is gone. */
const currentUser = (path: string) =>
  operationRoute({
    method: 'GET',
    path,
    access: 'player',
    document: graphql(`query Me { me { ...RestUser } }`),
    respond: (data) => {
      if (!data.me) throw new AppError('UNAUTHENTICATED', 'Unauthorized');
      return data.me;
    },
  });

/** Sign-up, sign-in and out, the password and the signed-in user. */
export const authRoutes = [
  operationRoute({
    method: 'POST',
    path: '/api/register',
    access: 'public',
    document: graphql(`mutation Register($input: RegisterInput!) { register(input: $input) { ...RestUser } }`),
    variables: (req) => {
      const { username, password, referralCode, dateOfBirth } = bodyObject(req);
      return { input: { username, password, referralCode: optionalText(referralCode), dateOfBirth: optionalText(dateOfBirth) } };
    },
    status: 201,
    respond: (data) => data.register,
  }),
  operationRoute({
    method: 'POST',
    path: '/api/login',
    access: 'public',
    document: graphql(`mutation Login($input: LoginInput!) { login(input: $input) { ...RestUser } }`),
    variables: (req) => {
      const { username, password, twoFactorCode, rememberDevice } = bodyObject(req);
      return { input: { username, password, twoFactorCode: optionalText(twoFactorCode), rememberDevice: rememberDevice === true } };
    },
    respond: (data) => data.login,
  }),
  // The original API's GET /api/login is the sign-in redirect target, not data.
  customRoute({ method: 'GET', path: '/api/login', access: 'public', handlers: () => [(_req, res) => res.redirect(302, '/auth')] }),
  operationRoute({
    method: 'POST',
    path: '/api/logout',
    access: 'public',
    document: graphql(`mutation Logout { logout }`),
    respond: () => ({ message: 'Logged out' }),
  }),
  operationRoute({
    method: 'POST',
    path: '/api/auth/change-password',
    access: 'player',
    document: graphql(`mutation ChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) }`),
    variables: (req) => {
      const { currentPassword, newPassword } = bodyObject(req);
      return { input: { currentPassword, newPassword } };
    },
    respond: () => ({ message: 'Password changed successfully' }),
  }),
  operationRoute({
    method: 'POST',
    path: '/api/auth/date-of-birth',
    access: 'player',
    document: graphql(`mutation ConfirmDateOfBirth($dateOfBirth: String!) { confirmDateOfBirth(dateOfBirth: $dateOfBirth) { ...RestUser } }`),
    variables: (req) => ({ dateOfBirth: bodyObject(req).dateOfBirth }),
    respond: (data) => data.confirmDateOfBirth,
  }),
  currentUser('/api/user'),
  currentUser('/api/auth/user'),
];
