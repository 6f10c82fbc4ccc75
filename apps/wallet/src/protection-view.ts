import type { Sql } from '@nova/platform';
import { limitKinds, limitPeriods, limitWindowMs, usedInWindow, type LimitKind, type LimitPeriod } from '@nova/rules';
import { activePlayBlocks, databaseNow, depositMovements, readSpendingLimits, ticketMovements, type PlayBlock } from './db/protection';

/** One limit as the player (or an admin) sees it; amounts in minor units. */
export interface SpendingLimitView {
  kind: LimitKind;
  period: LimitPeriod;
  limitMinor: number | null;
  usedMinor: number;
  /** Null without a limit. */
  remainingMinor: number | null;
  pendingMinor: number | null;
  pendingRemoval: boolean;
  confirmableAt: Date | null;
}

export interface PlayerProtectionView {
  userId: string;
  /** Every kind × period, set or not, in a fixed order. */
  limits: SpendingLimitView[];
  /** The block in force that ends last; null when the player may play. */
  block: (PlayBlock & { canEnd: boolean }) | null;
  now: Date;
}

export async function playerProtection(sql: Sql, userId: string): Promise<PlayerProtectionView> {
  const now = await databaseNow(sql);
  const since = new Date(now.getTime() - limitWindowMs.month);
  // One after the other: the embedded database has a single connection.
  const rows = await readSpendingLimits(sql, userId);
  const tickets = await ticketMovements(sql, userId, since);
  const deposits = await depositMovements(sql, userId, since);
  const blocks = await activePlayBlocks(sql, userId, now);
  const movements: Record<LimitKind, typeof deposits> = { deposit: deposits, loss: tickets.loss, spend: tickets.spend };
  const limits = limitKinds.flatMap((kind) =>
    limitPeriods.map((period): SpendingLimitView => {
      const row = rows.find((candidate) => candidate.kind === kind && candidate.period === period);
      const usedMinor = usedInWindow(movements[kind], period, now);
      const limitMinor = row?.limitMinor ?? null;
      return {
        kind,
        period,
        limitMinor,
        usedMinor,
        remainingMinor: limitMinor === null ? null : Math.max(0, limitMinor - usedMinor),
        pendingMinor: row?.pendingMinor ?? null,
        pendingRemoval: row?.pendingRemoval ?? false,
        confirmableAt: row?.confirmableAt ?? null,
      };
    }),
  );
  // A self-exclusion outlasts a time-out whatever their dates: show it first.
  const block = blocks.find((candidate) => candidate.kind === 'self_exclusion') ?? blocks[0] ?? null;
  return { userId, limits, block: block ? { ...block, canEnd: block.kind === 'self_exclusion' && block.endsAt <= now } : null, now };
}
