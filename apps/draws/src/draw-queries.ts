import type { CallerIdentity } from '@nova/contracts';
import { AppError, requireAdminRole, requirePlayer } from '@nova/platform';
import { z } from 'zod';
import { findDraw, LISTED, queryDraws, type DrawRecord } from './db/draws';
import { toInt } from './db/rows';
import { ticketNumbersOfDraw, ticketStatsOfUser, ticketsOfUser, type TicketStats, type TicketStatus } from './db/tickets';
import type { DrawsDeps } from './deps';
import { PAGE_SIZE, pageNumber, parseInput, uuid } from './inputs';
import { MAX_WINNERS, prizeAmounts, splitPool } from '@nova/rules';

export interface Page<T> {
  items: T[];
  totalCount: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

const pageOf = <T>(items: T[], totalCount: number, page: number, pageSize = PAGE_SIZE): Page<T> => ({
  items,
  totalCount,
  page,
  pageSize,
  totalPages: Math.max(1, Math.ceil(totalCount / pageSize)),
});

/** Live pool: sales − admin profit; after completion, the pool that was split. */
export function prizePoolMinor(draw: DrawRecord, adminProfitPercentage: number): number {
  if (draw.prizePoolMinor !== null) return draw.prizePoolMinor;
  return splitPool(draw.salesMinor, adminProfitPercentage).prizePoolMinor;
}

/** The first prize the pool pays with the tickets sold so far ("you might win up to"). */
export function firstPrizeMinor(draw: DrawRecord, adminProfitPercentage: number): number {
  const winners = Math.min(MAX_WINNERS, Math.max(1, draw.ticketsSold));
  return prizeAmounts(prizePoolMinor(draw, adminProfitPercentage), winners)[0] ?? 0;
}

/** Upcoming, on sale, and closed but still being drawn (waiting for its beacon round: the card shows "Drawing…"). */
export function currentDraws(deps: DrawsDeps): Promise<DrawRecord[]> {
  return queryDraws(deps.db, `SELECT * FROM draws WHERE status IN ('upcoming', 'active', 'drawing') AND ${LISTED} ORDER BY ticket_price_minor, draw_date`);
}

export function activeDraws(deps: DrawsDeps): Promise<DrawRecord[]> {
  return queryDraws(deps.db, `SELECT * FROM draws WHERE status = 'active' AND ${LISTED} ORDER BY draw_date, ticket_price_minor`);
}

export function completedDraws(deps: DrawsDeps, limit: unknown): Promise<DrawRecord[]> {
  const count = parseInput(z.number().int().min(1).max(100).default(20), limit ?? undefined);
  return queryDraws(deps.db, `SELECT * FROM draws WHERE status = 'completed' AND ${LISTED} ORDER BY completed_at DESC LIMIT $1`, [count]);
}

/** Public lookup by id: deleted draws are gone, archived ones still answer (links keep working). */
export async function drawById(deps: DrawsDeps, rawId: unknown): Promise<DrawRecord | null> {
  const id = uuid.safeParse(rawId);
  if (!id.success) return null;
  const draw = await findDraw(deps.db, id.data);
  return draw && !draw.deletedAt ? draw : null;
}

export async function ticketsInCurrentDraws(deps: DrawsDeps): Promise<number> {
  const { rows } = await deps.db.query<{ total: unknown }>(
    `SELECT coalesce(sum(s.tickets_sold), 0) AS total FROM draws d JOIN draw_live_sales s ON s.draw_id = d.id
     WHERE d.status IN ('upcoming', 'active') AND d.${LISTED.replace(' AND ', ' AND d.')}`,
  );
  return toInt(rows[0]?.total ?? 0);
}

export interface DrawVerification {
  draw: DrawRecord;
  ticketNumbers: string[];
}

/** Everything public about a draw's fairness; the seed only once it is completed. */
export async function drawVerification(deps: DrawsDeps, rawId: unknown): Promise<DrawVerification | null> {
  const draw = await drawById(deps, rawId);
  if (!draw) return null;
  // Before the close the list is still changing and its hash is not published.
  const ticketNumbers = draw.status === 'completed' ? await ticketNumbersOfDraw(deps.db, draw.id) : [];
  return { draw, ticketNumbers };
}

export async function adminDraws(deps: DrawsDeps, caller: CallerIdentity | null, rawPage: unknown, includeArchived: unknown): Promise<Page<DrawRecord>> {
  requireAdminRole(caller, 'superadmin');
  const page = pageNumber(rawPage);
  const where = includeArchived === true ? 'deleted_at IS NULL' : LISTED;
  const [draws, count] = await Promise.all([
    queryDraws(deps.db, `SELECT * FROM draws WHERE ${where} ORDER BY draw_date DESC, created_at DESC LIMIT $1 OFFSET $2`, [
      PAGE_SIZE,
      (page - 1) * PAGE_SIZE,
    ]),
    deps.db.query<{ count: unknown }>(`SELECT count(*) AS count FROM draws WHERE ${where}`),
  ]);
  return pageOf(draws, toInt(count.rows[0]?.count ?? 0), page);
}

const ticketStatus = z.enum(['active', 'won', 'lost', 'refunded']).nullish();

export async function myTickets(deps: DrawsDeps, caller: CallerIdentity | null, rawStatus: unknown, rawPage: unknown, rawPageSize?: unknown) {
  const player = requirePlayer(caller);
  const status = (parseInput(ticketStatus, rawStatus) ?? null) as TicketStatus | null;
  const page = pageNumber(rawPage);
  const pageSize = parseInput(z.number().int().min(1).max(500).default(PAGE_SIZE), rawPageSize ?? undefined);
  const result = await ticketsOfUser(deps.db, player.userId, { status, limit: pageSize, offset: (page - 1) * pageSize });
  return pageOf(result.tickets, result.totalCount, page, pageSize);
}

export function myTicketStats(deps: DrawsDeps, caller: CallerIdentity | null): Promise<TicketStats> {
  return ticketStatsOfUser(deps.db, requirePlayer(caller).userId);
}

export function notFound(what: string): AppError {
  return new AppError('NOT_FOUND', `${what} not found`);
}
