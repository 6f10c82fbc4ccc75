import type { Sql } from '@nova/platform';
import type { PayoutStatus } from './payouts';
import { toInt } from './rows';

export interface WinnerRecord {
  rank: number;
  ticketNumber: string;
  prizeMinor: number;
  userId: string;
  /** null when the prize was 0.00 (no payout). */
  payoutStatus: PayoutStatus | null;
}

/** A completed draw's winning tickets, first prize first. */
export async function winnersOfDraw(sql: Sql, drawId: string): Promise<WinnerRecord[]> {
  const { rows } = await sql.query<{ prize_rank: unknown; ticket_number: string; prize_minor: unknown; user_id: string; payout_status: PayoutStatus | null }>(
    `SELECT t.prize_rank, t.ticket_number, t.prize_minor, t.user_id, p.status AS payout_status
     FROM tickets t LEFT JOIN payouts p ON p.ticket_id = t.id
     WHERE t.draw_id = $1 AND t.status = 'won' ORDER BY t.prize_rank`,
    [drawId],
  );
  return rows.map((row) => ({
    rank: toInt(row.prize_rank),
    ticketNumber: row.ticket_number,
    prizeMinor: toInt(row.prize_minor),
    userId: row.user_id,
    payoutStatus: row.payout_status,
  }));
}
