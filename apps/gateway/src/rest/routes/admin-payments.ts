import { bodyObject, param, queryInt, queryText } from '../body';
import { graphql } from '../gql';
import { paymentMethodInput, reviewInput } from '../request-inputs';
import { operationRoute } from '../rest-route';

/** Admin calls for deposits, withdrawals and payment methods. */
export const adminPaymentRoutes = [
  operationRoute({
    method: 'GET',
    path: '/api/admin/deposits',
    access: 'admin', roles: ['finance'],
    document: graphql(`query AdminDeposits($status: DepositStatus, $limit: Int) { adminDeposits(status: $status, limit: $limit) { ...RestAdminDeposit } }`),
    variables: (req) => ({ status: queryText(req, 'status') ?? null, limit: queryInt(req, 'limit') ?? null }),
    respond: (data) => data.adminDeposits,
  }),
  operationRoute({
    method: 'PATCH',
    path: '/api/admin/deposits/:id',
    access: 'admin', roles: ['finance'],
    idempotency: 'gateway',
    document: graphql(`mutation ReviewDeposit($id: ID!, $input: ReviewDepositInput!) { reviewDeposit(id: $id, input: $input) { ...RestAdminDeposit } }`),
    variables: (req) => ({ id: param(req, 'id'), input: reviewInput(bodyObject(req)) }),
    respond: (data) => data.reviewDeposit,
  }),
  operationRoute({
    method: 'GET',
    path: '/api/admin/withdrawals',
    access: 'admin', roles: ['finance'],
    document: graphql(`
      query AdminWithdrawals($status: WithdrawalStatus, $limit: Int) { adminWithdrawals(status: $status, limit: $limit) { ...RestAdminWithdrawal } }
    `),
    variables: (req) => ({ status: queryText(req, 'status') ?? null, limit: queryInt(req, 'limit') ?? null }),
    respond: (data) => data.adminWithdrawals,
  }),
  operationRoute({
    method: 'PATCH',
    path: '/api/admin/withdrawals/:id',
    access: 'admin', roles: ['finance'],
    idempotency: 'gateway',
    document: graphql(`
      mutation SetWithdrawalStatus($id: ID!, $input: SetWithdrawalStatusInput!) { setWithdrawalStatus(id: $id, input: $input) { ...RestAdminWithdrawal } }
    `),
    variables: (req) => ({ id: param(req, 'id'), input: reviewInput(bodyObject(req)) }),
    respond: (data) => data.setWithdrawalStatus,
  }),
  operationRoute({
    method: 'GET',
    path: '/api/admin/payment-counts',
    access: 'admin', roles: ['finance'],
    document: graphql(`query PaymentCounts { adminPaymentCounts { pendingDeposits pendingWithdrawals } }`),
    respond: (data) => data.adminPaymentCounts,
  }),
  operationRoute({
    method: 'GET',
    path: '/api/admin/payment-methods',
    access: 'admin', roles: ['finance'],
    document: graphql(`query AdminPaymentMethods { adminPaymentMethods { ...RestPaymentMethod } }`),
    respond: (data) => data.adminPaymentMethods,
  }),
  operationRoute({
    method: 'POST',
    path: '/api/admin/payment-methods',
    access: 'admin', roles: ['finance'],
    document: graphql(`mutation CreatePaymentMethod($input: PaymentMethodInput!) { createPaymentMethod(input: $input) { ...RestPaymentMethod } }`),
    variables: (req) => ({ input: paymentMethodInput(bodyObject(req)) }),
    status: 201,
    respond: (data) => data.createPaymentMethod,
  }),
  operationRoute({
    method: 'PATCH',
    path: '/api/admin/payment-methods/:id',
    access: 'admin', roles: ['finance'],
    document: graphql(`
      mutation UpdatePaymentMethod($id: ID!, $input: PaymentMethodUpdateInput!) { updatePaymentMethod(id: $id, input: $input) { ...RestPaymentMethod } }
    `),
    variables: (req) => ({ id: param(req, 'id'), input: paymentMethodInput(bodyObject(req)) }),
    respond: (data) => data.updatePaymentMethod,
  }),
  operationRoute({
    method: 'DELETE',
    path: '/api/admin/payment-methods/:id',
    access: 'admin', roles: ['finance'],
    document: graphql(`mutation DeletePaymentMethod($id: ID!) { deletePaymentMethod(id: $id) { message archived } }`),
    variables: (req) => ({ id: param(req, 'id') }),
    respond: (data) => data.deletePaymentMethod,
  }),
];
