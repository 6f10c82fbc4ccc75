import type { Sql } from '@nova/platform';
import type { DrawPeriod } from '@nova/rules';
import { toDate, toInt, toNullableDate } from './rows';

export type PayoutStatus = 'pending' | 'paid' | 'failed';

export interface PayoutRecord {
  id: string;
  drawId: string;
  ticketId: string;
  userId: string;
  rank: number;
  amountMinor: number;
  status: PayoutStatus;
  /** Set once the credit is promised (automatic payout, or an admin's "paid"): it is retried until done. */
  approvedAt: Date | null;
  adminNotes: string | null;
  transferId: string | null;
  createdAt: Date;
  processedAt: Date | null;
  ticketNumber: string;
  drawName: string;
  drawPeriod: DrawPeriod;
}

interface PayoutRow {
  id: string;
  draw_id: string;
  ticket_id: string;
  user_id: string;
  prize_rank: unknown;
  amount_minor: unknown;
  status: PayoutStatus;
  approved_at: Date | string | null;
  admin_notes: string | null;
  transfer_id: string | null;
  created_at: Date | string;
  processed_at: Date | string | null;
  ticket_number: string;
  draw_name: string;
  draw_period: DrawPeriod;
}

export const PAYOUT_SELECT = `SELECT p.*, t.ticket_number, d.name AS draw_name, d.period AS draw_period
  FROM payouts p JOIN tickets t ON t.id = p.ticket_id JOIN draws d ON d.id = p.draw_id`;

function toPayout(row: PayoutRow): PayoutRecord {
  return {
    id: row.id,
    drawId: row.draw_id,
    ticketId: row.ticket_id,
    userId: row.user_id,
    rank: toInt(row.prize_rank),
    amountMinor: toInt(row.amount_minor),
    status: row.status,
    approvedAt: toNullableDate(row.approved_at),
    adminNotes: row.admin_notes,
    transferId: row.transfer_id,
    createdAt: toDate(row.created_at),
    processedAt: toNullableDate(row.processed_at),
    ticketNumber: row.ticket_number,
    drawName: row.draw_name,
    drawPeriod: row.draw_period,
  };
}

export async function queryPayouts(sql: Sql, where: string, params: unknown[], tail = 'ORDER BY p.created_at DESC, p.prize_rank'): Promise<PayoutRecord[]> {
  const { rows } = await sql.query<PayoutRow>(`${PAYOUT_SELECT} WHERE ${where} ${tail}`, params);
  return rows.map(toPayout);
}

export async function findPayout(sql: Sql, id: string): Promise<PayoutRecord | null> {
  const [payout] = await queryPayouts(sql, 'p.id = $1', [id]);
  return payout ?? null;
}
