import { formatMinor } from '@nova/money';
import type { ProfitRecord } from './analytics';
import { marginPercent, type DrawFigures } from './analytics';
import type { DrawRecord } from './db/draws';
import type { PayoutRecord } from './db/payouts';
import type { TicketRecord } from './db/tickets';
import type { WinnerRecord } from './db/winners';
import type { LeaderboardSummary, TopPlayerRecord } from './leaderboard';
import type { PurchaseResult } from './purchase-saga';

/**
 * Records as the schema shows them: amounts as decimal strings with two
 * places, dates as ISO strings, players as Player stubs that identity
 * resolves to a username. Draws stay records; the Draw resolvers map them.
 */
const iso = (date: Date | null) => (date ? date.toISOString() : null);
const player = (userId: string) => ({ id: userId });

export const drawRef = (drawId: string) => ({ drawId });

export function ticketView(ticket: TicketRecord) {
  return {
    id: ticket.id,
    ticketNumber: ticket.ticketNumber,
    purchaseId: ticket.purchaseId,
    status: ticket.status,
    drawId: ticket.drawId,
    drawName: ticket.drawName,
    drawPeriod: ticket.drawPeriod,
    drawTicketPrice: formatMinor(ticket.drawTicketPriceMinor),
    prizeAmount: ticket.status === 'won' && ticket.prizeMinor !== null ? formatMinor(ticket.prizeMinor) : null,
    createdAt: ticket.createdAt.toISOString(),
  };
}

export function purchaseView(result: PurchaseResult) {
  const { purchase } = result;
  return {
    id: purchase.id,
    drawId: purchase.drawId,
    tickets: result.tickets.map(ticketView),
    quantity: purchase.quantity,
    subtotal: formatMinor(purchase.subtotalMinor),
    discountAmount: formatMinor(purchase.discountMinor),
    discountPercent: purchase.discountPercent,
    totalPaid: formatMinor(purchase.totalMinor),
    balance: formatMinor(purchase.balanceAfterMinor ?? 0),
  };
}

export function winnerView(winner: WinnerRecord) {
  return {
    rank: winner.rank,
    ticketNumber: winner.ticketNumber,
    prizeAmount: formatMinor(winner.prizeMinor),
    payoutStatus: winner.payoutStatus ?? 'paid',
    player: player(winner.userId),
    user: player(winner.userId),
  };
}

export function payoutView(payout: PayoutRecord) {
  return {
    id: payout.id,
    amount: formatMinor(payout.amountMinor),
    status: payout.status,
    paymentMethod: 'balance',
    accountInfo: null,
    adminNotes: payout.adminNotes,
    proofUrl: null,
    rank: payout.rank,
    ticketNumber: payout.ticketNumber,
    drawId: payout.drawId,
    drawName: payout.drawName,
    drawPeriod: payout.drawPeriod,
    player: player(payout.userId),
    user: player(payout.userId),
    createdAt: payout.createdAt.toISOString(),
    processedAt: iso(payout.processedAt),
  };
}

export function leaderboardEntryView(payout: PayoutRecord) {
  return {
    id: payout.id,
    player: player(payout.userId),
    amount: formatMinor(payout.amountMinor),
    rank: payout.rank,
    ticketNumber: payout.ticketNumber,
    drawId: payout.drawId,
    drawName: payout.drawName,
    drawPeriod: payout.drawPeriod,
    date: (payout.processedAt ?? payout.createdAt).toISOString(),
  };
}

export function topPlayerView(top: TopPlayerRecord) {
  return {
    player: player(top.userId),
    totalWinnings: formatMinor(top.totalMinor),
    winCount: top.winCount,
    biggestWin: formatMinor(top.biggestMinor),
  };
}

export function summaryView(summary: LeaderboardSummary) {
  return {
    totalPaidOut: formatMinor(summary.totalPaidOutMinor),
    totalWinners: summary.totalWinners,
    biggestWin: formatMinor(summary.biggestWinMinor),
    averageWin: formatMinor(summary.averageWinMinor),
  };
}

export function profitView(profit: ProfitRecord) {
  return {
    id: profit.id,
    drawId: profit.drawId,
    drawName: profit.drawName,
    profitAmount: formatMinor(profit.profitMinor),
    totalTicketSales: formatMinor(profit.ticketSalesMinor),
    totalPrizesPaid: formatMinor(profit.prizesMinor),
    profitPercentage: profit.profitPercentage,
    createdAt: profit.createdAt.toISOString(),
  };
}

function drawFigures(draw: DrawRecord) {
  const profit = draw.adminProfitMinor ?? 0;
  return {
    totalSales: formatMinor(draw.salesMinor),
    adminProfit: formatMinor(profit),
    profitPercentage: marginPercent(profit, draw.salesMinor),
    prizePool: formatMinor(draw.prizePoolMinor ?? 0),
  };
}

export function drawSummaryView({ draw, winners }: DrawFigures) {
  return {
    draw,
    drawType: draw.period,
    endDate: (draw.completedAt ?? draw.drawDate).toISOString(),
    totalTicketsSold: draw.ticketsSold,
    winnerCount: winners.length,
    totalPrizes: formatMinor(draw.prizePoolMinor ?? 0),
    ...drawFigures(draw),
  };
}

export function drawAnalyticsView({ draw, winners }: DrawFigures) {
  return { draw, drawType: draw.period, totalTickets: draw.ticketsSold, winners: winners.map(winnerView), ...drawFigures(draw) };
}
