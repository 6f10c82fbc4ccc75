import { outboxRow, type Sql } from '@nova/platform';
import { transferPostedPayload } from '../events';
import { toMinor } from './minor';
import { toRefusal, type Refusal, type RefusalRow } from './refusals';
import { toTransfer, type TransferRecord, type TransferRow } from './transfers';

/**
 * A ticket purchase paid in cash, in one statement with its own commit, when
 * nothing stands in its way: the player's accounts locked, then the transfer,
 * the cash debit with its guard, the house sub-account's credit and the
 * `wallet.transfer.posted.v1` outbox row (the function of migration 010,
 * which says when it posts). It names the player's cash account and the
 * house sub-account, so it is sent only when the caller knows the player's
 * accounts; inside a transaction that already holds the lock it locks again
 * for free. scripts/bench/pgbench.ts runs it too.
 */
export const CASH_PURCHASE_SQL = `SELECT posted_transfer_id, cash_after_minor, held_minor, credited_rows, earlier_transfer, earlier_refusal
  FROM wallet_cash_purchase($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb)`;

export type CashPurchase =
  /** The player's cash after it, and their held money (locked, so unchanged). */
  | { kind: 'posted'; transferId: string; cashAfterMinor: number; heldMinor: number }
  /** A transfer under this key exists: the request is a retry (or a conflict). */
  | { kind: 'earlier'; transfer: TransferRecord }
  /** The key was refused before: it stays refused. */
  | { kind: 'refused'; refusal: Refusal }
  /** Something needs the general path: bonus money, too little cash, a block, an age restriction, a limit, accounts not open. */
  | { kind: 'general' };

export async function postCashPurchase(sql: Sql, transfer: TransferRecord): Promise<CashPurchase> {
  const event = outboxRow('wallet.transfer.posted.v1', transferPostedPayload(transfer));
  const { rows } = await sql.query<{
    posted_transfer_id: string | null;
    cash_after_minor: unknown;
    held_minor: unknown;
    credited_rows: number;
    earlier_transfer: TransferRow | null;
    earlier_refusal: RefusalRow | null;
  }>(
    CASH_PURCHASE_SQL,
    [transfer.idempotencyKey, transfer.userId, transfer.id, transfer.debitAccountId, transfer.creditAccountId,
      transfer.amountMinor, transfer.memo, transfer.requestFingerprint, event.id, event.subject, event.payload],
    { prepareAs: 'wallet.cash-purchase' },
  );
  const row = rows[0];
  if (row?.earlier_transfer) return { kind: 'earlier', transfer: toTransfer(row.earlier_transfer) };
  if (row?.earlier_refusal) return { kind: 'refused', refusal: toRefusal(transfer.idempotencyKey, row.earlier_refusal) };
  if (!row?.posted_transfer_id) return { kind: 'general' };
  // The cash row was locked and checked, the house row exists: a miss here is a bug, never a refusal.
  if (row.cash_after_minor === null || row.credited_rows !== 1) throw new Error(`purchase ${transfer.idempotencyKey}: the balances did not take the transfer`);
  return { kind: 'posted', transferId: transfer.id, cashAfterMinor: toMinor(row.cash_after_minor), heldMinor: toMinor(row.held_minor) };
}
