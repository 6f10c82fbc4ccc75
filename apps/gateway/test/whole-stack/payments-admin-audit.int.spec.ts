import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startGatewayStack, type GatewayStack } from '../support/stack-harness';
import { createMethod, eventually, freshPng, fundedDeposit, SAVED_BANK, savePayoutMethods, signUp, uploadDeposit, type Player } from '../support/payments-client';

/** The whole stack through the gateway: payments' admin actions reach the content service's audit log. */
let stack: GatewayStack;
let admin: Player;

beforeAll(async () => {
  stack = await startGatewayStack('pa_audit', {}, { SCHEDULER_ENABLED: 'false' }, { RECONCILER_ENABLED: 'false' });
  admin = await signUp(stack, { admin: true });
});

afterAll(async () => {
  await stack?.close();
});

interface AuditEntry {
  actorUserId: string;
  action: string;
  targetType: string;
  targetId: string | null;
  before: string | null;
  after: string | null;
}

const entries = async () => (await admin.client.send('GET', '/api/admin/audit-log')).body.entries as AuditEntry[];

/** The entry's before and after, parsed, once it arrived. */
async function audited(action: string, targetId: string): Promise<{ entry: AuditEntry; before: Record<string, unknown> | null; after: Record<string, unknown> | null }> {
  let entry: AuditEntry | undefined;
  await eventually(async () => {
    entry = (await entries()).find((candidate) => candidate.action === action && candidate.targetId === targetId);
    return entry !== undefined;
  });
  const found = entry as AuditEntry;
  const parse = (json: string | null) => (json === null ? null : (JSON.parse(json) as Record<string, unknown>));
  return { entry: found, before: parse(found.before), after: parse(found.after) };
}

describe('payments admin actions reach the audit log', () => {
  it('records payment method create, update and delete with before and after', async () => {
    const id = await createMethod(admin, { name: 'Audit Bank', minAmount: '20.00' });
    const created = await audited('payment_method.create', id);
    expect(created.entry).toMatchObject({ actorUserId: admin.userId, targetType: 'payment_method', before: null });
    expect(created.after).toMatchObject({ name: 'Audit Bank', type: 'bank_transfer', isActive: true, minAmount: '20.00', maxAmount: '10000.00', archived: false });

    expect((await admin.client.send('PATCH', `/api/admin/payment-methods/${id}`, { isActive: false })).status).toBe(200);
    const updated = await audited('payment_method.update', id);
    expect([updated.before?.isActive, updated.after?.isActive]).toEqual([true, false]);

    expect((await admin.client.send('DELETE', `/api/admin/payment-methods/${id}`)).status).toBe(200);
    const deleted = await audited('payment_method.delete', id);
    expect(deleted.before).toMatchObject({ name: 'Audit Bank', isActive: false });
    expect(deleted.after).toEqual({ deleted: true, archived: false });
  });

  it('records deposit approval and rejection, and each withdrawal decision', async () => {
    const methodId = await createMethod(admin);
    const player = await signUp(stack);
    const approvedId = await fundedDeposit(stack, admin, player, methodId, '80.00');
    const approved = await audited('deposit.approve', approvedId);
    expect(approved.entry).toMatchObject({ actorUserId: admin.userId, targetType: 'deposit' });
    expect(approved.before).toMatchObject({ status: 'pending', amount: '80.00', userId: player.userId });
    expect(approved.after).toMatchObject({ status: 'approved', amount: '80.00' });

    const rejectedId = String((await uploadDeposit(player.client, stack.baseUrl, { amount: '30.00', paymentMethod: methodId, file: freshPng() })).body.id);
    expect((await admin.client.send('PATCH', `/api/admin/deposits/${rejectedId}`, { status: 'rejected' })).status).toBe(200);
    expect((await audited('deposit.reject', rejectedId)).after).toMatchObject({ status: 'rejected', adminNotes: 'Rejected by admin' });
    // Repeating a decision changes nothing and records nothing more.
    expect((await admin.client.send('PATCH', `/api/admin/deposits/${rejectedId}`, { status: 'rejected' })).status).toBe(200);

    await eventually(async () => (await player.client.send('GET', '/api/user')).body.availableBalance === '80.00');
    await savePayoutMethods(player);
    const withdrawal = await player.client.send('POST', '/api/withdrawals', { amount: '25.00', paymentMethodId: SAVED_BANK.id });
    expect(withdrawal.status).toBe(201);
    const withdrawalId = String(withdrawal.body.id);
    await admin.client.send('PATCH', `/api/admin/withdrawals/${withdrawalId}`, { status: 'processing', adminNotes: 'Checking' });
    await admin.client.send('PATCH', `/api/admin/withdrawals/${withdrawalId}`, { status: 'completed' });
    const processing = await audited('withdrawal.processing', withdrawalId);
    expect([processing.before?.status, processing.after?.status, processing.after?.adminNotes]).toEqual(['pending', 'processing', 'Checking']);
    expect((await audited('withdrawal.completed', withdrawalId)).after).toMatchObject({ status: 'completed', amount: '25.00' });

    const all = await entries();
    expect(all.filter((entry) => entry.targetId === rejectedId).map((entry) => entry.action)).toEqual(['deposit.reject']);
  });
});
