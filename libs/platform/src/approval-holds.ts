import {
  approvalExecutedSubject,
  approvalRequestedSubject,
  type ApprovalKind,
  type ApprovalOwner,
  type EventOf,
} from '@nova/contracts';
import type { Db, Sql, Tx } from './db/sql';
import { AppError } from './errors';
import { enqueueEvent, handleOnce } from './outbox';

/**
 * Four-eyes approval, the owner's side (docs/product-rules.md#four-eyes-approval).
 * A service that owns a money move keeps the held request in its
 * `approval_holds` table (the same migration in each owner) and announces it in
 * the same transaction; the content service keeps the queue admins decide in.
 * The owner acts on `content.approval.decided.v1` once per event (handleOnce)
 * and once per request (the hold leaves `pending` in the same transaction).
 */

export interface HeldMove {
  requestId: string;
  kind: ApprovalKind;
  amountMinor: number;
  targetUserId: string;
  /** The withdrawal or payout the move finishes; null for a credit or debit. */
  subjectId: string | null;
  /** The requester's reason or notes (may be empty). */
  summary: string;
  requestedBy: string;
  /** What the owner needs to carry the move out (its reason, notes...). */
  payload: Record<string, unknown>;
}

export interface ApprovalHold extends HeldMove {
  requestedAt: string;
}

export type ApprovalExecution = { outcome: 'done'; reason?: string | null } | { outcome: 'failed'; reason: string };

interface HoldRow {
  request_id: string;
  kind: ApprovalKind;
  amount_minor: string | number;
  target_user_id: string;
  subject_id: string | null;
  summary: string;
  requested_by: string;
  payload: Record<string, unknown> | string;
  requested_at: Date | string;
  status: string;
}

const holdOf = (row: HoldRow): ApprovalHold => ({
  requestId: row.request_id,
  kind: row.kind,
  amountMinor: Number(row.amount_minor),
  targetUserId: row.target_user_id,
  subjectId: row.subject_id,
  summary: row.summary,
  requestedBy: row.requested_by,
  payload: typeof row.payload === 'string' ? (JSON.parse(row.payload) as Record<string, unknown>) : row.payload,
  requestedAt: new Date(row.requested_at).toISOString(),
});

/** Whether an admin's move of this amount needs a second admin. */
export const needsSecondAdmin = (amountMinor: number, thresholdMinor: number) => amountMinor >= thresholdMinor;

/**
 * Holds the move and announces it, in the caller's transaction. A withdrawal
 * or payout already awaiting a decision cannot be asked for twice (CONFLICT).
 */
export async function holdForApproval(tx: Sql, owner: ApprovalOwner, move: HeldMove): Promise<ApprovalHold> {
  const inserted = await tx.query<{ requested_at: Date | string }>(
    `INSERT INTO approval_holds (request_id, kind, amount_minor, target_user_id, subject_id, summary, requested_by, payload, status, requested_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, 'pending', now())
     ON CONFLICT DO NOTHING RETURNING requested_at`,
    [move.requestId, move.kind, move.amountMinor, move.targetUserId, move.subjectId, move.summary, move.requestedBy, JSON.stringify(move.payload)],
  );
  const row = inserted.rows[0];
  if (!row) throw new AppError('CONFLICT', 'This already awaits a second admin’s approval');
  const requestedAt = new Date(row.requested_at).toISOString();
  await enqueueEvent(tx, approvalRequestedSubject(owner), {
    requestId: move.requestId,
    kind: move.kind,
    amountMinor: move.amountMinor,
    targetUserId: move.targetUserId,
    summary: move.summary,
    requestedBy: move.requestedBy,
    requestedAt,
  });
  return { ...move, requestedAt };
}

/** Of these withdrawals or payouts, the ones awaiting a second admin. */
export async function awaitingApproval(sql: Sql, subjectIds: readonly string[]): Promise<Set<string>> {
  if (subjectIds.length === 0) return new Set();
  const { rows } = await sql.query<{ subject_id: string }>(
    "SELECT subject_id FROM approval_holds WHERE status = 'pending' AND subject_id = ANY($1::uuid[])",
    [subjectIds],
  );
  return new Set(rows.map((row) => row.subject_id));
}

/**
 * How an owner carries out an approved move. No bus call ever runs inside a
 * transaction (the embedded database has one connection): money that must
 * move before the outcome is known (a credit or debit) moves first under a
 * key of the request, so a repeat after a crash is replayed, not paid twice;
 * the outcome and the owner's own changes are then recorded in one
 * transaction; what was only promised there (a withdrawal's settlement, a
 * payout's credit) is finished after commit, and the owner's reconciler or
 * payout worker finishes it if that is interrupted.
 */
export interface ApprovalExecutor<M = unknown> {
  /** Outside any transaction, before the outcome: the keyed money move. A 4xx refusal fails the request. */
  move?(hold: ApprovalHold): Promise<M>;
  /** In the transaction that records the outcome: re-checks and the owner's own writes. */
  record(tx: Tx, hold: ApprovalHold, decision: EventOf<'content.approval.decided.v1'>, moved: M | undefined): Promise<ApprovalExecution>;
  /** After commit, when done: finishes what was promised. */
  finish?(hold: ApprovalHold): Promise<void>;
}

/** A refusal from this service or another one's reply (4xx): the move fails for good. */
export function refusalReason(error: unknown): string | null {
  return error instanceof AppError && error.status < 500 ? error.message : null;
}

async function pendingHold(sql: Sql, requestId: string, lock: boolean): Promise<ApprovalHold | null> {
  const { rows } = await sql.query<HoldRow>(`SELECT * FROM approval_holds WHERE request_id = $1${lock ? ' FOR UPDATE' : ''}`, [requestId]);
  const row = rows[0];
  return row && row.status === 'pending' ? holdOf(row) : null;
}

/**
 * The owner's consumer of decisions: rejected → released, approved → carried
 * out; the outcome is announced. Once per event (the handled-events marker)
 * and once per request (the hold leaves `pending` with the outcome).
 */
export async function onApprovalDecided<M>(
  db: Db,
  owner: ApprovalOwner,
  consumer: string,
  decision: EventOf<'content.approval.decided.v1'>,
  executor: ApprovalExecutor<M>,
): Promise<void> {
  if (decision.owner !== owner) return;
  const hold = await pendingHold(db, decision.requestId, false);
  if (!hold) return;
  let moved: M | undefined;
  let refusal: string | null = null;
  if (decision.approved && executor.move) {
    try {
      moved = await executor.move(hold);
    } catch (error) {
      refusal = refusalReason(error);
      if (refusal === null) throw error;
    }
  }
  let outcome = null as 'done' | 'failed' | 'rejected' | null;
  await handleOnce(db, consumer, decision, async (tx) => {
    const locked = await pendingHold(tx, decision.requestId, true);
    if (!locked) return;
    let result: { outcome: 'done' | 'failed' | 'rejected'; reason: string | null };
    if (!decision.approved) result = { outcome: 'rejected', reason: decision.note };
    else if (refusal !== null) result = { outcome: 'failed', reason: refusal };
    else {
      const executed = await executor.record(tx, locked, decision, moved);
      result = { outcome: executed.outcome, reason: executed.reason ?? null };
    }
    await tx.query(
      'UPDATE approval_holds SET status = $2, decided_by = $3, reason = $4, decided_at = now() WHERE request_id = $1',
      [decision.requestId, result.outcome, decision.decidedBy, result.reason],
    );
    await enqueueEvent(tx, approvalExecutedSubject(owner), { requestId: decision.requestId, outcome: result.outcome, reason: result.reason });
    outcome = result.outcome;
  });
  if (outcome === 'done' && executor.finish) await executor.finish(hold);
}
