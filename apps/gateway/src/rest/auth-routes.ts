import { Router } from 'express';
import type { ApolloServer } from '@apollo/server';
import { AppError } from '@nova/platform';
import type { GatewayContext } from '../context';
import { runOperation, type ContextFactory } from './run-operation';
import { USER_FIELDS } from './user-fields';
import { handle } from './handle';
import { bodyObject } from './body';

function optionalText(value: unknown): unknown {
  // The spec's client omits an empty referral code; treat "" the same way.
  return value === '' || value === null ? undefined : value;
}

/** Spec §7 "Session" calls, each one GraphQL operation. */
export function authRoutes(server: ApolloServer<GatewayContext>, context: ContextFactory): Router {
  const router = Router();

  router.post(
    '/register',
    handle(async (req, res) => {
      const { username, password, referralCode } = bodyObject(req);
      const data = await runOperation<{ register: unknown }>(
        server,
        await context(req, res),
        `mutation Register($input: RegisterInput!) { register(input: $input) { ${USER_FIELDS} } }`,
        { input: { username, password, referralCode: optionalText(referralCode) } },
      );
      res.status(201).json(data.register);
    }),
  );

  router.post(
    '/login',
    handle(async (req, res) => {
      const { username, password } = bodyObject(req);
      const data = await runOperation<{ login: unknown }>(
        server,
        await context(req, res),
        `mutation Login($input: LoginInput!) { login(input: $input) { ${USER_FIELDS} } }`,
        { input: { username, password } },
      );
      res.json(data.login);
    }),
  );

  // The spec's GET /api/login is the sign-in redirect target, not data.
  router.get('/login', (_req, res) => res.redirect(302, '/auth'));

  router.post(
    '/logout',
    handle(async (req, res) => {
      await runOperation(server, await context(req, res), 'mutation Logout { logout }');
      res.json({ message: 'Logged out' });
    }),
  );

  router.post(
    '/auth/change-password',
    handle(async (req, res) => {
      const { currentPassword, newPassword } = bodyObject(req);
      await runOperation(
        server,
        await context(req, res),
        'mutation ChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) }',
        { input: { currentPassword, newPassword } },
      );
      res.json({ message: 'Password changed successfully' });
    }),
  );

  const currentUser = handle(async (req, res) => {
    const data = await runOperation<{ me: unknown }>(
      server,
      await context(req, res),
      `query Me { me { ${USER_FIELDS} } }`,
    );
    if (!data.me) throw new AppError('UNAUTHENTICATED', 'Unauthorized');
    res.json(data.me);
  });
  router.get('/user', currentUser);
  router.get('/auth/user', currentUser);

  return router;
}
