import { bodyObject, queryInt } from '../body';
import { graphql } from '../gql';
import { amountText, optionalText } from '../request-inputs';
import { operationRoute } from '../rest-route';

/**
 * Player calls for payment methods, deposits (lists; the upload is in
 * uploads.ts), withdrawals, referrals and the profile.
 */
export const paymentRoutes = [
  operationRoute({
    method: 'GET',
    path: '/api/payment-methods',
    access: 'player',
    document: graphql(`query PaymentMethods { paymentMethods { ...RestPaymentMethod } }`),
    respond: (data) => data.paymentMethods,
  }),
  operationRoute({
    method: 'GET',
    path: '/api/deposits',
    access: 'player',
    document: graphql(`query MyDeposits($limit: Int) { myDeposits(limit: $limit) { ...RestDeposit } }`),
    variables: (req) => ({ limit: queryInt(req, 'limit') ?? null }),
    respond: (data) => data.myDeposits,
  }),
  operationRoute({
    method: 'GET',
    path: '/api/withdrawals',
    access: 'player',
    document: graphql(`query MyWithdrawals($limit: Int) { myWithdrawals(limit: $limit) { ...RestWithdrawal } }`),
    variables: (req) => ({ limit: queryInt(req, 'limit') ?? null }),
    respond: (data) => data.myWithdrawals,
  }),
  operationRoute({
    method: 'POST',
    path: '/api/withdrawals',
    access: 'player',
    idempotency: 'gateway',
    document: graphql(`mutation CreateWithdrawal($input: CreateWithdrawalInput!) { createWithdrawal(input: $input) { ...RestWithdrawal } }`),
    variables: (req) => {
      const { amount, paymentMethodId, twoFactorCode } = bodyObject(req);
      return {
        input: {
          amount: amountText(amount),
          // One of the player's saved payment methods; payments takes the account details from it
          // (and says so when none is named).
          paymentMethodId: paymentMethodId ?? '',
          // Only a key the client resends makes a retry safe.
          idempotencyKey: req.get('idempotency-key') ?? null,
          // Players with two-factor on: a current code.
          twoFactorCode: optionalText(twoFactorCode),
        },
      };
    },
    status: 201,
    respond: (data) => data.createWithdrawal,
  }),
  operationRoute({
    method: 'GET',
    path: '/api/referrals',
    access: 'player',
    document: graphql(`
      query MyReferrals {
        myReferrals { referrals { id username createdAt bonusAmount } totalEarnings level currency referralCode referrerBonus referredBonus }
      }
    `),
    respond: (data) => data.myReferrals,
  }),
  operationRoute({
    method: 'POST',
    path: '/api/profile/update',
    access: 'player',
    document: graphql(`mutation UpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { ...RestUser } }`),
    variables: (req) => {
      const { email, fullName, firstName, phone, country, language, paymentMethods, twoFactorCode } = bodyObject(req);
      // paymentMethods: a JSON string; an array is accepted too. twoFactorCode: with two-factor on, to change them.
      return { input: { email, fullName, firstName, phone, country, language, paymentMethods: Array.isArray(paymentMethods) ? JSON.stringify(paymentMethods) : paymentMethods, twoFactorCode: optionalText(twoFactorCode) } };
    },
    respond: (data) => data.updateProfile,
  }),
];
