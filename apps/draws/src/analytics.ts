import type { CallerIdentity } from '@nova/contracts';
import { z } from 'zod';
import { requireAdminRole } from '@nova/platform';
import { findDraw, queryDraws, type DrawRecord } from './db/draws';
import { toDate, toInt } from './db/rows';
import { winnersOfDraw, type WinnerRecord } from './db/winners';
import type { DrawsDeps } from './deps';
import { parseInput, uuid } from './inputs';

/** The admin's profit and draw figures. Profit = sales − prize pool, booked when a draw completes. */

export interface ProfitRecord {
  id: string;
  drawId: string;
  drawName: string;
  profitMinor: number;
  ticketSalesMinor: number;
  prizesMinor: number;
  profitPercentage: number;
  createdAt: Date;
}

export async function adminProfits(deps: DrawsDeps, caller: CallerIdentity | null): Promise<ProfitRecord[]> {
  requireAdminRole(caller, 'finance');
  const { rows } = await deps.db.query<{ id: string; draw_id: string; name: string; profit_minor: unknown; ticket_sales_minor: unknown; prizes_minor: unknown; admin_profit_percentage: unknown; created_at: Date | string }>(
    `SELECT p.*, d.name FROM profits p JOIN draws d ON d.id = p.draw_id ORDER BY p.created_at DESC LIMIT 500`,
  );
  return rows.map((row) => ({
    id: row.id,
    drawId: row.draw_id,
    drawName: row.name,
    profitMinor: toInt(row.profit_minor),
    ticketSalesMinor: toInt(row.ticket_sales_minor),
    prizesMinor: toInt(row.prizes_minor),
    profitPercentage: toInt(row.admin_profit_percentage),
    createdAt: toDate(row.created_at),
  }));
}

export interface ProfitTotals {
  profitMinor: number;
  salesMinor: number;
  prizesMinor: number;
  drawCount: number;
}

async function profitTotals(deps: DrawsDeps, sinceDays: number | null): Promise<ProfitTotals> {
  const { rows } = await deps.db.query<{ profit: unknown; sales: unknown; prizes: unknown; draws: unknown }>(
    `SELECT coalesce(sum(profit_minor), 0) AS profit, coalesce(sum(ticket_sales_minor), 0) AS sales,
       coalesce(sum(prizes_minor), 0) AS prizes, count(*) AS draws
     FROM profits WHERE $1::int IS NULL OR created_at >= now() - make_interval(days => $1::int)`,
    [sinceDays],
  );
  const row = rows[0];
  return { profitMinor: toInt(row?.profit ?? 0), salesMinor: toInt(row?.sales ?? 0), prizesMinor: toInt(row?.prizes ?? 0), drawCount: toInt(row?.draws ?? 0) };
}

export function adminProfitTotals(deps: DrawsDeps, caller: CallerIdentity | null): Promise<ProfitTotals> {
  requireAdminRole(caller, 'finance');
  return profitTotals(deps, null);
}

const PERIOD_DAYS = { week: 7, month: 30, year: 365 } as const;

/** Profit as a percent of sales, to 2 decimals (0 without sales). */
export const marginPercent = (profitMinor: number, salesMinor: number) =>
  salesMinor === 0 ? 0 : Math.round((profitMinor * 10_000) / salesMinor) / 100;

export async function adminPeriodAnalytics(deps: DrawsDeps, caller: CallerIdentity | null, rawPeriod: unknown) {
  requireAdminRole(caller, 'finance');
  const period = parseInput(z.enum(['week', 'month', 'year']), rawPeriod);
  const totals = await profitTotals(deps, PERIOD_DAYS[period]);
  return { period, ...totals, profitMargin: marginPercent(totals.profitMinor, totals.salesMinor) };
}

export interface DrawFigures {
  draw: DrawRecord;
  winners: WinnerRecord[];
}

export async function adminRecentDraws(deps: DrawsDeps, caller: CallerIdentity | null, limit: unknown): Promise<DrawFigures[]> {
  requireAdminRole(caller, 'finance');
  const count = parseInput(z.number().int().min(1).max(100).default(20), limit ?? undefined);
  const draws = await queryDraws(
    deps.db,
    "SELECT * FROM draws WHERE status = 'completed' AND deleted_at IS NULL ORDER BY completed_at DESC LIMIT $1",
    [count],
  );
  return Promise.all(draws.map(async (draw) => ({ draw, winners: await winnersOfDraw(deps.db, draw.id) })));
}

export async function adminDrawAnalytics(deps: DrawsDeps, caller: CallerIdentity | null, rawId: unknown): Promise<DrawFigures | null> {
  requireAdminRole(caller, 'finance');
  const id = uuid.safeParse(rawId);
  if (!id.success) return null;
  const draw = await findDraw(deps.db, id.data);
  if (!draw) return null;
  return { draw, winners: await winnersOfDraw(deps.db, draw.id) };
}

/** The admin stats tiles: paid prizes, prizes waiting, tickets in play, draws held or scheduled. */
export async function adminDrawStats(deps: DrawsDeps, caller: CallerIdentity | null) {
  requireAdminRole(caller, 'finance');
  const { rows } = await deps.db.query<{ paid: string; pending: string; tickets: string; draws: string }>(
    `SELECT (SELECT coalesce(sum(amount_minor), 0) FROM payouts WHERE status = 'paid')::text AS paid,
            (SELECT count(*) FROM payouts WHERE status = 'pending')::text AS pending,
            (SELECT count(*) FROM tickets t JOIN draws d ON d.id = t.draw_id WHERE t.status = 'active' AND d.status <> 'completed')::text AS tickets,
            (SELECT count(*) FROM draws WHERE deleted_at IS NULL)::text AS draws`,
  );
  const row = rows[0];
  return { totalPayoutsMinor: Number(row?.paid ?? 0), pendingPayouts: Number(row?.pending ?? 0), activeTickets: Number(row?.tickets ?? 0), drawCount: Number(row?.draws ?? 0) };
}

export interface DayFigures {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  salesMinor: number;
  profitMinor: number;
  /** Distinct players who bought tickets that day. */
  players: number;
}

/**
 * The Analytics charts: one row per UTC day of the last `days` (empty days included).
 * Sales and profit are booked on the day a draw completes (the Profits tab's one
 * definition); players are the distinct buyers of that day's completed purchases.
 */
export async function adminDailyFigures(deps: DrawsDeps, caller: CallerIdentity | null, rawDays: unknown): Promise<DayFigures[]> {
  requireAdminRole(caller, 'finance');
  const days = parseInput(z.number().int().min(7).max(366).default(30), rawDays ?? undefined);
  const { rows } = await deps.db.query<{ day: string; sales: unknown; profit: unknown; players: unknown }>(
    `WITH days AS (
       SELECT generate_series(((now() AT TIME ZONE 'UTC')::date - ($1::int - 1))::timestamp, (now() AT TIME ZONE 'UTC')::date::timestamp, interval '1 day')::date AS day
     ),
     booked AS (
       SELECT (created_at AT TIME ZONE 'UTC')::date AS day, sum(ticket_sales_minor) AS sales, sum(profit_minor) AS profit
       FROM profits WHERE created_at >= now() - make_interval(days => $1::int + 1) GROUP BY 1
     ),
     buyers AS (
       SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(DISTINCT user_id) AS players
       FROM purchases WHERE status = 'completed' AND created_at >= now() - make_interval(days => $1::int + 1) GROUP BY 1
     )
     SELECT to_char(days.day, 'YYYY-MM-DD') AS day, coalesce(booked.sales, 0) AS sales, coalesce(booked.profit, 0) AS profit,
       coalesce(buyers.players, 0) AS players
     FROM days LEFT JOIN booked USING (day) LEFT JOIN buyers USING (day) ORDER BY days.day`,
    [days],
  );
  return rows.map((row) => ({ day: row.day, salesMinor: toInt(row.sales), profitMinor: toInt(row.profit), players: toInt(row.players) }));
}
