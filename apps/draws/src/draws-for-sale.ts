import type { Sql } from '@nova/platform';
import type { DrawStatus } from './db/draws';
import { toDate, toInt, toNullableDate } from './db/rows';

/** Only what a sale needs of a draw, without the live totals (which sum every purchase). */
export interface DrawForSale {
  id: string;
  status: DrawStatus;
  drawDate: Date;
  deletedAt: Date | null;
  maxTickets: number;
  ticketPriceMinor: number;
}

/** How long a replica reuses a draw it read for a sale. */
const KEEP_MS = 2000;
/** Far more than the draws that sell at once; past it the oldest copies go. */
const MOST_KEPT = 256;

/**
 * The draws being bought, as this replica last read them, for a couple of
 * seconds: a busy draw is read about once per interval instead of once per
 * purchase. A copy is a hint, never the truth: the reserve statement sells
 * only if the draw row still has the copy's status, price, cap and date
 * (db/purchase-reservation.ts), and a stale copy is read again at once.
 */
export class DrawsForSale {
  private readonly kept = new Map<string, { draw: DrawForSale; until: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The draw (a copy at most KEEP_MS old, or a fresh read with `fresh`), or null when there is none. */
  async get(sql: Sql, id: string, { fresh = false } = {}): Promise<DrawForSale | null> {
    const copy = this.kept.get(id);
    if (copy && !fresh && copy.until > this.now()) return copy.draw;
    const draw = await readDrawForSale(sql, id);
    this.kept.delete(id);
    if (draw) {
      if (this.kept.size >= MOST_KEPT) this.kept.delete(this.kept.keys().next().value as string);
      this.kept.set(id, { draw, until: this.now() + KEEP_MS });
    }
    return draw;
  }
}

async function readDrawForSale(sql: Sql, id: string): Promise<DrawForSale | null> {
  const { rows } = await sql.query<{ id: string; status: DrawStatus; draw_date: Date | string; deleted_at: Date | string | null; max_tickets: unknown; ticket_price_minor: unknown }>(
    'SELECT id, status, draw_date, deleted_at, max_tickets, ticket_price_minor FROM draws WHERE id = $1',
    [id],
    { prepareAs: 'draws.draw-for-sale' },
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    status: row.status,
    drawDate: toDate(row.draw_date),
    deletedAt: toNullableDate(row.deleted_at),
    maxTickets: toInt(row.max_tickets),
    ticketPriceMinor: toInt(row.ticket_price_minor),
  };
}
