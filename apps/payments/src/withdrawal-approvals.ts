import type { CallerIdentity, EventOf } from '@nova/contracts';
import { enqueueEvent, holdForApproval, onApprovalDecided, type ApprovalExecutor, type Sql } from '@nova/platform';
import { randomUUID } from 'node:crypto';
import { withdrawalSnapshot } from './admin-audit';
import { changeWithdrawalStatus, findWithdrawal, type WithdrawalRecord } from './db/withdrawals';
import type { PaymentsDeps } from './deps';

/** What acting on a decision needs (the consumer, or a test delivering a decision again). */
export type WithdrawalApprovalDeps = PaymentsDeps;
import { announceWithdrawalStatusChanged } from './events';
import { finishWithdrawal } from './withdrawal-review';

/**
 * Four-eyes approval of a withdrawal's completion (docs/product-rules.md#four-eyes-approval):
 * at or above the threshold, "completed" holds the request here and the
 * withdrawal keeps its status until a second admin decides in the content
 * service's queue.
 */
export const WITHDRAWAL_APPROVALS_CONSUMER = 'payments-approval-decisions';

export function holdWithdrawalCompletion(tx: Sql, admin: CallerIdentity, withdrawal: WithdrawalRecord, adminNotes: string | null) {
  return holdForApproval(tx, 'payments', {
    requestId: randomUUID(),
    kind: 'withdrawal',
    amountMinor: withdrawal.amountMinor,
    targetUserId: withdrawal.userId,
    subjectId: withdrawal.id,
    summary: adminNotes ?? '',
    requestedBy: admin.userId,
    payload: { adminNotes },
  });
}

/**
 * Completes the withdrawal if it still can be (still held, not rejected
 * meanwhile), under its row lock, as an admin's completion does; the hold is
 * then settled out of the platform under the withdrawal's own key
 * (withdrawal-settle:<id>), so the reconciler finishes it if this is
 * interrupted and nothing settles twice.
 */
const completeWithdrawal = (deps: WithdrawalApprovalDeps): ApprovalExecutor => ({
  record: async (tx, hold, decision) => {
    const withdrawal = hold.subjectId ? await findWithdrawal(tx, hold.subjectId, true) : null;
    if (!withdrawal || withdrawal.holdState !== 'held') return { outcome: 'failed', reason: 'Withdrawal not found' };
    if (withdrawal.status === 'completed') return { outcome: 'done', reason: 'The withdrawal was already completed' };
    if (withdrawal.status === 'rejected') return { outcome: 'failed', reason: 'The withdrawal was rejected meanwhile' };
    const adminNotes = typeof hold.payload.adminNotes === 'string' ? hold.payload.adminNotes : null;
    const completed = await changeWithdrawalStatus(tx, withdrawal.id, { status: 'completed', adminNotes, processedBy: hold.requestedBy, final: true });
    await announceWithdrawalStatusChanged(tx, completed, withdrawal.status);
    await enqueueEvent(tx, 'admin.action.recorded.v1', {
      actorUserId: hold.requestedBy,
      action: 'withdrawal.completed',
      targetType: 'withdrawal',
      targetId: withdrawal.id,
      before: withdrawalSnapshot(withdrawal),
      after: { ...withdrawalSnapshot(completed), approvedBy: decision.decidedBy, approvalRequestId: hold.requestId },
    });
    return { outcome: 'done' };
  },
  finish: async (hold) => {
    const withdrawal = hold.subjectId ? await findWithdrawal(deps.db, hold.subjectId) : null;
    if (!withdrawal) return;
    deps.afterCommit();
    await finishWithdrawal(deps, withdrawal).catch((error: unknown) => {
      deps.logger.warn({ err: error, withdrawalId: withdrawal.id }, 'approved withdrawal not settled yet; the reconciler finishes it');
    });
  },
});

/** content.approval.decided.v1 for a held withdrawal completion. */
export async function onWithdrawalApprovalDecided(deps: WithdrawalApprovalDeps, decision: EventOf<'content.approval.decided.v1'>): Promise<void> {
  await onApprovalDecided(deps.db, 'payments', WITHDRAWAL_APPROVALS_CONSUMER, decision, completeWithdrawal(deps));
  deps.afterCommit();
}
