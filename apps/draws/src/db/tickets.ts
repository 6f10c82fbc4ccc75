import type { Sql } from '@nova/platform';
import type { DrawPeriod } from '@nova/rules';
import { toDate, toInt, toNullableInt } from './rows';

export type TicketStatus = 'active' | 'won' | 'lost' | 'refunded';

/** A ticket with the draw fields players see beside it. */
export interface TicketRecord {
  id: string;
  drawId: string;
  purchaseId: string | null;
  userId: string;
  ticketNumber: string;
  status: TicketStatus;
  prizeRank: number | null;
  prizeMinor: number | null;
  createdAt: Date;
  drawName: string;
  drawPeriod: DrawPeriod;
  drawTicketPriceMinor: number;
}

export interface TicketRow {
  id: string;
  draw_id: string;
  purchase_id: string | null;
  user_id: string;
  ticket_number: string;
  status: TicketStatus;
  prize_rank: unknown;
  prize_minor: unknown;
  created_at: Date | string;
  draw_name: string;
  draw_period: DrawPeriod;
  draw_ticket_price_minor: unknown;
}

/**
 * A ticket's status as players see it. Settlement writes only the winners:
 * a ticket still 'active' in a completed draw lost. Needs `d` joined.
 */
export const TICKET_STATUS_SQL = "CASE WHEN t.status = 'active' AND d.status = 'completed' THEN 'lost' ELSE t.status END";

export const TICKET_COLUMNS = `t.id, t.draw_id, t.purchase_id, t.user_id, t.ticket_number, ${TICKET_STATUS_SQL} AS status, t.prize_rank, t.prize_minor,
  t.created_at, d.name AS draw_name, d.period AS draw_period, d.ticket_price_minor AS draw_ticket_price_minor`;

export function toTicket(row: TicketRow): TicketRecord {
  return {
    id: row.id,
    drawId: row.draw_id,
    purchaseId: row.purchase_id,
    userId: row.user_id,
    ticketNumber: row.ticket_number,
    status: row.status,
    prizeRank: toNullableInt(row.prize_rank),
    prizeMinor: toNullableInt(row.prize_minor),
    createdAt: toDate(row.created_at),
    drawName: row.draw_name,
    drawPeriod: row.draw_period,
    drawTicketPriceMinor: toInt(row.draw_ticket_price_minor),
  };
}

export async function ticketsOfPurchase(sql: Sql, purchaseId: string): Promise<TicketRecord[]> {
  const { rows } = await sql.query<TicketRow>(
    `SELECT ${TICKET_COLUMNS} FROM tickets t JOIN draws d ON d.id = t.draw_id WHERE t.purchase_id = $1 ORDER BY t.ticket_number`,
    [purchaseId],
  );
  return rows.map(toTicket);
}

export interface TicketPage {
  tickets: TicketRecord[];
  totalCount: number;
}

export async function ticketsOfUser(
  sql: Sql,
  userId: string,
  options: { status: TicketStatus | null; limit: number; offset: number },
): Promise<TicketPage> {
  const where = `t.user_id = $1 AND ($2::text IS NULL OR ${TICKET_STATUS_SQL} = $2)`;
  const [page, count] = await Promise.all([
    sql.query<TicketRow>(
      `SELECT ${TICKET_COLUMNS} FROM tickets t JOIN draws d ON d.id = t.draw_id WHERE ${where}
       ORDER BY t.created_at DESC, t.ticket_number DESC LIMIT $3 OFFSET $4`,
      [userId, options.status, options.limit, options.offset],
    ),
    sql.query<{ count: unknown }>(`SELECT count(*) AS count FROM tickets t JOIN draws d ON d.id = t.draw_id WHERE ${where}`, [userId, options.status]),
  ]);
  return { tickets: page.rows.map(toTicket), totalCount: toInt(count.rows[0]?.count ?? 0) };
}

export interface TicketStats {
  active: number;
  won: number;
  lost: number;
  refunded: number;
  totalWinningsMinor: number;
}

export async function ticketStatsOfUser(sql: Sql, userId: string): Promise<TicketStats> {
  const { rows } = await sql.query<{ status: TicketStatus; count: unknown; prizes: unknown }>(
    `SELECT ${TICKET_STATUS_SQL} AS status, count(*) AS count, coalesce(sum(t.prize_minor), 0) AS prizes
     FROM tickets t JOIN draws d ON d.id = t.draw_id WHERE t.user_id = $1 GROUP BY 1`,
    [userId],
  );
  const count = (status: TicketStatus) => toInt(rows.find((row) => row.status === status)?.count ?? 0);
  const won = rows.find((row) => row.status === 'won');
  return {
    active: count('active'),
    won: count('won'),
    lost: count('lost'),
    refunded: count('refunded'),
    totalWinningsMinor: toInt(won?.prizes ?? 0),
  };
}

export async function countUserTicketsInDraw(sql: Sql, userId: string, drawId: string): Promise<number> {
  const { rows } = await sql.query<{ count: unknown }>('SELECT count(*) AS count FROM tickets WHERE user_id = $1 AND draw_id = $2', [userId, drawId]);
  return toInt(rows[0]?.count ?? 0);
}

/** Every ticket number of a draw, in the fair draw's canonical order (byte order). */
export async function ticketNumbersOfDraw(sql: Sql, drawId: string): Promise<string[]> {
  const { rows } = await sql.query<{ ticket_number: string }>(
    'SELECT ticket_number FROM tickets WHERE draw_id = $1 ORDER BY ticket_number',
    [drawId],
  );
  return rows.map((row) => row.ticket_number);
}
