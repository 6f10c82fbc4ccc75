import type { SubgraphContext, SubgraphResolvers } from '@nova/platform';
import { adminDailyFigures, adminDrawAnalytics, adminDrawStats, adminPeriodAnalytics, adminProfits, adminProfitTotals, adminRecentDraws } from './analytics';
import type { DrawsDeps } from './deps';
import { createDraw, deleteDraw, renameDraw } from './draw-admin';
import {
  activeDraws,
  adminDraws,
  completedDraws,
  currentDraws,
  drawById,
  drawVerification,
  myTickets,
  myTicketStats,
  ticketsInCurrentDraws,
} from './draw-queries';
import { drawTypeResolvers } from './draw-resolvers';
import { triggerDraw } from './draw-runs';
import { formatMinor } from '@nova/money';
import { winnersOfDraw } from './db/winners';
import { leaderboard, leaderboardSummary, recentWinners, topPlayers } from './leaderboard';
import { adminPayouts, myPayouts, updatePayout } from './payouts';
import { buyTickets } from './purchase-saga';
import { subscriptionResolvers } from './subscription-resolvers';
import { publicStatus, withTrustResolvers } from './trust-resolvers';
import {
  drawAnalyticsView,
  drawSummaryView,
  leaderboardEntryView,
  payoutView,
  profitView,
  purchaseView,
  summaryView,
  ticketView,
  topPlayerView,
  winnerView,
} from './views';

type Args = Record<string, unknown>;
type Resolver = (parent: unknown, args: Args, context: SubgraphContext) => unknown;

/** Thin: each field parses its arguments in the domain function and maps the result. */
export function drawsResolvers(deps: DrawsDeps): SubgraphResolvers {
  const query: Record<string, Resolver> = {
    currentDraws: () => currentDraws(deps),
    activeDraws: () => activeDraws(deps),
    completedDraws: (_p, args) => completedDraws(deps, args.limit),
    draw: (_p, args) => drawById(deps, args.id),
    drawVerification: async (_p, args) => {
      const verification = await drawVerification(deps, args.id);
      if (!verification) return null;
      const { draw, ticketNumbers } = verification;
      const completed = draw.status === 'completed';
      const winners = completed ? (await winnersOfDraw(deps.db, draw.id)).map(winnerView) : [];
      return {
        drawId: draw.id,
        drawName: draw.name,
        status: publicStatus(draw),
        seedCommitment: draw.seedCommitment,
        seed: completed ? draw.seed : null,
        ticketListHash: draw.ticketListHash,
        ticketNumbers,
        beacon: draw.beacon,
        beaconRound: draw.beaconRound,
        beaconSignature: draw.beaconSignature,
        beaconFallback: draw.beaconFallback,
        winnerCount: winners.length,
        winners,
      };
    },
    ticketsInCurrentDraws: () => ticketsInCurrentDraws(deps),
    myTickets: async (_p, args, context) => {
      const page = await myTickets(deps, context.caller, args.status, args.page, args.pageSize);
      return { ...page, tickets: page.items.map(ticketView) };
    },
    myTicketStats: async (_p, _args, context) => {
      const stats = await myTicketStats(deps, context.caller);
      const total = stats.active + stats.won + stats.lost + stats.refunded;
      return { ...stats, total, totalWinnings: formatMinor(stats.totalWinningsMinor) };
    },
    myPayouts: async (_p, _args, context) => (await myPayouts(deps, context.caller)).map(payoutView),
    leaderboard: async (_p, args) => (await leaderboard(deps, args)).map(leaderboardEntryView),
    recentWinners: async (_p, args) => (await recentWinners(deps, args.limit)).map(leaderboardEntryView),
    topPlayers: async (_p, args) => (await topPlayers(deps, args)).map(topPlayerView),
    leaderboardSummary: async (_p, args) => summaryView(await leaderboardSummary(deps, args)),
    adminDraws: async (_p, args, context) => {
      const page = await adminDraws(deps, context.caller, args.page, args.includeArchived);
      return { ...page, draws: page.items };
    },
    adminPayouts: async (_p, args, context) => (await adminPayouts(deps, context.caller, args.status)).map(payoutView),
    adminProfits: async (_p, _args, context) => (await adminProfits(deps, context.caller)).map(profitView),
    adminProfitTotals: async (_p, _args, context) => {
      const totals = await adminProfitTotals(deps, context.caller);
      return {
        totalProfit: formatMinor(totals.profitMinor),
        totalTicketSales: formatMinor(totals.salesMinor),
        totalPrizesPaid: formatMinor(totals.prizesMinor),
      };
    },
    adminDrawStats: async (_p, _args, context) => {
      const { totalPayoutsMinor, ...counts } = await adminDrawStats(deps, context.caller);
      return { totalPayouts: formatMinor(totalPayoutsMinor), ...counts };
    },
    adminPeriodAnalytics: async (_p, args, context) => {
      const figures = await adminPeriodAnalytics(deps, context.caller, args.period);
      return {
        period: figures.period,
        totalProfit: formatMinor(figures.profitMinor),
        drawCount: figures.drawCount,
        totalSales: formatMinor(figures.salesMinor),
        profitMargin: figures.profitMargin,
      };
    },
    adminDailyFigures: async (_p, args, context) =>
      (await adminDailyFigures(deps, context.caller, args.days)).map((day) => ({
        day: day.day,
        sales: formatMinor(day.salesMinor),
        profit: formatMinor(day.profitMinor),
        players: day.players,
      })),
    adminRecentDraws: async (_p, args, context) => (await adminRecentDraws(deps, context.caller, args.limit)).map(drawSummaryView),
    adminDrawAnalytics: async (_p, args, context) => {
      const figures = await adminDrawAnalytics(deps, context.caller, args.id);
      return figures ? drawAnalyticsView(figures) : null;
    },
  };
  const mutation: Record<string, Resolver> = {
    buyTickets: async (_p, args, context) => purchaseView(await buyTickets(deps, context.caller, args.input)),
    createDraw: (_p, args, context) => createDraw(deps, context.caller, args.input),
    renameDraw: (_p, args, context) => renameDraw(deps, context.caller, args.id, args.name),
    deleteDraw: (_p, args, context) => deleteDraw(deps, context.caller, args.id, args.force),
    triggerDraw: (_p, args, context) => triggerDraw(deps, context.caller, args.id),
    updatePayout: async (_p, args, context) => payoutView(await updatePayout(deps, context.caller, args.id, args.input)),
  };
  const subscriptions = subscriptionResolvers(deps);
  return withTrustResolvers(deps, {
    Query: { ...query, ...subscriptions.query },
    Mutation: { ...mutation, ...subscriptions.mutation },
    ...drawTypeResolvers(deps),
    ...subscriptions.types,
  });
}
