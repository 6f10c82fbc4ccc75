import type { Sql } from '@nova/platform';
import type { DrawPeriod } from '../draw-schedule';
import { toDate, toInt, toNullableDate, toNullableInt } from './rows';

export type DrawStatus = 'upcoming' | 'active' | 'completed' | 'cancelled';

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

export async function queryDraws(sql: Sql, text: string, params: unknown[] = []): Promise<DrawRecord[]> {
  const { rows } = await sql.query<DrawRow>(text, params);
  return rows.map(toDraw);
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
