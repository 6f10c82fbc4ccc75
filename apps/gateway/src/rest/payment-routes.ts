import { Router } from 'express';
import type { ApolloServer } from '@apollo/server';
import type { GatewayContext } from '../context';
import { bodyObject, queryInt } from './body';
import { handle } from './handle';
import { amountText, DEPOSIT_FIELDS, PAYMENT_METHOD_FIELDS, WITHDRAWAL_FIELDS } from './payment-fields';
import { runOperation, type ContextFactory } from './run-operation';
import { USER_FIELDS } from './user-fields';

/**
 * Spec §7 player calls for payment methods, deposits (lists; the upload is in
 * deposit-upload.ts), withdrawals, referrals and the profile; each one
 * GraphQL operation.
 */
export function paymentRoutes(server: ApolloServer<GatewayContext>, context: ContextFactory): Router {
  const router = Router();
  const run = async <T>(req: Parameters<ContextFactory>[0], res: Parameters<ContextFactory>[1], query: string, variables?: Record<string, unknown>) =>
    runOperation<T>(server, await context(req, res), query, variables);

  router.get(
    '/payment-methods',
    handle(async (req, res) => {
      res.json((await run<{ paymentMethods: unknown[] }>(req, res, `query PaymentMethods { paymentMethods { ${PAYMENT_METHOD_FIELDS} } }`)).paymentMethods);
    }),
  );

  router.get(
    '/deposits',
    handle(async (req, res) => {
      const data = await run<{ myDeposits: unknown[] }>(req, res, `query MyDeposits($limit: Int) { myDeposits(limit: $limit) { ${DEPOSIT_FIELDS} } }`, {
        limit: queryInt(req, 'limit') ?? null,
      });
      res.json(data.myDeposits);
    }),
  );

  router.get(
    '/withdrawals',
    handle(async (req, res) => {
      const data = await run<{ myWithdrawals: unknown[] }>(req, res, `query MyWithdrawals($limit: Int) { myWithdrawals(limit: $limit) { ${WITHDRAWAL_FIELDS} } }`, {
        limit: queryInt(req, 'limit') ?? null,
      });
      res.json(data.myWithdrawals);
    }),
  );

  router.post(
    '/withdrawals',
    handle(async (req, res) => {
      const { amount, paymentMethodId } = bodyObject(req);
      const data = await run<{ createWithdrawal: unknown }>(
        req,
        res,
        `mutation CreateWithdrawal($input: CreateWithdrawalInput!) { createWithdrawal(input: $input) { ${WITHDRAWAL_FIELDS} } }`,
        {
          input: {
            amount: amountText(amount),
            // One of the player's saved payment methods; payments takes the account details from it
            // (and says so when none is named).
            paymentMethodId: paymentMethodId ?? '',
            // Only a key the client resends makes a retry safe.
            idempotencyKey: req.get('idempotency-key') ?? null,
          },
        },
      );
      res.status(201).json(data.createWithdrawal);
    }),
  );

  router.get(
    '/referrals',
    handle(async (req, res) => {
      const data = await run<{ myReferrals: unknown }>(
        req,
        res,
        `query MyReferrals { myReferrals { referrals { id username createdAt bonusAmount } totalEarnings level currency
          referralCode referrerBonus referredBonus } }`,
      );
      res.json(data.myReferrals);
    }),
  );

  router.post(
    '/profile/update',
    handle(async (req, res) => {
      const { email, fullName, firstName, phone, country, language, paymentMethods } = bodyObject(req);
      const data = await run<{ updateProfile: unknown }>(req, res, `mutation UpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { ${USER_FIELDS} } }`, {
        input: {
          email,
          fullName,
          firstName,
          phone,
          country,
          language,
          // Spec §7: a JSON string; an array is accepted too.
          paymentMethods: Array.isArray(paymentMethods) ? JSON.stringify(paymentMethods) : paymentMethods,
        },
      });
      res.json(data.updateProfile);
    }),
  );

  return router;
}
