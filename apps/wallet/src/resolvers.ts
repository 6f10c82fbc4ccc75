import { formatMinor } from '@nova/money';
import { AppError, requireAdminRole, type SubgraphContext, type SubgraphResolvers } from '@nova/platform';
import { getBalance, type BalanceReply, type LedgerDeps } from './ledger';
import { protectionResolvers } from './protection-resolvers';
import { statementResolvers } from './statement-resolvers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The wallet's part of a User; `balance` is null when the caller may not see it. */
interface WalletUser {
  id: string;
  balance: BalanceReply | null;
}

function visibleBalance(user: WalletUser): BalanceReply {
  if (!user.balance) throw new AppError('FORBIDDEN', 'You can only see your own balance');
  return user.balance;
}

export function walletResolvers(deps: Pick<LedgerDeps, 'db'>): SubgraphResolvers {
  const protection = protectionResolvers(deps.db);
  const statement = statementResolvers(deps.db);
  return {
    ...protection,
    ...statement,
    Query: {
      ...protection.Query,
      ...statement.Query,
      // The stats tile: everything users have (cash, held and bonus money).
      adminTotalUserBalance: async (_parent: unknown, _args: unknown, context: SubgraphContext) => {
        requireAdminRole(context.caller, 'finance');
        const { rows } = await deps.db.query<{ total: string }>("SELECT COALESCE(sum(balance_minor), 0)::text AS total FROM accounts WHERE kind <> 'system'");
        return formatMinor(Number(rows[0]?.total ?? 0));
      },
    },
    User: {
      // Only the user themself or an admin sees a balance (docs/product-rules.md#access).
      // A user whose accounts are not open yet has 0.00.
      __resolveReference: async (reference: { id: string }, context: SubgraphContext): Promise<WalletUser> => {
        const { caller } = context;
        const allowed = caller !== null && (caller.userId === reference.id || caller.isAdmin) && UUID.test(reference.id);
        return { id: reference.id, balance: allowed ? await getBalance(deps.db, reference.id) : null };
      },
      balance: (user: WalletUser) => formatMinor(visibleBalance(user).balanceMinor),
      availableBalance: (user: WalletUser) => formatMinor(visibleBalance(user).availableMinor),
      heldBalance: (user: WalletUser) => formatMinor(visibleBalance(user).heldMinor),
      withdrawableBalance: (user: WalletUser) => formatMinor(visibleBalance(user).withdrawableMinor),
      bonusBalance: (user: WalletUser) => formatMinor(visibleBalance(user).bonusMinor),
      bonusPlayThroughLeft: (user: WalletUser) => formatMinor(visibleBalance(user).playThroughLeftMinor),
    },
  };
}
