import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { CallerIdentity } from '@nova/contracts';
import { formatMinor } from '@nova/money';
import { AppError, requireAdminRole, requirePlayer } from '@nova/platform';
import { meetsWithdrawalMinimum, MIN_WITHDRAWAL_MINOR } from '@nova/rules';
import {
  findWithdrawalByClientKey,
  insertWithdrawal,
  listWithdrawals,
  settleHold,
  type WithdrawalRecord,
  type WithdrawalStatus,
} from './db/withdrawals';
import type { PaymentsDeps } from './deps';
import { announceWithdrawalRequested } from './events';
import { amountField, listLimit, optionalUserId, parseInput } from './inputs';
import { ownSavedMethod, withdrawalAccountInfo, withdrawalKind } from './saved-method';

const choose = 'Please choose one of your saved payment methods';
const withdrawalInput = z.object({
  amount: amountField('Amount').refine(meetsWithdrawalMinimum, `The minimum withdrawal is ${formatMinor(MIN_WITHDRAWAL_MINOR)}`),
  // The id of one of the player's saved methods; kind and account details come from it.
  paymentMethodId: z.string({ error: choose }).trim().min(1, choose).max(100, choose),
  idempotencyKey: z.string().min(8).max(200).nullish().transform((key) => key ?? null),
  /** Players with two-factor on: a current code (identity checks it). */
  twoFactorCode: z.string().trim().max(20, 'The code is not valid').nullish(),
});

export const holdKey = (withdrawalId: string) => `withdrawal-hold:${withdrawalId}`;
const insufficientBalance = () => new AppError('INSUFFICIENT_BALANCE', 'Insufficient balance');

/**
 * A withdrawal holds its amount at once (docs/product-rules.md#withdrawal-hold). The row is written
 * first ('holding'), then the wallet holds under `withdrawal-hold:<id>`; the
 * wallet refuses a hold beyond the available balance, so concurrent
 * withdrawals can never add up to more than the player has. A crash between
 * the steps is finished by the reconciler with the same key.
 */
export async function createWithdrawal(deps: PaymentsDeps, caller: CallerIdentity | null, rawInput: unknown): Promise<WithdrawalRecord> {
  const player = requirePlayer(caller);
  const input = parseInput(withdrawalInput, rawInput);
  // A retry of a stored request answers as the first did, even if the method was removed since.
  const earlier = input.idempotencyKey ? await findWithdrawalByClientKey(deps.db, player.userId, input.idempotencyKey) : null;
  const method = earlier ? null : await ownSavedMethod(deps, player.userId, input.paymentMethodId, input.twoFactorCode);
  const fresh = method
    ? await insertWithdrawal(deps.db, {
        id: randomUUID(),
        userId: player.userId,
        amountMinor: input.amount,
        paymentMethod: withdrawalKind(method),
        accountInfo: withdrawalAccountInfo(method),
        clientKey: input.idempotencyKey,
      })
    : null;
  const withdrawal = fresh ?? (input.idempotencyKey ? await findWithdrawalByClientKey(deps.db, player.userId, input.idempotencyKey) : null);
  if (!withdrawal) throw new AppError('CONFLICT', 'The withdrawal could not be stored, please try again');
  if (withdrawal.holdState === 'refused') throw insufficientBalance();
  if (withdrawal.holdState === 'held') return withdrawal;
  return holdWithdrawal(deps, withdrawal);
}

/** Asks the wallet to hold the amount and records the answer once. */
export async function holdWithdrawal(deps: PaymentsDeps, withdrawal: WithdrawalRecord): Promise<WithdrawalRecord> {
  let transferId: string;
  try {
    const reply = await deps.bus.request('wallet.hold.v1', {
      userId: withdrawal.userId,
      amountMinor: withdrawal.amountMinor,
      idempotencyKey: holdKey(withdrawal.id),
      kind: 'withdrawal',
      memo: `Withdrawal ${withdrawal.id}`,
    });
    transferId = reply.transferId;
  } catch (error) {
    if (error instanceof AppError && error.code === 'INSUFFICIENT_BALANCE') {
      await settleHold(deps.db, withdrawal.id, { state: 'refused' });
      throw insufficientBalance();
    }
    throw error;
  }
  const held = await deps.db.transaction(async (tx) => {
    const updated = await settleHold(tx, withdrawal.id, { state: 'held', transferId });
    if (updated) await announceWithdrawalRequested(tx, updated);
    return updated;
  });
  if (held) {
    deps.afterCommit();
    return held;
  }
  return { ...withdrawal, holdState: 'held', holdTransferId: transferId };
}

export async function myWithdrawals(deps: PaymentsDeps, caller: CallerIdentity | null, limit: unknown): Promise<WithdrawalRecord[]> {
  const player = requirePlayer(caller);
  return listWithdrawals(deps.db, { userId: player.userId, status: null, limit: listLimit(limit) });
}

const withdrawalStatuses: readonly WithdrawalStatus[] = ['pending', 'processing', 'completed', 'rejected'];

export async function adminWithdrawals(deps: PaymentsDeps, caller: CallerIdentity | null, status: unknown, limit: unknown, userId?: unknown): Promise<WithdrawalRecord[]> {
  requireAdminRole(caller, 'finance');
  const wanted = withdrawalStatuses.find((candidate) => candidate === status) ?? null;
  return listWithdrawals(deps.db, { userId: optionalUserId(userId), status: wanted, limit: listLimit(limit) });
}
