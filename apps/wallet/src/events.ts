import { enqueueEvent, type Sql } from '@nova/platform';
import type { TransferRecord } from './db/transfers';
import type { RefusalDetails } from './protection-check';

/**
 * The wallet publishes (through the outbox, inside the transaction):
 * - wallet.account.opened.v1 when a user's accounts are opened;
 * - wallet.transfer.posted.v1 for every transfer;
 * - wallet.play-block.started.v1 / ended.v1 and wallet.limit.reached.v1 for
 *   the player's protection (the notifications service honours them).
 * It consumes identity.user.registered.v1 (durable "wallet") to open accounts,
 * and answers the wallet.*.v1 requests (see requests.ts).
 */
export const WALLET_CONSUMER = 'wallet';

export function announceAccountOpened(tx: Sql, userId: string, accountId: string) {
  return enqueueEvent(tx, 'wallet.account.opened.v1', { userId, accountId });
}

/** What wallet.transfer.posted.v1 says of a transfer (also written by the cash purchase's single statement). */
export function transferPostedPayload(transfer: TransferRecord) {
  return {
    transferId: transfer.id,
    idempotencyKey: transfer.idempotencyKey,
    kind: transfer.kind,
    debitAccountId: transfer.debitAccountId,
    creditAccountId: transfer.creditAccountId,
    amountMinor: transfer.amountMinor,
  };
}

export function announceTransferPosted(tx: Sql, transfer: TransferRecord) {
  return enqueueEvent(tx, 'wallet.transfer.posted.v1', transferPostedPayload(transfer));
}

export function announcePlayBlockStarted(tx: Sql, userId: string, kind: 'time_out' | 'self_exclusion', endsAt: Date) {
  return enqueueEvent(tx, 'wallet.play-block.started.v1', { userId, kind, endsAt: endsAt.toISOString() });
}

export function announcePlayBlockEnded(tx: Sql, userId: string) {
  return enqueueEvent(tx, 'wallet.play-block.ended.v1', { userId });
}

/** Only refusals by one of the player's own limits (a block or a short balance is no limit reached). */
export async function announceLimitReached(tx: Sql, userId: string, details: RefusalDetails | null) {
  if (!details || (details.limit !== 'deposit' && details.limit !== 'loss' && details.limit !== 'spend') || !details.period) return;
  await enqueueEvent(tx, 'wallet.limit.reached.v1', { userId, limit: details.limit, period: details.period, resetsAt: details.resetsAt });
}
