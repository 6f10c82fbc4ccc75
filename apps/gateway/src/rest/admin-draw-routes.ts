import { Router } from 'express';
import type { ApolloServer } from '@apollo/server';
import { AppError } from '@nova/platform';
import type { GatewayContext } from '../context';
import { bodyObject, param, queryInt, queryText } from './body';
import { DRAW_FIELDS, PAYOUT_FIELDS, withUsername } from './draw-fields';
import { handle } from './handle';
import { runOperation, type ContextFactory } from './run-operation';

type Entry = { player?: { id: string; username: string } };
type AnalyticsWinner = Entry & { user?: { email: string | null } | null };

/** Spec §7 admin calls for draws, analytics, profits and payouts; each one GraphQL operation. */
export function adminDrawRoutes(server: ApolloServer<GatewayContext>, context: ContextFactory): Router {
  const router = Router();
  const run = async <T>(req: Parameters<ContextFactory>[0], res: Parameters<ContextFactory>[1], query: string, variables?: Record<string, unknown>) =>
    runOperation<T>(server, await context(req, res), query, variables);

  router.get(
    '/admin/draws',
    handle(async (req, res) => {
      const data = await run<{ adminDraws: unknown }>(
        req,
        res,
        `query AdminDraws($page: Int) { adminDraws(page: $page) { draws { ${DRAW_FIELDS} } totalCount page pageSize totalPages } }`,
        { page: queryInt(req, 'page') ?? 1 },
      );
      res.json(data.adminDraws);
    }),
  );

  router.patch(
    '/admin/draws/:id',
    handle(async (req, res) => {
      const { name } = bodyObject(req);
      const data = await run<{ renameDraw: unknown }>(
        req,
        res,
        `mutation RenameDraw($id: ID!, $name: String!) { renameDraw(id: $id, name: $name) { message draw { ${DRAW_FIELDS} } } }`,
        { id: param(req, 'id'), name: typeof name === 'string' ? name : '' },
      );
      res.json(data.renameDraw);
    }),
  );

  router.delete(
    '/admin/draws/:id',
    handle(async (req, res) => {
      const data = await run<{ deleteDraw: { message: string } }>(
        req,
        res,
        'mutation DeleteDraw($id: ID!, $force: Boolean) { deleteDraw(id: $id, force: $force) { message } }',
        { id: param(req, 'id'), force: queryText(req, 'force') === 'true' },
      );
      res.json(data.deleteDraw);
    }),
  );

  router.get(
    '/admin/analytics/period/:period',
    handle(async (req, res) => {
      const data = await run<{ adminPeriodAnalytics: unknown }>(
        req,
        res,
        'query PeriodAnalytics($period: AnalyticsPeriod!) { adminPeriodAnalytics(period: $period) { period totalProfit drawCount totalSales profitMargin } }',
        { period: param(req, 'period') },
      );
      res.json(data.adminPeriodAnalytics);
    }),
  );

  router.get(
    '/admin/analytics/recent-draws',
    handle(async (req, res) => {
      const data = await run<{ adminRecentDraws: Array<{ draw: { id: string; name: string } }> }>(
        req,
        res,
        `query RecentDraws { adminRecentDraws { draw { id name } drawType endDate totalTicketsSold winnerCount totalSales totalPrizes
          adminProfit profitPercentage } }`,
      );
      res.json(data.adminRecentDraws.map(({ draw, ...figures }) => ({ id: draw.id, name: draw.name, ...figures })));
    }),
  );

  router.get(
    '/admin/analytics/draw/:id',
    handle(async (req, res) => {
      const data = await run<{ adminDrawAnalytics: { winners: AnalyticsWinner[] } | null }>(
        req,
        res,
        `query DrawAnalytics($id: ID!) { adminDrawAnalytics(id: $id) {
          draw { ${DRAW_FIELDS} } drawType totalTickets totalSales adminProfit profitPercentage prizePool
          winners { rank ticketNumber prizeAmount payoutStatus player { id username } user { email } } } }`,
        { id: param(req, 'id') },
      );
      if (!data.adminDrawAnalytics) throw new AppError('NOT_FOUND', 'Draw not found');
      const { winners, ...figures } = data.adminDrawAnalytics;
      res.json({
        ...figures,
        winners: winners.map(({ user, ...winner }) => ({ ...withUsername(winner), email: user?.email ?? null })),
      });
    }),
  );

  router.get(
    '/admin/profits',
    handle(async (req, res) => {
      const data = await run<{ adminProfits: unknown[] }>(
        req,
        res,
        'query Profits { adminProfits { id drawId drawName profitAmount totalTicketSales totalPrizesPaid profitPercentage createdAt } }',
      );
      res.json(data.adminProfits);
    }),
  );

  router.get(
    '/admin/profits/total',
    handle(async (req, res) => {
      const data = await run<{ adminProfitTotals: unknown }>(req, res, 'query ProfitTotals { adminProfitTotals { totalProfit totalTicketSales totalPrizesPaid } }');
      res.json(data.adminProfitTotals);
    }),
  );

  router.get(
    '/admin/payouts',
    handle(async (req, res) => {
      const data = await run<{ adminPayouts: Entry[] }>(
        req,
        res,
        `query AdminPayouts($status: PayoutStatus) { adminPayouts(status: $status) { ${PAYOUT_FIELDS} } }`,
        { status: queryText(req, 'status') ?? null },
      );
      res.json(data.adminPayouts.map(withUsername));
    }),
  );

  router.patch(
    '/admin/payouts/:id',
    handle(async (req, res) => {
      const { status, adminNotes } = bodyObject(req);
      const data = await run<{ updatePayout: Entry }>(
        req,
        res,
        `mutation UpdatePayout($id: ID!, $input: UpdatePayoutInput!) { updatePayout(id: $id, input: $input) { ${PAYOUT_FIELDS} } }`,
        { id: param(req, 'id'), input: { status, adminNotes: typeof adminNotes === 'string' ? adminNotes : null } },
      );
      res.json(withUsername(data.updatePayout));
    }),
  );

  return router;
}
