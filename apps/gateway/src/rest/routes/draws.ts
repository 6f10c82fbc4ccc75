import { randomUUID } from 'node:crypto';
import { bodyObject, param, queryInt, queryText } from '../body';
import { graphql } from '../gql';
import { amountText } from '../request-inputs';
import { withUsername } from '../response-shapes';
import { operationRoute } from '../rest-route';

/** Draws, tickets, payouts and the leaderboard for players, plus draw creation and trigger. */
export const drawRoutes = [
  operationRoute({
    method: 'GET',
    path: '/api/draws/current',
    access: 'public',
    // Tickets sold grow with every purchase: a short window.
    publicCache: { group: 'draws', maxAgeMs: 1000 },
    document: graphql(`query CurrentDraws { currentDraws { ...RestDraw } }`),
    respond: (data) => data.currentDraws,
  }),
  operationRoute({
    method: 'GET',
    path: '/api/draws/active',
    access: 'public',
    publicCache: { group: 'draws', maxAgeMs: 1000 },
    document: graphql(`query ActiveDraws { activeDraws { ...RestDraw } }`),
    respond: (data) => data.activeDraws,
  }),
  operationRoute({
    method: 'POST',
    path: '/api/draws',
    access: 'admin', roles: ['superadmin'],
    document: graphql(`mutation CreateDraw($input: CreateDrawInput!) { createDraw(input: $input) { ...RestDraw } }`),
    variables: (req) => {
      const { name, period, ticketPrice, maxTickets, drawDate, opensAt } = bodyObject(req);
      return { input: { name, period, ticketPrice: amountText(ticketPrice), maxTickets, drawDate, opensAt } };
    },
    status: 201,
    respond: (data) => data.createDraw,
  }),
  operationRoute({
    method: 'POST',
    path: '/api/draws/:id/trigger',
    access: 'admin', roles: ['superadmin'],
    idempotency: 'gateway',
    document: graphql(`mutation TriggerDraw($id: ID!) { triggerDraw(id: $id) { ...RestDraw winners { rank ticketNumber prizeAmount } } }`),
    variables: (req) => ({ id: param(req, 'id') }),
    respond: (data) => ({ message: 'Draw completed successfully', draw: data.triggerDraw }),
  }),
  operationRoute({
    method: 'POST',
    path: '/api/tickets/buy',
    access: 'player',
    idempotency: 'gateway',
    document: graphql(`
      mutation BuyTickets($input: BuyTicketsInput!) {
        buyTickets(input: $input) { id quantity subtotal discountAmount discountPercent totalPaid balance tickets { ...RestTicket } }
      }
    `),
    variables: (req) => {
      const { drawId, quantity } = bodyObject(req);
      // Only a key the client sends (and resends) makes a retry safe; without
      // one every request is a new purchase attempt.
      return { input: { drawId, quantity, idempotencyKey: req.get('idempotency-key') ?? `rest-${randomUUID()}` } };
    },
    status: 201,
    respond: (data) => data.buyTickets,
  }),
  operationRoute({
    method: 'GET',
    path: '/api/tickets',
    access: 'player',
    document: graphql(`
      query MyTickets($status: TicketStatus, $page: Int, $pageSize: Int) {
        myTickets(status: $status, page: $page, pageSize: $pageSize) { tickets { ...RestTicket } }
      }
    `),
    // The original client pages by itself: the newest 500 unless a page is asked for.
    variables: (req) => ({ status: queryText(req, 'status') ?? null, page: queryInt(req, 'page') ?? 1, pageSize: queryInt(req, 'pageSize') ?? 500 }),
    respond: (data) => data.myTickets.tickets,
  }),
  operationRoute({
    method: 'GET',
    path: '/api/payouts',
    access: 'player',
    document: graphql(`query MyPayouts { myPayouts { ...RestPayout } }`),
    respond: (data) => data.myPayouts.map(withUsername),
  }),
  operationRoute({
    method: 'GET',
    path: '/api/leaderboard/real',
    access: 'public',
    publicCache: { group: 'leaderboard', maxAgeMs: 5000 },
    document: graphql(`
      query Leaderboard($period: LeaderboardPeriod, $days: Int) {
        leaderboard(period: $period, days: $days) { id amount rank ticketNumber drawId drawName drawPeriod date player { id username } }
      }
    `),
    // "all" (or nothing) is the last 30 days, or `days`.
    variables: (req) => ({ period: leaderboardPeriod(queryText(req, 'period')), days: queryInt(req, 'days') ?? null }),
    respond: (data) => data.leaderboard.map(withUsername),
  }),
];

function leaderboardPeriod(period: string | undefined): string | null {
  return period === undefined || period === 'all' ? null : period;
}
