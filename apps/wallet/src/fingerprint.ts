import { createHash } from 'node:crypto';
import type { TransferKind } from '@nova/contracts';
import type { Operation } from './ledger-postings';

export interface MoneyMove {
  operation: Operation;
  userId: string;
  kind: TransferKind;
  amountMinor: number;
  idempotencyKey: string;
  memo?: string | undefined;
  /** ticket_refund: the purchase debit's key. */
  refundOf?: string | undefined;
  /** Referral bonuses: ticket spend owed before the bonus money becomes cash. */
  playThroughMinor?: number | undefined;
}

/**
 * What makes two requests "the same" for idempotency: everything that decides
 * where money goes and how much. The memo is description only, so a retry may
 * word it differently.
 */
export function requestFingerprint(move: MoneyMove): string {
  const fields = [move.operation, move.userId, move.kind, String(move.amountMinor)];
  // Appended only when given, so keys stored before these fields existed still match.
  if (move.refundOf !== undefined) fields.push(`refundOf:${move.refundOf}`);
  if (move.playThroughMinor !== undefined) fields.push(`playThrough:${move.playThroughMinor}`);
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}
