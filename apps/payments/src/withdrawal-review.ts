import { z } from 'zod';
import type { CallerIdentity } from '@nova/contracts';
import { AppError, needsSecondAdmin, requireAdminRole } from '@nova/platform';
import { recordAdminAction, withdrawalSnapshot } from './admin-audit';
import { changeWithdrawalStatus, findWithdrawal, recordFinalTransfer, type WithdrawalRecord, type WithdrawalStatus } from './db/withdrawals';
import type { PaymentsDeps } from './deps';
import { announceWithdrawalStatusChanged } from './events';
import { optionalText, parseId, parseInput } from './inputs';
import { holdWithdrawalCompletion } from './withdrawal-approvals';

const statusInput = z.object({
  status: z.enum(['pending', 'processing', 'completed', 'rejected'], { error: 'Status must be processing, completed or rejected' }),
  adminNotes: optionalText(1000),
});

/** Pending → processing (still held) → completed (settled) | rejected (released); the last two are final (docs/product-rules.md#withdrawal-hold). */
const allowedNext: Record<WithdrawalStatus, readonly WithdrawalStatus[]> = {
  pending: ['processing', 'completed', 'rejected'],
  processing: ['completed', 'rejected'],
  completed: [],
  rejected: [],
};

const isFinal = (status: WithdrawalStatus) => status === 'completed' || status === 'rejected';

/**
 * Moves a withdrawal on, once, under the row lock. Setting the status it
 * already has is harmless (it finishes an owed wallet move); a final status
 * never changes again (CONFLICT).
 */
export async function setWithdrawalStatus(deps: PaymentsDeps, caller: CallerIdentity | null, rawId: unknown, rawInput: unknown): Promise<WithdrawalRecord> {
  const admin = requireAdminRole(caller, 'finance');
  const id = parseId(rawId, 'Withdrawal');
  const input = parseInput(statusInput, rawInput);
  const changed = await deps.db.transaction(async (tx) => {
    const withdrawal = await findWithdrawal(tx, id, true);
    if (!withdrawal || withdrawal.holdState !== 'held') throw new AppError('NOT_FOUND', 'Withdrawal not found');
    if (withdrawal.status === input.status) return withdrawal;
    if (!allowedNext[withdrawal.status].includes(input.status)) {
      throw new AppError('CONFLICT', isFinal(withdrawal.status) ? `This withdrawal was already ${withdrawal.status}` : `A withdrawal cannot go back to ${input.status}`);
    }
    // Four-eyes: a large completion waits for a second admin; the withdrawal keeps its status meanwhile.
    if (input.status === 'completed' && needsSecondAdmin(withdrawal.amountMinor, deps.fourEyesThresholdMinor())) {
      await holdWithdrawalCompletion(tx, admin, withdrawal, input.adminNotes);
      return withdrawal;
    }
    const updated = await changeWithdrawalStatus(tx, id, {
      status: input.status,
      adminNotes: input.adminNotes,
      processedBy: admin.userId,
      final: isFinal(input.status),
    });
    await announceWithdrawalStatusChanged(tx, updated, withdrawal.status);
    await recordAdminAction(tx, admin, `withdrawal.${input.status}`, { type: 'withdrawal', id }, withdrawalSnapshot(withdrawal), withdrawalSnapshot(updated));
    return updated;
  });
  deps.afterCommit();
  return finishWithdrawal(deps, changed);
}

/**
 * The wallet move a final status owes: completed settles the hold out of the
 * platform, rejected returns it to the balance. Keys are per withdrawal, so a
 * repeat (admin or reconciler) never moves money twice.
 */
export async function finishWithdrawal(deps: PaymentsDeps, withdrawal: WithdrawalRecord): Promise<WithdrawalRecord> {
  if (!isFinal(withdrawal.status) || withdrawal.finalTransferId) return withdrawal;
  const completed = withdrawal.status === 'completed';
  const reply = await deps.bus.request(completed ? 'wallet.settle.v1' : 'wallet.release.v1', {
    userId: withdrawal.userId,
    amountMinor: withdrawal.amountMinor,
    idempotencyKey: `${completed ? 'withdrawal-settle' : 'withdrawal-release'}:${withdrawal.id}`,
    kind: 'withdrawal',
    memo: `Withdrawal ${withdrawal.id} ${withdrawal.status}`,
  });
  await recordFinalTransfer(deps.db, withdrawal.id, reply.transferId);
  return { ...withdrawal, finalTransferId: reply.transferId };
}
