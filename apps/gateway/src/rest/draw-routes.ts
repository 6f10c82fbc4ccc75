import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import type { ApolloServer } from '@apollo/server';
import type { GatewayContext } from '../context';
import { bodyObject, param, queryInt, queryText } from './body';
import { DRAW_FIELDS, PAYOUT_FIELDS, TICKET_FIELDS, withUsername } from './draw-fields';
import { handle } from './handle';
import { runOperation, type ContextFactory } from './run-operation';

type Entry = { player?: { id: string; username: string } };

/**
 * Spec §7 draw, ticket, payout and leaderboard calls for players, plus draw
 * creation and trigger; each one GraphQL operation.
 */
export function drawRoutes(server: ApolloServer<GatewayContext>, context: ContextFactory): Router {
  const router = Router();
  const run = async <T>(req: Parameters<ContextFactory>[0], res: Parameters<ContextFactory>[1], query: string, variables?: Record<string, unknown>) =>
    runOperation<T>(server, await context(req, res), query, variables);

  router.get(
    '/draws/current',
    handle(async (req, res) => {
      res.json((await run<{ currentDraws: unknown[] }>(req, res, `query CurrentDraws { currentDraws { ${DRAW_FIELDS} } }`)).currentDraws);
    }),
  );

  router.get(
    '/draws/active',
    handle(async (req, res) => {
      res.json((await run<{ activeDraws: unknown[] }>(req, res, `query ActiveDraws { activeDraws { ${DRAW_FIELDS} } }`)).activeDraws);
    }),
  );

  router.post(
    '/draws',
    handle(async (req, res) => {
      const { name, period, ticketPrice, maxTickets, drawDate, opensAt } = bodyObject(req);
      const data = await run<{ createDraw: unknown }>(req, res, `mutation CreateDraw($input: CreateDrawInput!) { createDraw(input: $input) { ${DRAW_FIELDS} } }`, {
        // The spec's client sends the price as a number; the schema takes a decimal string.
        input: { name, period, ticketPrice: typeof ticketPrice === 'number' ? String(ticketPrice) : ticketPrice, maxTickets, drawDate, opensAt },
      });
      res.status(201).json(data.createDraw);
    }),
  );

  router.post(
    '/draws/:id/trigger',
    handle(async (req, res) => {
      const data = await run<{ triggerDraw: unknown }>(req, res, `mutation TriggerDraw($id: ID!) { triggerDraw(id: $id) { ${DRAW_FIELDS} winners { rank ticketNumber prizeAmount } } }`, {
        id: param(req, 'id'),
      });
      res.json({ message: 'Draw completed successfully', draw: data.triggerDraw });
    }),
  );

  router.post(
    '/tickets/buy',
    handle(async (req, res) => {
      const { drawId, quantity } = bodyObject(req);
      // Only a key the client sends (and resends) makes a retry safe; without
      // one every request is a new purchase attempt.
      const idempotencyKey = req.get('idempotency-key') ?? `rest-${randomUUID()}`;
      const data = await run<{ buyTickets: unknown }>(
        req,
        res,
        `mutation BuyTickets($input: BuyTicketsInput!) { buyTickets(input: $input) {
          id quantity subtotal discountAmount discountPercent totalPaid balance tickets { ${TICKET_FIELDS} } } }`,
        { input: { drawId, quantity, idempotencyKey } },
      );
      res.status(201).json(data.buyTickets);
    }),
  );

  router.get(
    '/tickets',
    handle(async (req, res) => {
      const data = await run<{ myTickets: { tickets: unknown[] } }>(
        req,
        res,
        `query MyTickets($status: TicketStatus, $page: Int, $pageSize: Int) {
          myTickets(status: $status, page: $page, pageSize: $pageSize) { tickets { ${TICKET_FIELDS} } } }`,
        // The spec's client pages by itself: the newest 500 unless a page is asked for.
        { status: queryText(req, 'status') ?? null, page: queryInt(req, 'page') ?? 1, pageSize: queryInt(req, 'pageSize') ?? 500 },
      );
      res.json(data.myTickets.tickets);
    }),
  );

  router.get(
    '/payouts',
    handle(async (req, res) => {
      const data = await run<{ myPayouts: Entry[] }>(req, res, `query MyPayouts { myPayouts { ${PAYOUT_FIELDS} } }`);
      res.json(data.myPayouts.map(withUsername));
    }),
  );

  router.get(
    '/leaderboard/real',
    handle(async (req, res) => {
      const data = await run<{ leaderboard: Entry[] }>(
        req,
        res,
        `query Leaderboard($period: LeaderboardPeriod, $days: Int) {
          leaderboard(period: $period, days: $days) { id amount rank ticketNumber drawId drawName drawPeriod date player { id username } } }`,
        // "all" (or nothing) is the last 30 days, or `days`.
        { period: leaderboardPeriod(queryText(req, 'period')), days: queryInt(req, 'days') ?? null },
      );
      res.json(data.leaderboard.map(withUsername));
    }),
  );

  return router;
}

function leaderboardPeriod(period: string | undefined): string | null {
  return period === undefined || period === 'all' ? null : period;
}
