import type { Sql } from '@nova/platform';
import type { DrawPeriod } from '@nova/rules';
import { toDate, toInt, toNullableDate, toNullableInt } from './rows';

/** drawing: sales closed, waiting for the bound beacon round before the winners are drawn (beacon-draws.ts). */
export type DrawStatus = 'upcoming' | 'active' | 'drawing' | 'completed' | 'cancelled';

export interface DrawRecord {
  id: string;
  seriesId: string;
  name: string;
  period: DrawPeriod;
  ticketPriceMinor: number;
  maxTickets: number;
  ticketsReserved: number;
  ticketsSold: number;
  salesMinor: number;
  nextTicketSeq: number;
  status: DrawStatus;
  opensAt: Date;
  drawDate: Date;
  anchorDate: Date;
  seed: string;
  seedCommitment: string;
  ticketListHash: string | null;
  beacon: string | null;
  beaconRound: number | null;
  beaconFallbackAt: Date | null;
  beaconSignature: string | null;
  beaconFallback: string | null;
  beaconAttempts: number;
  beaconLastError: string | null;
  beaconNextAttemptAt: Date | null;
  adminProfitPercentage: number | null;
  adminProfitMinor: number | null;
  prizePoolMinor: number | null;
  closedAt: Date | null;
  completedAt: Date | null;
  cancelledAt: Date | null;
  archivedAt: Date | null;
  deletedAt: Date | null;
  createdAt: Date;
}

interface DrawRow {
  id: string;
  series_id: string;
  name: string;
  period: DrawPeriod;
  ticket_price_minor: unknown;
  max_tickets: unknown;
  tickets_reserved: unknown;
  tickets_sold: unknown;
  sales_minor: unknown;
  next_ticket_seq: unknown;
  status: DrawStatus;
  opens_at: Date | string;
  draw_date: Date | string;
  anchor_date: Date | string;
  seed: string;
  seed_commitment: string;
  ticket_list_hash: string | null;
  beacon: string | null;
  beacon_round?: unknown;
  beacon_fallback_at?: Date | string | null;
  beacon_signature?: string | null;
  beacon_fallback?: string | null;
  beacon_attempts?: unknown;
  beacon_last_error?: string | null;
  beacon_next_attempt_at?: Date | string | null;
  admin_profit_percentage: unknown;
  admin_profit_minor: unknown;
  prize_pool_minor: unknown;
  closed_at: Date | string | null;
  completed_at: Date | string | null;
  cancelled_at: Date | string | null;
  archived_at: Date | string | null;
  deleted_at: Date | string | null;
  created_at: Date | string;
}

export function toDraw(row: DrawRow): DrawRecord {
  return {
    id: row.id,
    seriesId: row.series_id,
    name: row.name,
    period: row.period,
    ticketPriceMinor: toInt(row.ticket_price_minor),
    maxTickets: toInt(row.max_tickets),
    ticketsReserved: toInt(row.tickets_reserved),
    ticketsSold: toInt(row.tickets_sold),
    salesMinor: toInt(row.sales_minor),
    nextTicketSeq: toInt(row.next_ticket_seq),
    status: row.status,
    opensAt: toDate(row.opens_at),
    drawDate: toDate(row.draw_date),
    anchorDate: toDate(row.anchor_date),
    seed: row.seed,
    seedCommitment: row.seed_commitment,
    ticketListHash: row.ticket_list_hash,
    beacon: row.beacon,
    beaconRound: toNullableInt(row.beacon_round ?? null),
    beaconFallbackAt: toNullableDate(row.beacon_fallback_at ?? null),
    beaconSignature: row.beacon_signature ?? null,
    beaconFallback: row.beacon_fallback ?? null,
    beaconAttempts: toInt(row.beacon_attempts ?? 0),
    beaconLastError: row.beacon_last_error ?? null,
    beaconNextAttemptAt: toNullableDate(row.beacon_next_attempt_at ?? null),
    adminProfitPercentage: toNullableInt(row.admin_profit_percentage),
    adminProfitMinor: toNullableInt(row.admin_profit_minor),
    prizePoolMinor: toNullableInt(row.prize_pool_minor),
    closedAt: toNullableDate(row.closed_at),
    completedAt: toNullableDate(row.completed_at),
    cancelledAt: toNullableDate(row.cancelled_at),
    archivedAt: toNullableDate(row.archived_at),
    deletedAt: toNullableDate(row.deleted_at),
    createdAt: toDate(row.created_at),
  };
}

/**
 * Draw rows with the live sales of open draws: purchases no longer update
 * the draw row (no hot row), so while a draw sells, tickets sold, sales and
 * reserved capacity are summed from its purchases (index-only); settlement
 * and cancellation freeze them into the row.
 */
export async function queryDraws(sql: Sql, text: string, params: unknown[] = []): Promise<DrawRecord[]> {
  const { rows } = await sql.query<DrawRow>(text, params);
  const draws = rows.map(toDraw);
  const open = draws.filter((draw) => draw.status === 'upcoming' || draw.status === 'active');
  if (open.length === 0) return draws;
  const live = await liveSales(sql, open.map((draw) => draw.id));
  return draws.map((draw) => {
    if (draw.status !== 'upcoming' && draw.status !== 'active') return draw;
    const sales = live.get(draw.id);
    return { ...draw, ticketsSold: sales?.ticketsSold ?? 0, salesMinor: sales?.salesMinor ?? 0, ticketsReserved: sales?.ticketsReserved ?? 0 };
  });
}

export interface LiveSales {
  ticketsSold: number;
  salesMinor: number;
  ticketsReserved: number;
}

export async function liveSales(sql: Sql, drawIds: readonly string[]): Promise<Map<string, LiveSales>> {
  const { rows } = await sql.query<{ draw_id: string; tickets_sold: unknown; sales_minor: unknown; tickets_reserved: unknown }>(
    'SELECT draw_id, tickets_sold, sales_minor, tickets_reserved FROM draw_live_sales WHERE draw_id = ANY($1::uuid[])',
    [drawIds],
  );
  return new Map(rows.map((row) => [row.draw_id, {
    ticketsSold: toInt(row.tickets_sold),
    salesMinor: toInt(row.sales_minor),
    ticketsReserved: toInt(row.tickets_reserved),
  }]));
}

/** Writes the final totals into the draw row when its sales end (completion or cancellation). */
export async function freezeSales(sql: Sql, drawId: string): Promise<LiveSales> {
  const sales = (await liveSales(sql, [drawId])).get(drawId) ?? { ticketsSold: 0, salesMinor: 0, ticketsReserved: 0 };
  await sql.query('UPDATE draws SET tickets_sold = $2, sales_minor = $3, tickets_reserved = $4 WHERE id = $1', [
    drawId,
    sales.ticketsSold,
    sales.salesMinor,
    sales.ticketsReserved,
  ]);
  return sales;
}

export async function findDraw(sql: Sql, id: string, options: { forUpdate?: boolean } = {}): Promise<DrawRecord | null> {
  const [draw] = await queryDraws(sql, `SELECT * FROM draws WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return draw ?? null;
}

export async function findDrawsByIds(sql: Sql, ids: readonly string[]): Promise<DrawRecord[]> {
  if (ids.length === 0) return [];
  return queryDraws(sql, 'SELECT * FROM draws WHERE id = ANY($1::uuid[])', [ids]);
}

export interface NewDraw {
  id: string;
  seriesId: string;
  name: string;
  period: DrawPeriod;
  ticketPriceMinor: number;
  maxTickets: number;
  status: 'upcoming' | 'active';
  opensAt: Date;
  drawDate: Date;
  anchorDate: Date;
  seed: string;
  seedCommitment: string;
}

export async function insertDraw(sql: Sql, draw: NewDraw): Promise<DrawRecord> {
  const [inserted] = await queryDraws(
    sql,
    `INSERT INTO draws (id, series_id, name, period, ticket_price_minor, max_tickets, status, opens_at, draw_date,
       anchor_date, seed, seed_commitment)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING *`,
    [draw.id, draw.seriesId, draw.name, draw.period, draw.ticketPriceMinor, draw.maxTickets, draw.status, draw.opensAt,
      draw.drawDate, draw.anchorDate, draw.seed, draw.seedCommitment],
  );
  if (!inserted) throw new Error('draw insert returned nothing');
  return inserted;
}

/** Draws shown to players: neither deleted nor archived. */
export const LISTED = 'deleted_at IS NULL AND archived_at IS NULL';
