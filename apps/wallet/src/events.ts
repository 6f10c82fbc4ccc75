import { enqueueEvent, type Sql } from '@nova/platform';
import type { TransferRecord } from './db/transfers';

/**
 * The wallet publishes (through the outbox, inside the transaction):
 * - wallet.account.opened.v1 when a user's accounts are opened;
 * - wallet.transfer.posted.v1 for every transfer.
 * It consumes identity.user.registered.v1 (durable "wallet") to open accounts,
 * and answers the wallet.*.v1 requests (see requests.ts).
 */
export const WALLET_CONSUMER = 'wallet';

export function announceAccountOpened(tx: Sql, userId: string, accountId: string) {
  return enqueueEvent(tx, 'wallet.account.opened.v1', { userId, accountId });
}

export function announceTransferPosted(tx: Sql, transfer: TransferRecord) {
  return enqueueEvent(tx, 'wallet.transfer.posted.v1', {
    transferId: transfer.id,
    idempotencyKey: transfer.idempotencyKey,
    kind: transfer.kind,
    debitAccountId: transfer.debitAccountId,
    creditAccountId: transfer.creditAccountId,
    amountMinor: transfer.amountMinor,
  });
}
