import { randomUUID } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import type { ApolloServer } from '@apollo/server';
import type { GatewayContext } from '../context';
import { bodyObject, param, queryInt, queryText } from './body';
import { handle } from './handle';
import { runOperation, type ContextFactory } from './run-operation';
import { USER_FIELDS } from './user-fields';

const STATS_QUERY = `query AdminStats {
  adminUserCount
  adminTotalUserBalance
  adminPaymentTotals { totalDeposits totalWithdrawals }
  adminPaymentCounts { pendingDeposits pendingWithdrawals }
  adminDrawStats { totalPayouts pendingPayouts activeTickets drawCount }
}`;

interface StatsData {
  adminUserCount: number;
  adminTotalUserBalance: string;
  adminPaymentTotals: { totalDeposits: string; totalWithdrawals: string };
  adminPaymentCounts: { pendingDeposits: number; pendingWithdrawals: number };
  adminDrawStats: { totalPayouts: string; pendingPayouts: number; activeTickets: number; drawCount: number };
}

const cents = (amount: string) => Math.round(Number(amount) * 100);
const money = (minor: number) => (minor / 100).toFixed(2);

/** Spec §3 admin stats from one query over identity, wallet, payments and draws. */
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

/** Spec §7 admin user calls and the stats tiles; each one GraphQL operation. */
export function adminUserRoutes(server: ApolloServer<GatewayContext>, context: ContextFactory): Router {
  const router = Router();
  const run = async <T>(req: Request, res: Response, query: string, variables?: Record<string, unknown>) => runOperation<T>(server, await context(req, res), query, variables);

  router.get('/admin/stats', handle(async (req, res) => {
    res.json(statsView(await run<StatsData>(req, res, STATS_QUERY)));
  }));

  router.get('/admin/users', handle(async (req, res) => {
    const data = await run<{ adminUsers: unknown }>(req, res, `query AdminUsers($search: String, $page: Int) { adminUsers(search: $search, page: $page) { page totalPages total users { ${USER_FIELDS} } } }`, {
      search: queryText(req, 'search') ?? null,
      page: queryInt(req, 'page') ?? 1,
    });
    res.json(data.adminUsers);
  }));

  router.patch('/admin/users/:id', handle(async (req, res) => {
    const { action, amount, reason } = bodyObject(req);
    const data = await run<{ adminUpdateUser: unknown }>(req, res, `mutation AdminUpdateUser($id: ID!, $input: AdminUpdateUserInput!) { adminUpdateUser(id: $id, input: $input) { message user { ${USER_FIELDS} } } }`, {
      id: param(req, 'id'),
      input: {
        action,
        amount: typeof amount === 'number' ? String(amount) : (amount ?? null),
        reason: typeof reason === 'string' ? reason : null,
        // A retried request with the same key moves the money once.
        idempotencyKey: req.get('idempotency-key') ?? randomUUID(),
      },
    });
    res.json(data.adminUpdateUser);
  }));

  router.delete('/admin/users/:id', handle(async (req, res) => {
    const data = await run<{ adminDeleteUser: string }>(req, res, 'mutation AdminDeleteUser($id: ID!) { adminDeleteUser(id: $id) }', { id: param(req, 'id') });
    res.json({ message: data.adminDeleteUser });
  }));

  router.post('/admin/users/:id/change-password', handle(async (req, res) => {
    const { newPassword } = bodyObject(req);
    await run(req, res, 'mutation AdminSetUserPassword($id: ID!, $newPassword: String!) { adminSetUserPassword(id: $id, newPassword: $newPassword) }', {
      id: param(req, 'id'),
      newPassword: typeof newPassword === 'string' ? newPassword : '',
    });
    res.json({ message: 'Password changed successfully' });
  }));
  return router;
}
