import { z } from 'zod';

/**
 * Four-eyes approval (docs/product-rules.md#four-eyes-approval): an admin's
 * money move at or above the four-eyes threshold is held by the service that
 * owns it (identity: credits and debits, payments: withdrawal completions,
 * draws: manual payouts) until a second admin decides it in the content
 * service's queue.
 */
const base = {
  id: z.string().uuid(),
  occurredAt: z.string().datetime(),
};

export const APPROVAL_OWNERS = ['identity', 'payments', 'draws'] as const;
export type ApprovalOwner = (typeof APPROVAL_OWNERS)[number];

export const APPROVAL_KINDS = ['credit', 'debit', 'withdrawal', 'payout'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

export const APPROVAL_OUTCOMES = ['done', 'failed', 'rejected'] as const;
export type ApprovalOutcome = (typeof APPROVAL_OUTCOMES)[number];

/** The owner held a money move: it waits for a second admin. */
const requested = z.object({
  ...base,
  requestId: z.string().uuid(),
  kind: z.enum(APPROVAL_KINDS),
  amountMinor: z.number().int().positive(),
  targetUserId: z.string().uuid(),
  /** The requester's reason or notes, for the approver (may be empty). */
  summary: z.string().max(600),
  requestedBy: z.string().uuid(),
  requestedAt: z.string().datetime(),
});

/** The owner acted on a decision: done (money moved), failed (it could not) or rejected (released, nothing moved). */
const executed = z.object({
  ...base,
  requestId: z.string().uuid(),
  outcome: z.enum(APPROVAL_OUTCOMES),
  reason: z.string().max(500).nullable(),
});

export const approvalEventSchemas = {
  'identity.approval.requested.v1': requested,
  'payments.approval.requested.v1': requested,
  'draws.approval.requested.v1': requested,
  /** A second admin approved or rejected a held request; only its owner acts on it. */
  'content.approval.decided.v1': z.object({
    ...base,
    requestId: z.string().uuid(),
    owner: z.enum(APPROVAL_OWNERS),
    approved: z.boolean(),
    decidedBy: z.string().uuid(),
    note: z.string().max(500).nullable(),
  }),
  'identity.approval.executed.v1': executed,
  'payments.approval.executed.v1': executed,
  'draws.approval.executed.v1': executed,
} as const;

export const approvalRequestedSubject = (owner: ApprovalOwner) => `${owner}.approval.requested.v1` as const;
export const approvalExecutedSubject = (owner: ApprovalOwner) => `${owner}.approval.executed.v1` as const;
