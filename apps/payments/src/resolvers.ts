import { formatMinor } from '@nova/money';
import type { SubgraphContext, SubgraphResolvers } from '@nova/platform';
import { countPendingDeposits } from './db/deposits';
import { countPendingWithdrawals } from './db/withdrawals';
import type { PaymentsDeps } from './deps';
import { reviewDeposit } from './deposit-review';
import { adminDeposits, depositVisibleTo, myDeposits } from './deposits';
import { requireAdminRole } from '@nova/platform';
import { activePaymentMethods, adminPaymentMethods, createPaymentMethod, deletePaymentMethod, updatePaymentMethod } from './payment-methods';
import { depositView, paymentMethodView, withdrawalView } from './views';
import { setWithdrawalStatus } from './withdrawal-review';
import { adminWithdrawals, createWithdrawal, myWithdrawals } from './withdrawals';
import { awaitingApproval } from '@nova/platform';

type Args = Record<string, unknown>;
type Resolver = (parent: unknown, args: Args, context: SubgraphContext) => unknown;

/** Thin: each field parses its arguments in the domain function and maps the result. */
export function paymentsResolvers(deps: PaymentsDeps): SubgraphResolvers {
  const query: Record<string, Resolver> = {
    paymentMethods: async (_p, _args, context) => (await activePaymentMethods(deps, context.caller)).map(paymentMethodView),
    adminPaymentMethods: async (_p, _args, context) => (await adminPaymentMethods(deps, context.caller)).map(paymentMethodView),
    myDeposits: async (_p, args, context) => (await myDeposits(deps, context.caller, args.limit)).map(depositView),
    myWithdrawals: async (_p, args, context) => (await myWithdrawals(deps, context.caller, args.limit)).map(withdrawalView),
    deposit: async (_p, args, context) => {
      const deposit = await depositVisibleTo(deps, context.caller, args.id);
      return deposit ? depositView(deposit) : null;
    },
    adminDeposits: async (_p, args, context) => (await adminDeposits(deps, context.caller, args.status, args.limit, args.userId)).map(depositView),
    adminWithdrawals: async (_p, args, context) => (await adminWithdrawals(deps, context.caller, args.status, args.limit, args.userId)).map(withdrawalView),
    adminPaymentCounts: async (_p, _args, context) => {
      requireAdminRole(context.caller, 'finance');
      const [pendingDeposits, pendingWithdrawals] = await Promise.all([countPendingDeposits(deps.db), countPendingWithdrawals(deps.db)]);
      return { pendingDeposits, pendingWithdrawals };
    },
    adminPaymentTotals: async (_p, _args, context) => {
      requireAdminRole(context.caller, 'finance');
      const { rows } = await deps.db.query<{ deposits: string; withdrawals: string }>(
        `SELECT (SELECT COALESCE(sum(amount_minor), 0) FROM deposits WHERE status = 'approved')::text AS deposits,
                (SELECT COALESCE(sum(amount_minor), 0) FROM withdrawals WHERE status = 'completed')::text AS withdrawals`,
      );
      return { totalDeposits: formatMinor(Number(rows[0]?.deposits ?? 0)), totalWithdrawals: formatMinor(Number(rows[0]?.withdrawals ?? 0)) };
    },
  };
  const mutation: Record<string, Resolver> = {
    createPaymentMethod: async (_p, args, context) => paymentMethodView(await createPaymentMethod(deps, context.caller, args.input)),
    updatePaymentMethod: async (_p, args, context) => paymentMethodView(await updatePaymentMethod(deps, context.caller, args.id, args.input)),
    deletePaymentMethod: (_p, args, context) => deletePaymentMethod(deps, context.caller, args.id),
    reviewDeposit: async (_p, args, context) => depositView(await reviewDeposit(deps, context.caller, args.id, args.input)),
    createWithdrawal: async (_p, args, context) => withdrawalView(await createWithdrawal(deps, context.caller, args.input)),
    setWithdrawalStatus: async (_p, args, context) => withdrawalView(await setWithdrawalStatus(deps, context.caller, args.id, args.input)),
  };
  const withdrawal = {
    // Four-eyes approval: a completion held for a second admin (withdrawal-approvals.ts).
    pendingApproval: async (parent: { id: string }) => (await awaitingApproval(deps.db, [parent.id])).has(parent.id),
  };
  return { Query: query, Mutation: mutation, Withdrawal: withdrawal };
}
