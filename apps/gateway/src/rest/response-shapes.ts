/** How the schema's answers become the original API's response bodies. */

/** `player { id username }` → `userId`, `username`: the flat shape of the original lists. */
export function withUsername<T extends { player?: { id: string; username: string } | null }>(entry: T): Omit<T, 'player'> & { userId?: string; username?: string } {
  const { player, ...rest } = entry;
  return player ? { ...rest, userId: player.id, username: player.username } : rest;
}

export interface StatsData {
  adminUserCount: number;
  adminTotalUserBalance: string;
  adminPaymentTotals: { totalDeposits: string; totalWithdrawals: string };
  adminPaymentCounts: { pendingDeposits: number; pendingWithdrawals: number };
  adminDrawStats: { totalPayouts: string; pendingPayouts: number; activeTickets: number; drawCount: number };
}

const cents = (amount: string) => Math.round(Number(amount) * 100);
const money = (minor: number) => (minor / 100).toFixed(2);

/** The admin stats tiles from one query over identity, wallet, payments and draws. */
export function statsView(data: StatsData) {
  const deposits = cents(data.adminPaymentTotals.totalDeposits);
  const balances = cents(data.adminTotalUserBalance);
  // What the platform keeps: money paid in that users no longer hold.
  const profit = deposits - balances;
  return {
    totalUsers: data.adminUserCount,
    totalDeposits: data.adminPaymentTotals.totalDeposits,
    totalPayouts: data.adminDrawStats.totalPayouts,
    totalWithdrawals: data.adminPaymentTotals.totalWithdrawals,
    pendingDeposits: data.adminPaymentCounts.pendingDeposits,
    pendingPayouts: data.adminDrawStats.pendingPayouts,
    pendingWithdrawals: data.adminPaymentCounts.pendingWithdrawals,
    activeTickets: data.adminDrawStats.activeTickets,
    lotteryDraws: data.adminDrawStats.drawCount,
    totalUserBalance: data.adminTotalUserBalance,
    systemProfit: money(profit),
    profitMargin: deposits === 0 ? 0 : Math.round((profit * 10_000) / deposits) / 100,
  };
}
