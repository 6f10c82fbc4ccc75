import { createHash, randomUUID } from 'node:crypto';
import type { CallerIdentity, EventOf } from '@nova/contracts';
import { formatMinor } from '@nova/money';
import { AppError, enqueueEvent, holdForApproval, needsSecondAdmin, onApprovalDecided, type ApprovalExecutor } from '@nova/platform';
import type { UserRecord } from './db/users';
import type { IdentityDeps } from './deps';

/** What acting on a decision needs (the consumer, or a test delivering a decision again). */
export type MoneyApprovalDeps = Pick<IdentityDeps, 'db' | 'bus' | 'afterCommit'>;

/**
 * Four-eyes approval of an admin's credit or debit (docs/product-rules.md#four-eyes-approval):
 * at or above the threshold, adminUpdateUser holds the move here and moves no
 * money; a second admin decides in the content service's queue.
 */
export const MONEY_APPROVALS_CONSUMER = 'identity-approval-decisions';

/** The same admin request (its idempotency key) holds one request, however often it is retried. */
function requestIdOf(idempotencyKey: string | null | undefined): string {
  if (!idempotencyKey) return randomUUID();
  const hex = createHash('sha256').update(`admin-money-hold:${idempotencyKey}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Whether an admin's credit or debit of this amount waits for a second admin. */
export const needsFourEyes = (deps: IdentityDeps, amountMinor: number) => needsSecondAdmin(amountMinor, deps.fourEyesThresholdMinor());

export async function holdAdminMoneyMove(
  deps: IdentityDeps,
  admin: CallerIdentity,
  user: UserRecord,
  move: { credit: boolean; amountMinor: number; reason: string | null; idempotencyKey: string | null | undefined },
) {
  try {
    await deps.db.transaction((tx) =>
      holdForApproval(tx, 'identity', {
        requestId: requestIdOf(move.idempotencyKey),
        kind: move.credit ? 'credit' : 'debit',
        amountMinor: move.amountMinor,
        targetUserId: user.id,
        subjectId: null,
        summary: move.reason ?? '',
        requestedBy: admin.userId,
        payload: { reason: move.reason },
      }),
    );
    deps.afterCommit();
  } catch (error) {
    // A retry of a request already held answers the same.
    if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
  }
  return { message: 'Awaits a second admin’s approval', pendingApproval: true, user };
}

/**
 * Moves the money first, outside any transaction, under a key of the request
 * (admin-approval:<requestId>): a decision delivered twice, or repeated after
 * a crash, is replayed by the wallet, never paid twice; a debit the balance
 * no longer covers fails (the wallet's refusal is the reason).
 */
const moveHeldMoney = (deps: MoneyApprovalDeps): ApprovalExecutor<string> => ({
  move: async (hold) => {
    const reason = typeof hold.payload.reason === 'string' ? hold.payload.reason : undefined;
    const credit = hold.kind === 'credit';
    const reply = await deps.bus.request(credit ? 'wallet.credit.v1' : 'wallet.debit.v1', {
      userId: hold.targetUserId,
      amountMinor: hold.amountMinor,
      idempotencyKey: `admin-approval:${hold.requestId}`,
      kind: credit ? 'admin_credit' : 'admin_debit',
      memo: reason,
    });
    return reply.transferId;
  },
  record: async (tx, hold, decision, transferId) => {
    await enqueueEvent(tx, 'admin.action.recorded.v1', {
      actorUserId: hold.requestedBy,
      action: hold.kind === 'credit' ? 'user.addCredit' : 'user.removeCredit',
      targetType: 'user',
      targetId: hold.targetUserId,
      before: null,
      after: { amount: formatMinor(hold.amountMinor), reason: hold.payload.reason ?? null, transferId, approvedBy: decision.decidedBy, approvalRequestId: hold.requestId },
    });
    return { outcome: 'done' };
  },
});

/** content.approval.decided.v1 for a held credit or debit. */
export async function onMoneyApprovalDecided(deps: MoneyApprovalDeps, decision: EventOf<'content.approval.decided.v1'>): Promise<void> {
  await onApprovalDecided(deps.db, 'identity', MONEY_APPROVALS_CONSUMER, decision, moveHeldMoney(deps));
  deps.afterCommit();
}
