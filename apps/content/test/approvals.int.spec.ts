import { randomUUID } from 'node:crypto';
import type { AdminRole, CallerIdentity, EventOf } from '@nova/contracts';
import { AppError } from '@nova/platform';
import { createTestConfig, type TestConfig } from '@nova/platform/testing';
import { adminApprovals, adminPendingApprovalCount, decideApproval, onApprovalExecuted, onApprovalRequested } from '../src/approvals';
import type { ContentDeps } from '../src/deps';
import { contentConfigSchema, createContentService, type ContentService } from '../src/index';

/**
 * The four-eyes queue on the real PostgreSQL (docs/product-rules.md#four-eyes-approval):
 * owners' requests enter once, a second finance admin decides once (never the
 * requester), the decision is announced and audited with it, and the owner's
 * outcome is recorded once.
 */
let test: TestConfig;
let content: ContentService;
let deps: ContentDeps;

const adminOf = (adminRole: AdminRole): CallerIdentity => ({ userId: randomUUID(), isAdmin: true, adminRole, sessionId: randomUUID() });
const [requester, approver, superadmin, support] = [adminOf('finance'), adminOf('finance'), adminOf('superadmin'), adminOf('support')];
const player: CallerIdentity = { userId: randomUUID(), isAdmin: false, sessionId: randomUUID() };

function requested(kind: 'credit' | 'withdrawal', amountMinor: number): EventOf<'identity.approval.requested.v1'> {
  return {
    id: randomUUID(),
    occurredAt: new Date().toISOString(),
    requestId: randomUUID(),
    kind,
    amountMinor,
    targetUserId: randomUUID(),
    summary: 'goodwill',
    requestedBy: requester.userId,
    requestedAt: new Date().toISOString(),
  };
}

async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return 'none';
}

const outboxDecisions = async (requestId: string) =>
  (await deps.db.query<{ payload: EventOf<'content.approval.decided.v1'> }>("SELECT payload FROM outbox WHERE subject = 'content.approval.decided.v1' AND payload->>'requestId' = $1", [requestId])).rows.map(
    (row) => row.payload,
  );

beforeAll(async () => {
  test = await createTestConfig('content_approvals', 'stack');
  content = createContentService({ config: contentConfigSchema.parse(test.config) });
  await content.start();
  deps = content.deps();
});

afterAll(async () => {
  await content?.stop();
  await test?.cleanUp();
});

describe('the four-eyes queue', () => {
  it('takes an owner request once, however often its event arrives', async () => {
    const event = requested('credit', 150_000);
    await onApprovalRequested(deps.db, 'identity', event);
    await onApprovalRequested(deps.db, 'identity', event);
    await onApprovalRequested(deps.db, 'identity', { ...event, id: randomUUID() });
    const pending = (await adminApprovals(deps, approver, 'pending')).filter((request) => request.id === event.requestId);
    expect(pending).toEqual([expect.objectContaining({ kind: 'credit', amount: '1500.00', summary: 'goodwill', status: 'pending', requestedBy: { id: requester.userId }, outcome: null })]);
    expect(await adminPendingApprovalCount(deps, approver)).toBeGreaterThanOrEqual(1);
  });

  it('lets only a second finance admin (or a superadmin) decide, once, announcing and auditing the decision', async () => {
    const event = requested('withdrawal', 200_000);
    await onApprovalRequested(deps.db, 'payments', event);
    const id = event.requestId;

    expect(await refusal(decideApproval(deps, requester, id, true, null))).toBe('FORBIDDEN');
    expect(await refusal(decideApproval(deps, support, id, true, null))).toBe('FORBIDDEN');
    expect(await refusal(decideApproval(deps, player, id, true, null))).toBe('FORBIDDEN');
    expect(await refusal(decideApproval(deps, null, id, true, null))).toBe('UNAUTHENTICATED');
    expect(await refusal(adminApprovals(deps, support, 'pending'))).toBe('FORBIDDEN');
    expect(await refusal(decideApproval(deps, approver, id, 'yes', null))).toBe('BAD_USER_INPUT');
    expect(await refusal(decideApproval(deps, approver, 'not-an-id', true, null))).toBe('NOT_FOUND');
    expect(await refusal(decideApproval(deps, approver, randomUUID(), true, null))).toBe('NOT_FOUND');
    expect(await refusal(decideApproval(deps, approver, id, true, 'x'.repeat(501)))).toBe('BAD_USER_INPUT');
    // Nothing above changed the request or announced anything.
    expect(await outboxDecisions(id)).toEqual([]);

    const decided = await decideApproval(deps, approver, id, true, '  paid by bank  ');
    expect(decided).toMatchObject({ status: 'approved', decidedBy: { id: approver.userId }, note: 'paid by bank', outcome: null });
    expect(await refusal(decideApproval(deps, superadmin, id, false, null))).toBe('CONFLICT');
    expect(await outboxDecisions(id)).toEqual([expect.objectContaining({ requestId: id, owner: 'payments', approved: true, decidedBy: approver.userId, note: 'paid by bank' })]);
    const audited = await deps.db.query<{ action: string; actor_user_id: string; after: { status: string } }>(
      "SELECT action, actor_user_id, after FROM audit_log WHERE target_type = 'approval' AND target_id = $1",
      [id],
    );
    expect(audited.rows).toEqual([{ action: 'approval.approve', actor_user_id: approver.userId, after: { status: 'approved', note: 'paid by bank' } }]);
    expect((await adminApprovals(deps, approver, 'pending')).some((request) => request.id === id)).toBe(false);
  });

  it('records the owner outcome once, and shows it among the decided requests', async () => {
    const event = requested('credit', 300_000);
    await onApprovalRequested(deps.db, 'identity', event);
    await decideApproval(deps, superadmin, event.requestId, true, null);
    const executed = { id: randomUUID(), occurredAt: new Date().toISOString(), requestId: event.requestId, outcome: 'failed' as const, reason: 'Not enough balance' };
    await onApprovalExecuted(deps.db, executed);
    // A later, different answer for the same request does not overwrite the first.
    await onApprovalExecuted(deps.db, { ...executed, id: randomUUID(), outcome: 'done', reason: null });
    const decided = (await adminApprovals(deps, approver, 'decided')).find((request) => request.id === event.requestId);
    expect(decided).toMatchObject({ status: 'approved', outcome: 'failed', outcomeReason: 'Not enough balance' });
    expect(await refusal(adminApprovals(deps, approver, 'everything'))).toBe('BAD_USER_INPUT');
  });

  it('records a rejection with its note and the audit entry', async () => {
    const event = requested('credit', 100_000);
    await onApprovalRequested(deps.db, 'identity', event);
    expect(await decideApproval(deps, approver, event.requestId, false, 'no ticket attached')).toMatchObject({ status: 'rejected', note: 'no ticket attached' });
    expect(await outboxDecisions(event.requestId)).toEqual([expect.objectContaining({ approved: false, owner: 'identity', note: 'no ticket attached' })]);
    const audited = await deps.db.query<{ action: string }>("SELECT action FROM audit_log WHERE target_id = $1", [event.requestId]);
    expect(audited.rows.map((row) => row.action)).toEqual(['approval.reject']);
  });
});
