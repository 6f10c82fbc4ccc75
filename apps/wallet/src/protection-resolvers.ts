import { formatMinor } from '@nova/money';
import { AppError, requireAdminRole, type Db, type SubgraphContext } from '@nova/platform';
import type { CallerIdentity } from '@nova/contracts';
import { listProtectionChanges } from './db/protection';
import { confirmSpendingLimit, endSelfExclusion, setSpendingLimit, startPlayBlock } from './protection-settings';
import { playerProtection, type PlayerProtectionView, type SpendingLimitView } from './protection-view';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GraphQL enum values (names cannot start with a digit) to the durations stored. */
const durationOf: Record<string, string> = { h24: '24h', d7: '7d', d30: '30d', w6: '6w', m6: '6m', y1: '1y', y5: '5y' };

function signedIn(context: SubgraphContext): CallerIdentity {
  if (!context.caller) throw new AppError('UNAUTHENTICATED', 'Please sign in');
  return context.caller;
}

const money = (minor: number | null) => (minor === null ? null : formatMinor(minor));

/**
 * The player's own protection (limits, time-out, self-exclusion). An admin
 * may read any player's, never change it: a player's choice to protect
 * themself is theirs alone, and a block is never shortened.
 */
export function protectionResolvers(db: Db) {
  const view = (userId: string) => playerProtection(db, userId);
  return {
    Query: {
      myProtection: (_parent: unknown, _args: unknown, context: SubgraphContext) => view(signedIn(context).userId),
      adminPlayerProtection: (_parent: unknown, args: { userId: string }, context: SubgraphContext) => {
        // Read-only: support and risk from the Users tab, finance beside a withdrawal under review.
        requireAdminRole(context.caller, 'support', 'finance', 'risk');
        if (!UUID.test(args.userId)) throw new AppError('BAD_USER_INPUT', 'userId must be a user id');
        return view(args.userId);
      },
    },
    Mutation: {
      setSpendingLimit: async (_parent: unknown, args: { kind: string; period: string; amount?: string | null }, context: SubgraphContext) => {
        const { userId } = signedIn(context);
        await setSpendingLimit(db, userId, { kind: args.kind, period: args.period, amount: args.amount ?? null });
        return view(userId);
      },
      confirmLimitChange: async (_parent: unknown, args: { kind: string; period: string }, context: SubgraphContext) => {
        const { userId } = signedIn(context);
        await confirmSpendingLimit(db, userId, args);
        return view(userId);
      },
      takeTimeOut: async (_parent: unknown, args: { duration: string }, context: SubgraphContext) => {
        const { userId } = signedIn(context);
        await startPlayBlock(db, userId, 'time_out', durationOf[args.duration] ?? args.duration);
        return view(userId);
      },
      selfExclude: async (_parent: unknown, args: { duration: string }, context: SubgraphContext) => {
        const { userId } = signedIn(context);
        await startPlayBlock(db, userId, 'self_exclusion', durationOf[args.duration] ?? args.duration);
        return view(userId);
      },
      endSelfExclusion: async (_parent: unknown, _args: unknown, context: SubgraphContext) => {
        const { userId } = signedIn(context);
        await endSelfExclusion(db, userId);
        return view(userId);
      },
    },
    PlayerProtection: {
      block: (protection: PlayerProtectionView) =>
        protection.block && {
          kind: protection.block.kind,
          duration: protection.block.duration,
          startsAt: protection.block.startsAt.toISOString(),
          endsAt: protection.block.endsAt.toISOString(),
          canEnd: protection.block.canEnd,
        },
      changes: async (protection: PlayerProtectionView, args: { limit?: number }) => {
        const limit = Math.min(Math.max(args.limit ?? 50, 1), 200);
        const changes = await listProtectionChanges(db, protection.userId, limit);
        return changes.map((change) => ({
          id: change.id,
          action: change.action,
          before: change.before === null ? null : JSON.stringify(change.before),
          after: change.after === null ? null : JSON.stringify(change.after),
          createdAt: change.createdAt.toISOString(),
        }));
      },
    },
    SpendingLimit: {
      limit: (limit: SpendingLimitView) => money(limit.limitMinor),
      used: (limit: SpendingLimitView) => formatMinor(limit.usedMinor),
      remaining: (limit: SpendingLimitView) => money(limit.remainingMinor),
      pendingLimit: (limit: SpendingLimitView) => money(limit.pendingMinor),
      confirmableAt: (limit: SpendingLimitView) => limit.confirmableAt?.toISOString() ?? null,
    },
  };
}
