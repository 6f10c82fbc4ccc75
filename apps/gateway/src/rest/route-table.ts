import type { RestRoute } from './rest-route';
import { adminDrawRoutes } from './routes/admin-draws';
import { adminPaymentRoutes } from './routes/admin-payments';
import { adminUserRoutes } from './routes/admin-users';
import { approvalRoutes } from './routes/approvals';
import { accountSecurityRoutes } from './routes/account-security';
import { authRoutes } from './routes/auth';
import { contentRoutes } from './routes/content';
import { drawRoutes } from './routes/draws';
import { paymentRoutes } from './routes/payments';
import { playerNotificationRoutes } from './routes/notifications';
import { playerChannelRoutes } from './routes/player-channels';
import { subscriptionRoutes } from './routes/subscriptions';
import { supportRoutes } from './routes/support';
import { telegramRoutes } from './routes/telegram';
import { uploadRoutes } from './routes/uploads';

export type { Access, OwnedRecord, RestRoute } from './rest-route';

/**
 * Every REST route the gateway answers under /api, in one table: the routes
 * are mounted from it (mount-routes.ts), the access check, the idempotency
 * store, the no-store rule and the public-read cache look routes up in it,
 * and the tests that sweep the API read it.
 */
export const restRoutes: readonly RestRoute[] = [
  ...authRoutes,
  ...accountSecurityRoutes,
  ...drawRoutes,
  ...subscriptionRoutes,
  ...adminDrawRoutes,
  ...uploadRoutes,
  ...paymentRoutes,
  ...adminPaymentRoutes,
  ...contentRoutes,
  ...supportRoutes,
  ...adminUserRoutes,
  ...approvalRoutes,
  ...telegramRoutes,
  ...playerNotificationRoutes,
  ...playerChannelRoutes,
];

/**
 * Mutations that move money: purchases, deposits and their review,
 * withdrawals and their decisions, payouts, admin credit/debit, draw runs and
 * the refunds of a forced delete. Each takes an `idempotencyKey` argument
 * (top level or in `input`), and every route running one takes an
 * Idempotency-Key (test/route-table.spec.ts checks both).
 */
export const MONEY_MUTATIONS: readonly string[] = [
  'buyTickets',
  'triggerDraw',
  'deleteDraw',
  'updatePayout',
  'adminUpdateUser',
  'reviewDeposit',
  'createWithdrawal',
  'setWithdrawalStatus',
];

/** True when `path` (under /api) matches the route's pattern. */
export function matchesRoute(route: RestRoute, method: string, path: string): boolean {
  return route.method === method && partsMatch(route.path.split('/'), pathParts(path));
}

const pathParts = (path: string) => path.replace(/\/+$/, '').split('/');

function partsMatch(want: readonly string[], got: readonly string[]): boolean {
  return want.length === got.length && want.every((part, index) => (part.startsWith(':') ? (got[index] ?? '') !== '' : part === got[index]));
}

/** Each table's patterns split once, by method: a request is looked up by several middlewares. */
const patternsOf = new WeakMap<readonly RestRoute[], Map<string, Array<{ route: RestRoute; parts: string[] }>>>();

function patterns(routes: readonly RestRoute[]): Map<string, Array<{ route: RestRoute; parts: string[] }>> {
  let byMethod = patternsOf.get(routes);
  if (!byMethod) {
    byMethod = new Map();
    for (const route of routes) {
      const list = byMethod.get(route.method) ?? [];
      list.push({ route, parts: route.path.split('/') });
      byMethod.set(route.method, list);
    }
    patternsOf.set(routes, byMethod);
  }
  return byMethod;
}

export function routeFor(method: string, path: string, routes: readonly RestRoute[] = restRoutes): RestRoute | undefined {
  const got = pathParts(path);
  return patterns(routes).get(method)?.find((pattern) => partsMatch(pattern.parts, got))?.route;
}
