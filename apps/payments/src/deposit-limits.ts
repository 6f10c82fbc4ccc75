import type { PaymentsDeps } from './deps';

/**
 * The player's deposit limits, time-out and self-exclusion are the wallet's
 * (it keeps them with the ledger, under the player's lock). A deposit request
 * asks the wallet for room before it is stored: refused with LIMIT_REACHED or
 * PLAY_BLOCKED, nothing is stored. A request that is rejected, or never
 * stored, gives its room back.
 */
export const depositAllowanceKey = (depositId: string) => `deposit-allowance:${depositId}`;

export async function askDepositRoom(deps: PaymentsDeps, userId: string, depositId: string, amountMinor: number): Promise<void> {
  await deps.bus.request('wallet.deposit-allowance.v1', { userId, amountMinor, idempotencyKey: depositAllowanceKey(depositId) });
}

/** Best effort: a room the wallet cannot hand back now stays taken (the safe side of a limit). */
export async function giveDepositRoomBack(deps: PaymentsDeps, userId: string, depositId: string): Promise<void> {
  try {
    await deps.bus.request('wallet.deposit-allowance.release.v1', { userId, idempotencyKey: depositAllowanceKey(depositId) });
  } catch (error) {
    deps.logger.warn({ err: error, depositId }, 'deposit limit room not given back');
  }
}
