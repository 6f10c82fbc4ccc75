import { outboxRow, type Sql } from '@nova/platform';
import { transferPostedPayload } from '../events';
import { toMinor } from './minor';
import { toRefusal, type Refusal, type RefusalRow } from './refusals';
import { toTransfer, type TransferRecord, type TransferRow } from './transfers';

/**
 * A ticket purchase paid in cash, in one statement, when nothing stands in
 * its way. Run it with the user's accounts locked (LOCK_USER_ACCOUNTS_SQL,
 * an earlier statement of the same transaction): its snapshot is then taken
 * after the lock, so it sees every transfer, refusal, block and limit
 * committed before, exactly as the separate reads it replaces did.
 *
 * It posts (the transfer, the cash debit with its guard, the house
 * sub-account's credit, the `wallet.transfer.posted.v1` outbox row) only when
 * `$3` (the caller's own test of the locked balances: no bonus money, cash
 * enough) holds, no transfer and no refusal exists under the key, and the
 * player-protection check (protection-check.ts) would have nothing to look
 * at: no play block or age restriction in force, no spend or loss limit.
 * Otherwise it writes nothing and returns what it found under the key; the
 * caller then takes the general path, which gives every refusal its reason.
 */
export const POST_CASH_PURCHASE_SQL = `WITH earlier AS (
   SELECT * FROM transfers WHERE idempotency_key = $1
 ), refused AS (
   SELECT user_id, request_fingerprint, code, details FROM refused_requests WHERE idempotency_key = $1
 ), checks AS (
   SELECT EXISTS (SELECT 1 FROM play_blocks WHERE user_id = $2
            AND ((kind = 'time_out' AND ends_at > clock_timestamp()) OR (kind = 'self_exclusion' AND reopened_at IS NULL)))
       OR EXISTS (SELECT 1 FROM age_restrictions WHERE user_id = $2 AND (plays_from::timestamp AT TIME ZONE 'UTC') > clock_timestamp())
       OR EXISTS (SELECT 1 FROM spending_limits WHERE user_id = $2 AND kind <> 'deposit' AND limit_minor IS NOT NULL) AS needed
 ), posted AS (
   INSERT INTO transfers (id, idempotency_key, operation, kind, user_id, debit_account_id, credit_account_id, amount_minor, memo, request_fingerprint)
   SELECT $4, $1, 'debit', 'ticket_purchase', $2, $5, $6, $7, $8, $9
    WHERE $3::boolean AND NOT EXISTS (SELECT 1 FROM earlier) AND NOT EXISTS (SELECT 1 FROM refused) AND NOT (SELECT needed FROM checks)
   RETURNING id
 ), debited AS (
   UPDATE accounts SET balance_minor = balance_minor - $7
    WHERE id = $5 AND (allow_negative OR balance_minor >= $7) AND EXISTS (SELECT 1 FROM posted)
   RETURNING balance_minor
 ), credited AS (
   UPDATE accounts SET balance_minor = balance_minor + $7 WHERE id = $6 AND EXISTS (SELECT 1 FROM posted)
   RETURNING id
 ), announced AS (
   INSERT INTO outbox (id, subject, payload) SELECT $10, $11, $12::jsonb FROM posted
 )
 SELECT (SELECT id FROM posted) AS transfer_id,
        (SELECT balance_minor FROM debited) AS cash_after_minor,
        (SELECT count(*) FROM credited)::int AS credited,
        (SELECT to_jsonb(earlier) FROM earlier) AS earlier,
        (SELECT to_jsonb(refused) FROM refused) AS refused`;

export type CashPurchase =
  | { kind: 'posted'; cashAfterMinor: number }
  /** A transfer under this key exists: the request is a retry (or a conflict). */
  | { kind: 'earlier'; transfer: TransferRecord }
  /** The key was refused before: it stays refused. */
  | { kind: 'refused'; refusal: Refusal }
  /** Something needs the general path: bonus money, too little cash, a block, an age restriction, a limit. */
  | { kind: 'general' };

export async function postCashPurchase(
  tx: Sql,
  /** The caller's test of the locked balances: no bonus money and cash for the whole amount. */
  payableInCash: boolean,
  transfer: TransferRecord,
): Promise<CashPurchase> {
  const event = outboxRow('wallet.transfer.posted.v1', transferPostedPayload(transfer));
  const { rows } = await tx.query<{ transfer_id: string | null; cash_after_minor: unknown; credited: number; earlier: TransferRow | null; refused: RefusalRow | null }>(
    POST_CASH_PURCHASE_SQL,
    [transfer.idempotencyKey, transfer.userId, payableInCash, transfer.id, transfer.debitAccountId, transfer.creditAccountId,
      transfer.amountMinor, transfer.memo, transfer.requestFingerprint, event.id, event.subject, event.payload],
    { prepareAs: 'wallet.post-cash-purchase' },
  );
  const row = rows[0];
  if (row?.earlier) return { kind: 'earlier', transfer: toTransfer(row.earlier) };
  if (row?.refused) return { kind: 'refused', refusal: toRefusal(transfer.idempotencyKey, row.refused) };
  if (!row?.transfer_id) return { kind: 'general' };
  // The cash row is locked and was checked by the caller, the house row exists: a miss here is a bug, never a refusal.
  if (row.cash_after_minor === null || row.credited !== 1) throw new Error(`purchase ${transfer.idempotencyKey}: the balances did not take the transfer`);
  return { kind: 'posted', cashAfterMinor: toMinor(row.cash_after_minor) };
}
