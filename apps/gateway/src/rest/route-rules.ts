/**
 * Who may call each REST route, which GraphQL field it runs and whether it
 * moves money. The idempotency middleware reads the money flag at run time;
 * the authorization sweep and the idempotency suite read the whole table, and
 * fail when a mounted route (route-table.ts) has no entry here (apps/gateway/test/route-rules.spec.ts).
 */
export type Access = 'public' | 'player' | 'admin';

/** Kinds of records a player owns and nobody else may read or change by id. */
export type OwnedRecord = 'deposit' | 'supportThread';

export interface RouteRule {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** As mounted, e.g. `/api/tickets/buy`; `:name` is one path segment. */
  path: string;
  access: Access;
  /** The root GraphQL field(s) the route runs (none for the relayed uploads and images). */
  fields: readonly string[];
  /**
   * Money-moving: the route accepts an Idempotency-Key. `gateway`: the
   * gateway's response store replays the first answer; `service`: the body is
   * streamed on, and the owning service keeps the key with its record.
   */
  idempotency?: 'gateway' | 'service';
  /** `:id` names a record of this kind that only its owner (or an admin) may touch. */
  owns?: OwnedRecord;
}

const rule = (method: RouteRule['method'], path: string, access: Access, fields: readonly string[] = [], extra: Partial<RouteRule> = {}): RouteRule => ({
  method,
  path: `/api${path}`,
  access,
  fields,
  ...extra,
});
const money = { idempotency: 'gateway' } as const;

export const routeRules: readonly RouteRule[] = [
  // auth-routes.ts
  rule('POST', '/register', 'public', ['register']),
  rule('POST', '/login', 'public', ['login']),
  rule('GET', '/login', 'public'),
  rule('POST', '/logout', 'public', ['logout']),
  rule('POST', '/auth/change-password', 'player', ['changePassword']),
  rule('GET', '/user', 'player', ['me']),
  rule('GET', '/auth/user', 'player', ['me']),
  // draw-routes.ts
  rule('GET', '/draws/current', 'public', ['currentDraws']),
  rule('GET', '/draws/active', 'public', ['activeDraws']),
  rule('POST', '/draws', 'admin', ['createDraw']),
  rule('POST', '/draws/:id/trigger', 'admin', ['triggerDraw'], money),
  rule('POST', '/tickets/buy', 'player', ['buyTickets'], money),
  rule('GET', '/tickets', 'player', ['myTickets']),
  rule('GET', '/payouts', 'player', ['myPayouts']),
  rule('GET', '/leaderboard/real', 'public', ['leaderboard']),
  // admin-draw-routes.ts
  rule('GET', '/admin/draws', 'admin', ['adminDraws']),
  rule('PATCH', '/admin/draws/:id', 'admin', ['renameDraw']),
  rule('DELETE', '/admin/draws/:id', 'admin', ['deleteDraw'], money),
  rule('GET', '/admin/analytics/period/:period', 'admin', ['adminPeriodAnalytics']),
  rule('GET', '/admin/analytics/recent-draws', 'admin', ['adminRecentDraws']),
  rule('GET', '/admin/analytics/draw/:id', 'admin', ['adminDrawAnalytics']),
  rule('GET', '/admin/profits', 'admin', ['adminProfits']),
  rule('GET', '/admin/profits/total', 'admin', ['adminProfitTotals']),
  rule('GET', '/admin/payouts', 'admin', ['adminPayouts']),
  rule('PATCH', '/admin/payouts/:id', 'admin', ['updatePayout'], money),
  // deposit-upload.ts
  rule('POST', '/deposits', 'player', ['deposit'], { idempotency: 'service' }),
  rule('GET', '/deposits/:id/screenshot', 'player', [], { owns: 'deposit' }),
  // payment-routes.ts
  rule('GET', '/payment-methods', 'player', ['paymentMethods']),
  rule('GET', '/deposits', 'player', ['myDeposits']),
  rule('GET', '/withdrawals', 'player', ['myWithdrawals']),
  rule('POST', '/withdrawals', 'player', ['createWithdrawal'], money),
  rule('GET', '/referrals', 'player', ['myReferrals']),
  rule('POST', '/profile/update', 'player', ['updateProfile']),
  // admin-payment-routes.ts
  rule('GET', '/admin/deposits', 'admin', ['adminDeposits']),
  rule('PATCH', '/admin/deposits/:id', 'admin', ['reviewDeposit'], money),
  rule('GET', '/admin/withdrawals', 'admin', ['adminWithdrawals']),
  rule('PATCH', '/admin/withdrawals/:id', 'admin', ['setWithdrawalStatus'], money),
  rule('GET', '/admin/payment-counts', 'admin', ['adminPaymentCounts']),
  rule('GET', '/admin/payment-methods', 'admin', ['adminPaymentMethods']),
  rule('POST', '/admin/payment-methods', 'admin', ['createPaymentMethod']),
  rule('PATCH', '/admin/payment-methods/:id', 'admin', ['updatePaymentMethod']),
  rule('DELETE', '/admin/payment-methods/:id', 'admin', ['deletePaymentMethod']),
  // background-upload.ts
  rule('POST', '/admin/upload-background', 'admin'),
  rule('GET', '/login-background/image/:id', 'public'),
  // content-routes.ts
  rule('GET', '/settings', 'public', ['publicSettings']),
  rule('GET', '/login-background', 'public', ['publicSettings']),
  rule('GET', '/admin/settings', 'admin', ['adminSettings']),
  rule('POST', '/admin/settings', 'admin', ['updateSettings']),
  rule('POST', '/admin/settings/reset', 'admin', ['resetSettings']),
  rule('POST', '/admin/login-background', 'admin', ['updateLoginBackground']),
  rule('GET', '/announcements', 'player', ['announcements']),
  rule('POST', '/admin/announcements', 'admin', ['createAnnouncement']),
  rule('PATCH', '/admin/announcements/:id', 'admin', ['updateAnnouncement']),
  rule('DELETE', '/admin/announcements/:id', 'admin', ['deleteAnnouncement']),
  rule('GET', '/leaderboard/fake', 'public', ['featuredEntries']),
  rule('POST', '/admin/leaderboard', 'admin', ['addFeaturedEntry']),
  rule('DELETE', '/admin/leaderboard/:id', 'admin', ['deleteFeaturedEntry']),
  rule('GET', '/support/threads', 'player', ['mySupportThreads']),
  rule('POST', '/support/threads', 'player', ['createSupportThread']),
  rule('POST', '/support/threads/:id/messages', 'player', ['replySupportThread'], { owns: 'supportThread' }),
  rule('POST', '/support/threads/:id/read', 'player', ['markSupportThreadRead'], { owns: 'supportThread' }),
  rule('GET', '/admin/support', 'admin', ['adminSupportInbox']),
  rule('POST', '/admin/support/:id/reply', 'admin', ['adminReplySupportThread']),
  rule('POST', '/admin/support/:id/read', 'admin', ['markSupportThreadRead']),
  rule('GET', '/admin/audit-log', 'admin', ['adminAuditLog']),
  // admin-user-routes.ts
  rule('GET', '/admin/stats', 'admin', ['adminUserCount', 'adminTotalUserBalance', 'adminPaymentTotals', 'adminPaymentCounts', 'adminDrawStats']),
  rule('GET', '/admin/users', 'admin', ['adminUsers']),
  rule('PATCH', '/admin/users/:id', 'admin', ['adminUpdateUser'], money),
  rule('DELETE', '/admin/users/:id', 'admin', ['adminDeleteUser']),
  rule('POST', '/admin/users/:id/change-password', 'admin', ['adminSetUserPassword']),
  // telegram-routes.ts
  rule('GET', '/admin/telegram-settings', 'admin', ['telegramSettings']),
  rule('POST', '/admin/telegram-settings', 'admin', ['updateTelegramSettings']),
  rule('POST', '/admin/telegram-test', 'admin', ['sendTelegramTest']),
];

/**
 * Mutations that move money (spec: purchases, deposits and their review,
 * withdrawals and their decisions, payouts, admin credit/debit, draw runs and
 * the refunds of a forced delete). Each takes an `idempotencyKey` argument
 * (top level or in `input`), and every route running one is flagged above.
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

/** True when `path` (under /api) matches the rule's pattern. */
export function matchesRule(candidate: RouteRule, method: string, path: string): boolean {
  if (candidate.method !== method) return false;
  const want = candidate.path.split('/');
  const got = path.replace(/\/+$/, '').split('/');
  return want.length === got.length && want.every((part, index) => (part.startsWith(':') ? (got[index] ?? '') !== '' : part === got[index]));
}

export function ruleFor(method: string, path: string): RouteRule | undefined {
  return routeRules.find((candidate) => matchesRule(candidate, method, path));
}
