import { randomUUID } from 'node:crypto';
import { bodyObject, param, queryInt, queryText } from '../body';
import { graphql } from '../gql';
import { amountText, textOrEmpty, textOrNull } from '../request-inputs';
import { statsView } from '../response-shapes';
import { operationRoute } from '../rest-route';

/** Admin user calls and the stats tiles. */
export const adminUserRoutes = [
  operationRoute({
    method: 'GET',
    path: '/api/admin/stats',
    access: 'admin', roles: ['finance'],
    document: graphql(`
      query AdminStats {
        adminUserCount
        adminTotalUserBalance
        adminPaymentTotals { totalDeposits totalWithdrawals }
        adminPaymentCounts { pendingDeposits pendingWithdrawals }
        adminDrawStats { totalPayouts pendingPayouts activeTickets drawCount }
      }
    `),
    respond: statsView,
  }),
  operationRoute({
    method: 'GET',
    path: '/api/admin/users',
    access: 'admin', roles: ['support', 'finance', 'risk'],
    document: graphql(`query AdminUsers($search: String, $page: Int) { adminUsers(search: $search, page: $page) { page totalPages total users { ...RestUser } } }`),
    variables: (req) => ({ search: queryText(req, 'search') ?? null, page: queryInt(req, 'page') ?? 1 }),
    respond: (data) => data.adminUsers,
  }),
  operationRoute({
    method: 'PATCH',
    path: '/api/admin/users/:id',
    access: 'admin', roles: ['finance', 'risk'],
    idempotency: 'gateway',
    document: graphql(`mutation AdminUpdateUser($id: ID!, $input: AdminUpdateUserInput!) { adminUpdateUser(id: $id, input: $input) { message pendingApproval user { ...RestUser } } }`),
    variables: (req) => {
      const { action, amount, reason } = bodyObject(req);
      return {
        id: param(req, 'id'),
        input: {
          action,
          amount: amountText(amount) ?? null,
          reason: textOrNull(reason),
          // A retried request with the same key moves the money once.
          idempotencyKey: req.get('idempotency-key') ?? randomUUID(),
        },
      };
    },
    respond: (data) => data.adminUpdateUser,
  }),
  operationRoute({
    method: 'DELETE',
    path: '/api/admin/users/:id',
    access: 'admin', roles: ['superadmin'],
    document: graphql(`mutation AdminDeleteUser($id: ID!) { adminDeleteUser(id: $id) }`),
    variables: (req) => ({ id: param(req, 'id') }),
    respond: (data) => ({ message: data.adminDeleteUser }),
  }),
  operationRoute({
    method: 'POST',
    path: '/api/admin/users/:id/change-password',
    access: 'admin', roles: ['superadmin'],
    document: graphql(`mutation AdminSetUserPassword($id: ID!, $newPassword: String!) { adminSetUserPassword(id: $id, newPassword: $newPassword) }`),
    variables: (req) => ({ id: param(req, 'id'), newPassword: textOrEmpty(bodyObject(req).newPassword) }),
    respond: () => ({ message: 'Password changed successfully' }),
  }),
];
