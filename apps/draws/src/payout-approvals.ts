import type { CallerIdentity, EventOf } from '@nova/contracts';
import { enqueueEvent, holdForApproval, needsSecondAdmin, onApprovalDecided, type ApprovalExecutor, type Sql } from '@nova/platform';
import { randomUUID } from 'node:crypto';
import { payoutSnapshot } from './admin-audit';
import { findPayout, type PayoutRecord } from './db/payouts';
import type { DrawsDeps } from './deps';

/** What acting on a decision needs (the consumer, or a test delivering a decision again). */
export type PayoutApprovalDeps = DrawsDeps;
import { creditPayout } from './payouts';

/**
 * Four-eyes approval of a manual payout (docs/product-rules.md#four-eyes-approval):
 * at or above the threshold, an admin's "paid" holds the request here; the
 * payout stays pending and unpromised until a second admin decides in the
 * content service's queue.
 */
export const PAYOUT_APPROVALS_CONSUMER = 'draws-approval-decisions';

/** An unpromised payout of this amount needs a second admin to be paid. */
export const payoutNeedsFourEyes = (deps: DrawsDeps, payout: PayoutRecord) =>
  payout.status !== 'paid' && payout.approvedAt === null && needsSecondAdmin(payout.amountMinor, deps.settings.fourEyesThresholdMinor);

export function holdManualPayout(tx: Sql, admin: CallerIdentity, payout: PayoutRecord, notes: string | null) {
  return holdForApproval(tx, 'draws', {
    requestId: randomUUID(),
    kind: 'payout',
    amountMinor: payout.amountMinor,
    targetUserId: payout.userId,
    subjectId: payout.id,
    summary: notes ?? `${payout.drawName}, #${payout.rank}, ${payout.ticketNumber}`,
    requestedBy: admin.userId,
    payload: { adminNotes: notes },
  });
}

/**
 * Promises the payout if it still can be (not paid or marked failed
 * meanwhile), under its row lock, as an admin's "paid" does; it is then
 * credited under the payout's own key (payout:<id>), so the payout worker
 * finishes it if this is interrupted and nothing is paid twice.
 */
const payHeldPayout = (deps: PayoutApprovalDeps): ApprovalExecutor => ({
  record: async (tx, hold, decision) => {
    const locked = await tx.query('SELECT id FROM payouts WHERE id = $1 FOR UPDATE', [hold.subjectId]);
    const payout = locked.rowCount === 1 && hold.subjectId ? await findPayout(tx, hold.subjectId) : null;
    if (!payout) return { outcome: 'failed', reason: 'Payout not found' };
    if (payout.status === 'paid') return { outcome: 'done', reason: 'The payout was already paid' };
    if (payout.status === 'failed') return { outcome: 'failed', reason: 'The payout was marked failed meanwhile' };
    const notes = typeof hold.payload.adminNotes === 'string' ? hold.payload.adminNotes : null;
    await tx.query('UPDATE payouts SET approved_at = coalesce(approved_at, now()), admin_notes = coalesce($2, admin_notes) WHERE id = $1', [payout.id, notes]);
    await enqueueEvent(tx, 'admin.action.recorded.v1', {
      actorUserId: hold.requestedBy,
      action: 'payout.approve',
      targetType: 'payout',
      targetId: payout.id,
      before: payoutSnapshot(payout),
      after: { status: 'paid', adminNotes: notes ?? payout.adminNotes, approvedBy: decision.decidedBy, approvalRequestId: hold.requestId },
    });
    return { outcome: 'done' };
  },
  finish: async (hold) => {
    const payout = hold.subjectId ? await findPayout(deps.db, hold.subjectId) : null;
    if (!payout) return;
    deps.afterCommit();
    await creditPayout(deps, payout).catch((error: unknown) => {
      deps.logger.warn({ err: error, payoutId: payout.id }, 'approved payout not credited yet; the payout worker finishes it');
    });
  },
});

/** content.approval.decided.v1 for a held manual payout. */
export async function onPayoutApprovalDecided(deps: PayoutApprovalDeps, decision: EventOf<'content.approval.decided.v1'>): Promise<void> {
  await onApprovalDecided(deps.db, 'draws', PAYOUT_APPROVALS_CONSUMER, decision, payHeldPayout(deps));
  deps.afterCommit();
}
