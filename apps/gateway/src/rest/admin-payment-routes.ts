import { Router } from 'express';
import type { ApolloServer } from '@apollo/server';
import type { GatewayContext } from '../context';
import { bodyObject, param, queryInt, queryText } from './body';
import { handle } from './handle';
import { ADMIN_DEPOSIT_FIELDS, ADMIN_WITHDRAWAL_FIELDS, amountText, PAYMENT_METHOD_FIELDS } from './payment-fields';
import { runOperation, type ContextFactory } from './run-operation';

const methodFields = [
  'name', 'type', 'isActive', 'bankName', 'accountName', 'accountNumber', 'cryptoType', 'cryptoNetwork',
  'cryptoAddress', 'paypalEmail', 'instructions', 'minAmount', 'maxAmount', 'processingTime',
] as const;

/** The admin form's labels (spec §3) are accepted beside the field names. */
const labels: Record<string, (typeof methodFields)[number]> = {
  displayName: 'name',
  paymentType: 'type',
  network: 'cryptoNetwork',
  specialInstructions: 'instructions',
};

function methodInput(body: Record<string, unknown>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [label, field] of Object.entries(labels)) if (body[label] !== undefined) input[field] = body[label];
  for (const field of methodFields) if (body[field] !== undefined) input[field] = body[field];
  for (const field of ['minAmount', 'maxAmount'] as const) if (input[field] !== undefined) input[field] = amountText(input[field]);
  return input;
}

function reviewBody(body: Record<string, unknown>) {
  const { status, adminNotes } = body;
  return { status, adminNotes: typeof adminNotes === 'string' ? adminNotes : null };
}

/** Spec §7 admin calls for deposits, withdrawals and payment methods; each one GraphQL operation. */
export function adminPaymentRoutes(server: ApolloServer<GatewayContext>, context: ContextFactory): Router {
  const router = Router();
  const run = async <T>(req: Parameters<ContextFactory>[0], res: Parameters<ContextFactory>[1], query: string, variables?: Record<string, unknown>) =>
    runOperation<T>(server, await context(req, res), query, variables);

  router.get(
    '/admin/deposits',
    handle(async (req, res) => {
      const data = await run<{ adminDeposits: unknown[] }>(
        req,
        res,
        `query AdminDeposits($status: DepositStatus, $limit: Int) { adminDeposits(status: $status, limit: $limit) { ${ADMIN_DEPOSIT_FIELDS} } }`,
        { status: queryText(req, 'status') ?? null, limit: queryInt(req, 'limit') ?? null },
      );
      res.json(data.adminDeposits);
    }),
  );

  router.patch(
    '/admin/deposits/:id',
    handle(async (req, res) => {
      const data = await run<{ reviewDeposit: unknown }>(
        req,
        res,
        `mutation ReviewDeposit($id: ID!, $input: ReviewDepositInput!) { reviewDeposit(id: $id, input: $input) { ${ADMIN_DEPOSIT_FIELDS} } }`,
        { id: param(req, 'id'), input: reviewBody(bodyObject(req)) },
      );
      res.json(data.reviewDeposit);
    }),
  );

  router.get(
    '/admin/withdrawals',
    handle(async (req, res) => {
      const data = await run<{ adminWithdrawals: unknown[] }>(
        req,
        res,
        `query AdminWithdrawals($status: WithdrawalStatus, $limit: Int) { adminWithdrawals(status: $status, limit: $limit) { ${ADMIN_WITHDRAWAL_FIELDS} } }`,
        { status: queryText(req, 'status') ?? null, limit: queryInt(req, 'limit') ?? null },
      );
      res.json(data.adminWithdrawals);
    }),
  );

  router.patch(
    '/admin/withdrawals/:id',
    handle(async (req, res) => {
      const data = await run<{ setWithdrawalStatus: unknown }>(
        req,
        res,
        `mutation SetWithdrawalStatus($id: ID!, $input: SetWithdrawalStatusInput!) { setWithdrawalStatus(id: $id, input: $input) { ${ADMIN_WITHDRAWAL_FIELDS} } }`,
        { id: param(req, 'id'), input: reviewBody(bodyObject(req)) },
      );
      res.json(data.setWithdrawalStatus);
    }),
  );

  router.get(
    '/admin/payment-counts',
    handle(async (req, res) => {
      res.json((await run<{ adminPaymentCounts: unknown }>(req, res, 'query PaymentCounts { adminPaymentCounts { pendingDeposits pendingWithdrawals } }')).adminPaymentCounts);
    }),
  );

  router.get(
    '/admin/payment-methods',
    handle(async (req, res) => {
      res.json((await run<{ adminPaymentMethods: unknown[] }>(req, res, `query AdminPaymentMethods { adminPaymentMethods { ${PAYMENT_METHOD_FIELDS} } }`)).adminPaymentMethods);
    }),
  );

  router.post(
    '/admin/payment-methods',
    handle(async (req, res) => {
      const data = await run<{ createPaymentMethod: unknown }>(
        req,
        res,
        `mutation CreatePaymentMethod($input: PaymentMethodInput!) { createPaymentMethod(input: $input) { ${PAYMENT_METHOD_FIELDS} } }`,
        { input: methodInput(bodyObject(req)) },
      );
      res.status(201).json(data.createPaymentMethod);
    }),
  );

  router.patch(
    '/admin/payment-methods/:id',
    handle(async (req, res) => {
      const data = await run<{ updatePaymentMethod: unknown }>(
        req,
        res,
        `mutation UpdatePaymentMethod($id: ID!, $input: PaymentMethodUpdateInput!) { updatePaymentMethod(id: $id, input: $input) { ${PAYMENT_METHOD_FIELDS} } }`,
        { id: param(req, 'id'), input: methodInput(bodyObject(req)) },
      );
      res.json(data.updatePaymentMethod);
    }),
  );

  router.delete(
    '/admin/payment-methods/:id',
    handle(async (req, res) => {
      const data = await run<{ deletePaymentMethod: unknown }>(req, res, 'mutation DeletePaymentMethod($id: ID!) { deletePaymentMethod(id: $id) { message archived } }', {
        id: param(req, 'id'),
      });
      res.json(data.deletePaymentMethod);
    }),
  );

  return router;
}
