import { z } from 'zod';
import { queryPayouts, type PayoutRecord } from './db/payouts';
import { toInt } from './db/rows';
import type { DrawsDeps } from './deps';
import { parseInput } from './inputs';

/**
 * The Winners page: paid prizes of real draw winners only (admin-made
 * entries are never "Verified Winners"; docs/product-rules.md#real-figures). A period covers the last
 * day, 7 days or 30 days; without one, `days` ("all" is the last 30).
 */
const PERIOD_DAYS = { daily: 1, weekly: 7, monthly: 30 } as const;

const windowInput = z.object({
  period: z.enum(['daily', 'weekly', 'monthly']).nullish(),
  days: z.number().int().min(1).max(3660).nullish(),
  limit: z.number().int().min(1).max(500).nullish(),
});

function windowDays(args: unknown): { days: number; limit: number } {
  const input = parseInput(windowInput, args ?? {});
  return { days: input.period ? PERIOD_DAYS[input.period] : (input.days ?? 30), limit: input.limit ?? 100 };
}

const PAID_WITHIN = "p.status = 'paid' AND p.processed_at >= now() - make_interval(days => $1)";

export function leaderboard(deps: DrawsDeps, args: unknown): Promise<PayoutRecord[]> {
  const { days, limit } = windowDays(args);
  return queryPayouts(deps.db, PAID_WITHIN, [days, limit], 'ORDER BY p.amount_minor DESC, p.processed_at DESC LIMIT $2');
}

export function recentWinners(deps: DrawsDeps, limit: unknown): Promise<PayoutRecord[]> {
  const count = parseInput(z.number().int().min(1).max(50).default(3), limit ?? undefined);
  return queryPayouts(deps.db, "p.status = 'paid'", [], `ORDER BY p.processed_at DESC, p.prize_rank LIMIT ${count}`);
}

export interface TopPlayerRecord {
  userId: string;
  totalMinor: number;
  winCount: number;
  biggestMinor: number;
}

export async function topPlayers(deps: DrawsDeps, args: unknown): Promise<TopPlayerRecord[]> {
  const { days, limit } = windowDays(args);
  const { rows } = await deps.db.query<{ user_id: string; total: unknown; wins: unknown; biggest: unknown }>(
    `SELECT p.user_id, sum(p.amount_minor) AS total, count(*) AS wins, max(p.amount_minor) AS biggest
     FROM payouts p WHERE ${PAID_WITHIN}
     GROUP BY p.user_id ORDER BY total DESC, wins DESC LIMIT $2`,
    [days, limit],
  );
  return rows.map((row) => ({ userId: row.user_id, totalMinor: toInt(row.total), winCount: toInt(row.wins), biggestMinor: toInt(row.biggest) }));
}

export interface LeaderboardSummary {
  totalPaidOutMinor: number;
  totalWinners: number;
  biggestWinMinor: number;
  averageWinMinor: number;
}

export async function leaderboardSummary(deps: DrawsDeps, args: unknown): Promise<LeaderboardSummary> {
  const { days } = windowDays(args);
  const { rows } = await deps.db.query<{ total: unknown; wins: unknown; biggest: unknown }>(
    `SELECT coalesce(sum(p.amount_minor), 0) AS total, count(*) AS wins, coalesce(max(p.amount_minor), 0) AS biggest
     FROM payouts p WHERE ${PAID_WITHIN}`,
    [days],
  );
  const total = toInt(rows[0]?.total ?? 0);
  const wins = toInt(rows[0]?.wins ?? 0);
  return {
    totalPaidOutMinor: total,
    totalWinners: wins,
    biggestWinMinor: toInt(rows[0]?.biggest ?? 0),
    // Half up to the cent, on integers.
    averageWinMinor: wins === 0 ? 0 : Math.floor((2 * total + wins) / (2 * wins)),
  };
}
