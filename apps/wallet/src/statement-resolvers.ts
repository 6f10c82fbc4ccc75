import { formatMinor } from '@nova/money';
import { AppError, requireAdminRole, type Db, type SubgraphContext } from '@nova/platform';
import { statementTypeOf, type StatementLine, type StatementTotals } from './db/statement';
import { statementCsvFor, statementPage, type StatementInput } from './statement';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface StatementArgs {
  filter?: StatementInput | null;
  page?: number | null;
  pageSize?: number | null;
}

function callerId(context: SubgraphContext): string {
  if (!context.caller) throw new AppError('UNAUTHENTICATED', 'Please sign in');
  return context.caller.userId;
}

/** The player's own statement; an admin may read any player's. */
export function statementResolvers(db: Db) {
  return {
    Query: {
      myStatement: (_parent: unknown, args: StatementArgs, context: SubgraphContext) => statementPage(db, callerId(context), args.filter, args.page, args.pageSize),
      myStatementCsv: (_parent: unknown, args: StatementArgs, context: SubgraphContext) => statementCsvFor(db, callerId(context), args.filter),
      adminPlayerStatement: (_parent: unknown, args: StatementArgs & { userId: string }, context: SubgraphContext) => {
        requireAdminRole(context.caller, 'support', 'finance', 'risk');
        if (!UUID.test(args.userId)) throw new AppError('BAD_USER_INPUT', 'userId must be a user id');
        return statementPage(db, args.userId, args.filter, args.page, args.pageSize);
      },
    },
    StatementLine: {
      id: (line: StatementLine) => line.transferId,
      createdAt: (line: StatementLine) => line.createdAt.toISOString(),
      type: (line: StatementLine) => statementTypeOf(line.kind),
      amount: (line: StatementLine) => formatMinor(line.amountMinor),
      change: (line: StatementLine) => formatMinor(line.changeMinor),
      balanceAfter: (line: StatementLine) => formatMinor(line.balanceAfterMinor),
      heldAfter: (line: StatementLine) => formatMinor(line.heldAfterMinor),
    },
    StatementTotals: {
      deposited: (totals: StatementTotals) => formatMinor(totals.depositedMinor),
      withdrawn: (totals: StatementTotals) => formatMinor(totals.withdrawnMinor),
      spent: (totals: StatementTotals) => formatMinor(totals.spentMinor),
      won: (totals: StatementTotals) => formatMinor(totals.wonMinor),
      bonus: (totals: StatementTotals) => formatMinor(totals.bonusMinor),
      net: (totals: StatementTotals) => formatMinor(totals.netMinor),
    },
  };
}
