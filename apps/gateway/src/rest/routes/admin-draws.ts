import { AppError } from '@nova/platform';
import { bodyObject, param, queryInt, queryText } from '../body';
import { graphql } from '../gql';
import { textOrEmpty, textOrNull } from '../request-inputs';
import { withUsername } from '../response-shapes';
import { operationRoute } from '../rest-route';

/** Admin calls for draws, analytics, profits and payouts. */
export const adminDrawRoutes = [
  operationRoute({
    method: 'GET',
    path: '/api/admin/draws',
    access: 'admin', roles: ['superadmin'],
    document: graphql(`query AdminDraws($page: Int) { adminDraws(page: $page) { draws { ...RestDraw } totalCount page pageSize totalPages } }`),
    variables: (req) => ({ page: queryInt(req, 'page') ?? 1 }),
    respond: (data) => data.adminDraws,
  }),
  operationRoute({
    method: 'PATCH',
    path: '/api/admin/draws/:id',
    access: 'admin', roles: ['superadmin'],
    document: graphql(`mutation RenameDraw($id: ID!, $name: String!) { renameDraw(id: $id, name: $name) { message draw { ...RestDraw } } }`),
    variables: (req) => ({ id: param(req, 'id'), name: textOrEmpty(bodyObject(req).name) }),
    respond: (data) => data.renameDraw,
  }),
  operationRoute({
    method: 'DELETE',
    path: '/api/admin/draws/:id',
    access: 'admin', roles: ['superadmin'],
    idempotency: 'gateway',
    document: graphql(`mutation DeleteDraw($id: ID!, $force: Boolean) { deleteDraw(id: $id, force: $force) { message } }`),
    variables: (req) => ({ id: param(req, 'id'), force: queryText(req, 'force') === 'true' }),
    respond: (data) => data.deleteDraw,
  }),
  operationRoute({
    method: 'GET',
    path: '/api/admin/analytics/period/:period',
    access: 'admin', roles: ['finance'],
    document: graphql(`query PeriodAnalytics($period: AnalyticsPeriod!) { adminPeriodAnalytics(period: $period) { period totalProfit drawCount totalSales profitMargin } }`),
    variables: (req) => ({ period: param(req, 'period') }),
    respond: (data) => data.adminPeriodAnalytics,
  }),
  operationRoute({
    method: 'GET',
    path: '/api/admin/analytics/recent-draws',
    access: 'admin', roles: ['finance'],
    document: graphql(`
      query RecentDraws {
        adminRecentDraws { draw { id name } drawType endDate totalTicketsSold winnerCount totalSales totalPrizes adminProfit profitPercentage }
      }
    `),
    respond: (data) => data.adminRecentDraws.map(({ draw, ...figures }) => ({ id: draw.id, name: draw.name, ...figures })),
  }),
  operationRoute({
    method: 'GET',
    path: '/api/admin/analytics/draw/:id',
    access: 'admin', roles: ['finance'],
    document: graphql(`
      query DrawAnalytics($id: ID!) {
        adminDrawAnalytics(id: $id) {
          draw { ...RestDraw } drawType totalTickets totalSales adminProfit profitPercentage prizePool
          winners { rank ticketNumber prizeAmount payoutStatus player { id username } user { email } }
        }
      }
    `),
    variables: (req) => ({ id: param(req, 'id') }),
    respond: (data) => {
      if (!data.adminDrawAnalytics) throw new AppError('NOT_FOUND', 'Draw not found');
      const { winners, ...figures } = data.adminDrawAnalytics;
      return { ...figures, winners: winners.map(({ user, ...winner }) => ({ ...withUsername(winner), email: user?.email ?? null })) };
    },
  }),
  operationRoute({
    method: 'GET',
    path: '/api/admin/profits',
    access: 'admin', roles: ['finance'],
    document: graphql(`query Profits { adminProfits { id drawId drawName profitAmount totalTicketSales totalPrizesPaid profitPercentage createdAt } }`),
    respond: (data) => data.adminProfits,
  }),
  operationRoute({
    method: 'GET',
    path: '/api/admin/profits/total',
    access: 'admin', roles: ['finance'],
    document: graphql(`query ProfitTotals { adminProfitTotals { totalProfit totalTicketSales totalPrizesPaid } }`),
    respond: (data) => data.adminProfitTotals,
  }),
  operationRoute({
    method: 'GET',
    path: '/api/admin/payouts',
    access: 'admin', roles: ['finance'],
    document: graphql(`query AdminPayouts($status: PayoutStatus) { adminPayouts(status: $status) { ...RestPayout } }`),
    variables: (req) => ({ status: queryText(req, 'status') ?? null }),
    respond: (data) => data.adminPayouts.map(withUsername),
  }),
  operationRoute({
    method: 'PATCH',
    path: '/api/admin/payouts/:id',
    access: 'admin', roles: ['finance'],
    idempotency: 'gateway',
    document: graphql(`mutation UpdatePayout($id: ID!, $input: UpdatePayoutInput!) { updatePayout(id: $id, input: $input) { ...RestPayout } }`),
    variables: (req) => {
      const { status, adminNotes } = bodyObject(req);
      return { id: param(req, 'id'), input: { status, adminNotes: textOrNull(adminNotes) } };
    },
    respond: (data) => withUsername(data.updatePayout),
  }),
];
