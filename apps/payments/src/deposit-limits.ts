import { findDepositByClientKey } from './db/deposits';
import type { PaymentsDeps } from './deps';

/**
 * The player's deposit limits, time-out and self-exclusion are the wallet's
 * (it keeps them with the ledger, under the player's lock). A deposit request
 * asks the wallet for room before it is stored: refused with LIMIT_REACHED or
 * PLAY_BLOCKED, nothing is stored. A request that is rejected, or never
 * stored, gives its room back.
 */

/** What names one deposit request's room in the wallet. */
export interface DepositRequestRef {
  id: string;
  userId: string;
  clientKey: string | null;
}

/**
 * One allowance per deposit request. Copies of one upload (same
 * Idempotency-Key, resent or concurrent) share it: they never take room twice,
 * and a copy is never refused for the room its own first copy holds.
 */
export function depositAllowanceKey(request: DepositRequestRef): string {
  return request.clientKey === null ? `deposit-allowance:${request.id}` : `deposit-allowance:${request.userId}:${request.clientKey}`;
}

/** Asks in flight in this process: copies of one upload arriving together share one ask. */
const asking = new Map<string, Promise<unknown>>();

export async function askDepositRoom(deps: PaymentsDeps, request: DepositRequestRef, amountMinor: number): Promise<void> {
  const idempotencyKey = depositAllowanceKey(request);
  const flight = `${idempotencyKey}\n${amountMinor}`;
  const pending = asking.get(flight) ?? deps.bus.request('wallet.deposit-allowance.v1', { userId: request.userId, amountMinor, idempotencyKey }).finally(() => asking.delete(flight));
  asking.set(flight, pending);
  await pending;
}

/** Best effort: a room the wallet cannot hand back now stays taken (the safe side of a limit). */
export async function giveDepositRoomBack(deps: PaymentsDeps, request: DepositRequestRef): Promise<void> {
  try {
    await deps.bus.request('wallet.deposit-allowance.release.v1', { userId: request.userId, idempotencyKey: depositAllowanceKey(request) });
  } catch (error) {
    deps.logger.warn({ err: error, depositId: request.id }, 'deposit limit room not given back');
  }
}

/**
 * Gives back the room of a request that was not stored, unless another copy
 * of the same upload was stored under the shared allowance (it holds that room).
 */
export async function giveUnstoredRoomBack(deps: PaymentsDeps, request: DepositRequestRef): Promise<void> {
  if (request.clientKey !== null && (await findDepositByClientKey(deps.db, request.userId, request.clientKey))) return;
  await giveDepositRoomBack(deps, request);
}
