import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { ApprovalOwner, CallerIdentity, EventOf } from '@nova/contracts';
import { formatMinor } from '@nova/money';
import { AppError, enqueueEvent, handleOnce, parseId, parseInput, requireAdminRole, type Db } from '@nova/platform';
import { recordAudit } from './audit';
import type { ContentDeps } from './deps';
import { iso } from './inputs';

/**
 * The four-eyes queue (docs/product-rules.md#four-eyes-approval): the owners'
 * held money moves, a second admin's decision, and what the owner did with it.
 * Deciding is for finance admins (and superadmins); nobody decides their own.
 */

export const APPROVAL_REQUESTS_CONSUMER = 'content-approval-requests';
export const APPROVAL_OUTCOMES_CONSUMER = 'content-approval-outcomes';
export const APPROVALS_RECENT_LIMIT = 100;

type RequestedEvent = EventOf<'identity.approval.requested.v1'>;
type ExecutedEvent = EventOf<'identity.approval.executed.v1'>;

/** A held move enters the queue once, whichever replica handles it. */
export async function onApprovalRequested(db: Db, owner: ApprovalOwner, event: RequestedEvent): Promise<void> {
  await handleOnce(db, APPROVAL_REQUESTS_CONSUMER, event, async (tx) => {
    await tx.query(
      `INSERT INTO approval_requests (id, owner, kind, amount_minor, target_user_id, summary, requested_by, requested_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
      [event.requestId, owner, event.kind, event.amountMinor, event.targetUserId, event.summary, event.requestedBy, event.requestedAt],
    );
  });
}

/** The owner's outcome, shown beside the decision. */
export async function onApprovalExecuted(db: Db, event: ExecutedEvent): Promise<void> {
  await handleOnce(db, APPROVAL_OUTCOMES_CONSUMER, event, async (tx) => {
    await tx.query(
      'UPDATE approval_requests SET outcome = $2, outcome_reason = $3, outcome_at = $4 WHERE id = $1 AND outcome IS NULL',
      [event.requestId, event.outcome, event.reason, event.occurredAt],
    );
  });
}

interface ApprovalRow {
  id: string;
  owner: ApprovalOwner;
  kind: string;
  amount_minor: string | number;
  target_user_id: string;
  summary: string;
  requested_by: string;
  requested_at: Date | string;
  status: 'pending' | 'approved' | 'rejected';
  decided_by: string | null;
  decided_at: Date | string | null;
  note: string | null;
  outcome: string | null;
  outcome_reason: string | null;
  outcome_at: Date | string | null;
}

export function approvalView(row: ApprovalRow) {
  return {
    id: row.id,
    kind: row.kind,
    amount: formatMinor(Number(row.amount_minor)),
    target: { id: row.target_user_id },
    summary: row.summary,
    requestedBy: { id: row.requested_by },
    requestedAt: iso(row.requested_at),
    status: row.status,
    decidedBy: row.decided_by ? { id: row.decided_by } : null,
    decidedAt: row.decided_at ? iso(row.decided_at) : null,
    note: row.note,
    outcome: row.outcome,
    outcomeReason: row.outcome_reason,
    outcomeAt: row.outcome_at ? iso(row.outcome_at) : null,
  };
}

const statusFilter = z.enum(['pending', 'decided'], { error: 'status must be pending or decided' }).nullish();

/** Admin: pending requests (oldest first), or the most recent decided ones. Every admin may look; deciding is finance's. */
export async function adminApprovals(deps: ContentDeps, caller: CallerIdentity | null, rawStatus: unknown) {
  requireAdminRole(caller, 'finance');
  const status = parseInput(statusFilter, rawStatus) ?? 'pending';
  const { rows } = await deps.db.query<ApprovalRow>(
    status === 'pending'
      ? "SELECT * FROM approval_requests WHERE status = 'pending' ORDER BY requested_at, id"
      : `SELECT * FROM approval_requests WHERE status <> 'pending' ORDER BY decided_at DESC, id LIMIT ${APPROVALS_RECENT_LIMIT}`,
  );
  return rows.map(approvalView);
}

/** Admin: the tab's badge. */
export async function adminPendingApprovalCount(deps: ContentDeps, caller: CallerIdentity | null): Promise<number> {
  requireAdminRole(caller, 'finance');
  const { rows } = await deps.db.query<{ n: string }>("SELECT count(*)::text AS n FROM approval_requests WHERE status = 'pending'");
  return Number(rows[0]?.n ?? 0);
}

const decisionNote = z.string().trim().max(500, 'The note must be at most 500 characters').nullish();

/**
 * The second admin's decision, once: it is recorded, audited and announced to
 * the owner in one transaction; the owner moves the money (or not) and answers.
 */
export async function decideApproval(deps: ContentDeps, caller: CallerIdentity | null, rawId: unknown, rawApprove: unknown, rawNote: unknown) {
  const admin = requireAdminRole(caller, 'finance');
  const id = parseId(rawId, 'Approval request');
  const approve = parseInput(z.boolean({ error: 'approve must be true or false' }), rawApprove);
  const note = parseInput(decisionNote, rawNote) || null;
  const decided = await deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<ApprovalRow>('SELECT * FROM approval_requests WHERE id = $1 FOR UPDATE', [id]);
    const request = rows[0];
    if (!request) throw new AppError('NOT_FOUND', 'Approval request not found');
    if (request.requested_by === admin.userId) throw new AppError('FORBIDDEN', 'A second admin must decide your own request');
    if (request.status !== 'pending') throw new AppError('CONFLICT', `This request was already ${request.status}`);
    const status = approve ? 'approved' : 'rejected';
    const updated = await tx.query<ApprovalRow>(
      'UPDATE approval_requests SET status = $2, decided_by = $3, decided_at = now(), note = $4 WHERE id = $1 RETURNING *',
      [id, status, admin.userId, note],
    );
    await enqueueEvent(tx, 'content.approval.decided.v1', { requestId: id, owner: request.owner, approved: approve, decidedBy: admin.userId, note });
    await recordAudit(tx, {
      id: randomUUID(),
      actorUserId: admin.userId,
      action: approve ? 'approval.approve' : 'approval.reject',
      targetType: 'approval',
      targetId: id,
      before: { status: 'pending', kind: request.kind, amount: formatMinor(Number(request.amount_minor)), requestedBy: request.requested_by },
      after: { status, note },
    });
    return updated.rows[0]!;
  });
  deps.afterCommit();
  return approvalView(decided);
}
