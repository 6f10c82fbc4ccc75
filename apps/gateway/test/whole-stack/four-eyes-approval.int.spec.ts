import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { EventOf } from '@nova/contracts';
import { onPayoutApprovalDecided } from '@nova/draws';
import { onMoneyApprovalDecided } from '@nova/identity';
import { onWithdrawalApprovalDecided } from '@nova/payments';
import { createNatsBus, type Bus } from '@nova/platform';
import { silentLogger, testEnv } from '@nova/platform/testing';
import { makeDrawDue, startGatewayStack, type GatewayStack } from '../support/stack-harness';
import { balanceOf, createMethod, eventually, fundedDeposit, savePayoutMethods, SAVED_BANK, signUp, type Player } from '../support/payments-client';

/**
 * Four-eyes approval through the whole stack (docs/product-rules.md#four-eyes-approval):
 * for each kind of held money move (credit/debit, withdrawal completion,
 * manual payout) below the threshold acts at once; at or above it waits, the
 * requester cannot decide it, a second finance admin's approval moves the
 * money exactly once (even when the decision is delivered again), a
 * rejection moves nothing, and an approval that can no longer be carried
 * out is reported as failed.
 */
type Decision = EventOf<'content.approval.decided.v1'>;

let stack: GatewayStack;
let boss: Player;
let alice: Player;
let bob: Player;
let sam: Player;
let methodId: string;
let bus: Bus;
const decisions: Decision[] = [];

interface Approval {
  id: string;
  kind: string;
  amount: string;
  summary: string;
  status: string;
  outcome: string | null;
  outcomeReason: string | null;
  target: { id: string };
  requestedBy: { id: string };
  decidedBy: { id: string } | null;
}

beforeAll(async () => {
  stack = await startGatewayStack('four_eyes', {}, { SCHEDULER_ENABLED: 'false' }, { RECONCILER_ENABLED: 'false' });
  bus = await createNatsBus({ url: testEnv().TEST_NATS_URL, prefix: stack.subjectPrefix, service: 'four-eyes-test', logger: silentLogger() });
  await bus.subscribe('content.approval.decided.v1', 'four-eyes-test-decisions', async (event) => {
    decisions.push(event);
  });
  boss = await signUp(stack, { admin: true });
  alice = await signUp(stack, { admin: 'finance' });
  bob = await signUp(stack, { admin: 'finance' });
  sam = await signUp(stack, { admin: 'support' });
  methodId = await createMethod(boss, { maxAmount: '5000.00' });
  const saved = await boss.client.send('POST', '/api/admin/settings', { fourEyesThreshold: '100.00', autoPayoutLimit: '0.00' });
  expect([saved.status, saved.body.fourEyesThreshold]).toEqual([200, '100.00']);
  // Each owner applies the content service's threshold from its own copy.
  for (const db of [stack.identityDb, stack.paymentsDb, stack.drawsDb]) {
    await eventually(async () => {
      const { rows } = await db.query<{ figures: { fourEyesThresholdMinor?: number } }>('SELECT figures FROM content_settings');
      return rows[0]?.figures.fourEyesThresholdMinor === 100_00;
    });
  }
});

afterAll(async () => {
  await bus?.close();
  await stack?.close();
});

async function approvals(status: 'pending' | 'decided', as: Player = bob): Promise<{ requests: Approval[]; pending: number }> {
  const reply = await as.client.send('GET', `/api/admin/approvals?status=${status}`);
  expect(reply.status).toBe(200);
  return reply.body as unknown as { requests: Approval[]; pending: number };
}

/** The queue's request for this target and kind, once the owner's event reached it. */
async function queued(targetId: string, kind: string, amount: string): Promise<Approval> {
  let found: Approval | undefined;
  await eventually(async () => {
    found = (await approvals('pending')).requests.find((request) => request.target.id === targetId && request.kind === kind && request.amount === amount);
    return found !== undefined;
  });
  return found as Approval;
}

async function decide(as: Player, id: string, approve: boolean, note?: string) {
  return as.client.send('POST', `/api/admin/approvals/${id}/decision`, { approve, ...(note ? { note } : {}) });
}

/** The decided request once its owner answered. */
async function outcomeOf(id: string): Promise<Approval> {
  let found: Approval | undefined;
  await eventually(async () => {
    found = (await approvals('decided')).requests.find((request) => request.id === id && request.outcome !== null);
    return found !== undefined;
  });
  return found as Approval;
}

/** The owner's consumer gets the same decision again, and a copy under a new event id. */
async function deliverAgain(requestId: string, handle: (event: Decision) => Promise<void>): Promise<void> {
  let decision: Decision | undefined;
  await eventually(async () => {
    decision = decisions.find((event) => event.requestId === requestId);
    return decision !== undefined;
  });
  const event = decision as Decision;
  await handle(event);
  await handle(event);
  await handle({ ...event, id: randomUUID() });
}

const transfersWithKey = async (key: string) =>
  Number((await stack.walletDb.query<{ n: string }>('SELECT count(*)::text AS n FROM transfers WHERE idempotency_key = $1', [key])).rows[0]?.n);

describe('four-eyes approval of an admin credit or debit', () => {
  it('credits below the threshold at once; holds a larger one for a second finance admin, who moves it once', async () => {
    const player = await signUp(stack);
    const small = await alice.client.send('PATCH', `/api/admin/users/${player.userId}`, { action: 'addCredit', amount: '99.99', reason: 'small goodwill' });
    expect([small.status, small.body.pendingApproval]).toEqual([200, false]);
    expect((await balanceOf(player)).balance).toBe('99.99');

    const large = await alice.client.send('PATCH', `/api/admin/users/${player.userId}`, { action: 'addCredit', amount: '100.00', reason: 'big goodwill' });
    expect([large.status, large.body.pendingApproval]).toEqual([200, true]);
    expect(String(large.body.message)).toMatch(/second admin/);
    const request = await queued(player.userId, 'credit', '100.00');
    expect(request).toMatchObject({ status: 'pending', summary: 'big goodwill', requestedBy: { id: alice.userId }, outcome: null });
    expect((await approvals('pending')).pending).toBeGreaterThanOrEqual(1);
    expect((await balanceOf(player)).balance).toBe('99.99');

    // The requester, an admin of another role and a player cannot decide it.
    const own = await decide(alice, request.id, true);
    expect([own.status, own.body.code]).toEqual([403, 'FORBIDDEN']);
    expect((await decide(sam, request.id, true)).status).toBe(403);
    expect((await decide(player, request.id, true)).status).toBe(403);
    expect((await sam.client.send('GET', '/api/admin/approvals')).status).toBe(403);
    expect((await decide(bob, request.id, 'yes' as unknown as boolean)).status).toBe(400);

    const approved = await decide(bob, request.id, true, 'checked the ticket');
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', decidedBy: { id: bob.userId }, note: 'checked the ticket' });
    expect(await outcomeOf(request.id)).toMatchObject({ outcome: 'done', outcomeReason: null });
    expect((await balanceOf(player)).balance).toBe('199.99');
    const again = await decide(bob, request.id, false);
    expect([again.status, again.body.code]).toEqual([409, 'CONFLICT']);

    const identityDeps = stack.identity.deps();
    await deliverAgain(request.id, (event) => onMoneyApprovalDecided(identityDeps, event));
    expect(await transfersWithKey(`admin-approval:${request.id}`)).toBe(1);
    expect((await balanceOf(player)).balance).toBe('199.99');
  });

  it('moves nothing on a rejection, and reports a debit the balance no longer covers as failed', async () => {
    const player = await signUp(stack);
    await fundedDeposit(stack, boss, player, methodId, '150.00');
    await eventually(async () => (await balanceOf(player)).balance === '150.00');

    expect((await alice.client.send('PATCH', `/api/admin/users/${player.userId}`, { action: 'removeCredit', amount: '120.00' })).body.pendingApproval).toBe(true);
    const rejected = await queued(player.userId, 'debit', '120.00');
    expect((await decide(bob, rejected.id, false, 'no reason given')).body).toMatchObject({ status: 'rejected' });
    expect(await outcomeOf(rejected.id)).toMatchObject({ outcome: 'rejected', outcomeReason: 'no reason given' });
    expect((await balanceOf(player)).balance).toBe('150.00');

    expect((await alice.client.send('PATCH', `/api/admin/users/${player.userId}`, { action: 'removeCredit', amount: '140.00' })).body.pendingApproval).toBe(true);
    const tooLarge = await queued(player.userId, 'debit', '140.00');
    // Meanwhile the player spends part of the balance: the debit no longer fits.
    expect((await alice.client.send('PATCH', `/api/admin/users/${player.userId}`, { action: 'removeCredit', amount: '50.00' })).body.pendingApproval).toBe(false);
    expect((await decide(bob, tooLarge.id, true)).status).toBe(200);
    const failed = await outcomeOf(tooLarge.id);
    expect(failed.outcome).toBe('failed');
    expect(failed.outcomeReason).toMatch(/balance/i);
    expect((await balanceOf(player)).balance).toBe('100.00');
    expect(await transfersWithKey(`admin-approval:${tooLarge.id}`)).toBe(0);
  });
});

describe('four-eyes approval of a withdrawal completion', () => {
  it('completes a small one at once; holds a larger one until a second admin approves, settling it once', async () => {
    const player = await signUp(stack);
    await fundedDeposit(stack, boss, player, methodId, '600.00');
    await eventually(async () => (await balanceOf(player)).balance === '600.00');
    await savePayoutMethods(player);
    const withdraw = async (amount: string) => String((await player.client.send('POST', '/api/withdrawals', { amount, paymentMethodId: SAVED_BANK.id })).body.id);

    const smallId = await withdraw('50.00');
    const small = await alice.client.send('PATCH', `/api/admin/withdrawals/${smallId}`, { status: 'completed' });
    expect([small.status, small.body.status, small.body.pendingApproval]).toEqual([200, 'completed', false]);

    const largeId = await withdraw('200.00');
    const held = await alice.client.send('PATCH', `/api/admin/withdrawals/${largeId}`, { status: 'completed', adminNotes: 'paid by bank' });
    expect([held.status, held.body.status, held.body.pendingApproval]).toEqual([200, 'pending', true]);
    const twice = await alice.client.send('PATCH', `/api/admin/withdrawals/${largeId}`, { status: 'completed' });
    expect([twice.status, twice.body.code]).toEqual([409, 'CONFLICT']);
    const listed = (await boss.client.send('GET', '/api/admin/withdrawals')).body as unknown as Array<{ id: string; pendingApproval: boolean }>;
    expect(listed.find((withdrawal) => withdrawal.id === largeId)?.pendingApproval).toBe(true);
    const request = await queued(player.userId, 'withdrawal', '200.00');
    expect(request.summary).toBe('paid by bank');
    expect(await balanceOf(player)).toEqual({ balance: '550.00', availableBalance: '350.00', heldBalance: '200.00' });

    expect((await decide(alice, request.id, true)).status).toBe(403);
    expect((await decide(bob, request.id, true)).status).toBe(200);
    expect(await outcomeOf(request.id)).toMatchObject({ outcome: 'done' });
    // Completed with the decision; the hold is settled right after it.
    await eventually(async () => (await balanceOf(player)).heldBalance === '0.00');
    expect(await balanceOf(player)).toEqual({ balance: '350.00', availableBalance: '350.00', heldBalance: '0.00' });
    const done = (await boss.client.send('GET', '/api/admin/withdrawals')).body as unknown as Array<{ id: string; status: string; pendingApproval: boolean }>;
    expect(done.find((withdrawal) => withdrawal.id === largeId)).toMatchObject({ status: 'completed', pendingApproval: false });

    const paymentsDeps = stack.payments.deps();
    await deliverAgain(request.id, (event) => onWithdrawalApprovalDecided(paymentsDeps, event));
    expect(await transfersWithKey(`withdrawal-settle:${largeId}`)).toBe(1);
    expect((await balanceOf(player)).balance).toBe('350.00');

    // Rejected: the withdrawal stays as it was, still held.
    const keptId = await withdraw('120.00');
    expect((await alice.client.send('PATCH', `/api/admin/withdrawals/${keptId}`, { status: 'completed' })).body.pendingApproval).toBe(true);
    const rejected = await queued(player.userId, 'withdrawal', '120.00');
    expect((await decide(bob, rejected.id, false)).status).toBe(200);
    expect(await outcomeOf(rejected.id)).toMatchObject({ outcome: 'rejected' });
    expect(await balanceOf(player)).toEqual({ balance: '350.00', availableBalance: '230.00', heldBalance: '120.00' });

    // Rejected by an admin while the completion waited: the approval can no longer complete it.
    const refusedId = await withdraw('110.00');
    expect((await alice.client.send('PATCH', `/api/admin/withdrawals/${refusedId}`, { status: 'completed' })).body.pendingApproval).toBe(true);
    const late = await queued(player.userId, 'withdrawal', '110.00');
    expect((await boss.client.send('PATCH', `/api/admin/withdrawals/${refusedId}`, { status: 'rejected' })).status).toBe(200);
    expect((await decide(bob, late.id, true)).status).toBe(200);
    expect(await outcomeOf(late.id)).toMatchObject({ outcome: 'failed', outcomeReason: 'The withdrawal was rejected meanwhile' });
    expect(await transfersWithKey(`withdrawal-settle:${refusedId}`)).toBe(0);
  });
});

describe('four-eyes approval of a manual payout', () => {
  it('pays a small prize at once; holds a larger one until a second admin approves, crediting it once', async () => {
    const buyer = await signUp(stack);
    await fundedDeposit(stack, boss, buyer, methodId, '650.00');
    await eventually(async () => (await balanceOf(buyer)).balance === '650.00');
    /** A draw of one ticket: its one prize is 70% of the price. */
    const wonPayout = async (ticketPrice: number): Promise<string> => {
      const created = await boss.client.send('POST', '/api/draws', { name: `Four Eyes ${ticketPrice}`, period: 'daily', ticketPrice, maxTickets: 10, drawDate: new Date(Date.now() + 3_600_000).toISOString() });
      const drawId = String(created.body.id);
      expect((await buyer.client.send('POST', '/api/tickets/buy', { drawId, quantity: 1 })).status).toBe(201);
      await makeDrawDue(stack, drawId);
      expect((await boss.client.send('POST', `/api/draws/${drawId}/trigger`)).status).toBe(200);
      const pending = (await boss.client.send('GET', '/api/admin/payouts?status=pending')).body as unknown as Array<{ id: string; drawId: string }>;
      return String(pending.find((payout) => payout.drawId === drawId)?.id);
    };

    const smallId = await wonPayout(50);
    const small = await alice.client.send('PATCH', `/api/admin/payouts/${smallId}`, { status: 'paid' });
    expect([small.status, small.body.status, small.body.pendingApproval]).toEqual([200, 'paid', false]);
    expect((await balanceOf(buyer)).balance).toBe('635.00');

    const largeId = await wonPayout(200);
    const held = await alice.client.send('PATCH', `/api/admin/payouts/${largeId}`, { status: 'paid' });
    expect([held.status, held.body.status, held.body.pendingApproval]).toEqual([200, 'pending', true]);
    const request = await queued(buyer.userId, 'payout', '140.00');
    expect((await balanceOf(buyer)).balance).toBe('435.00');
    expect((await decide(alice, request.id, true)).status).toBe(403);
    expect((await decide(bob, request.id, true)).status).toBe(200);
    expect(await outcomeOf(request.id)).toMatchObject({ outcome: 'done' });
    // Promised with the decision; the prize is credited right after it.
    await eventually(async () => (await balanceOf(buyer)).balance === '575.00');
    const drawsDeps = stack.draws.deps();
    await deliverAgain(request.id, (event) => onPayoutApprovalDecided(drawsDeps, event));
    expect(await transfersWithKey(`payout:${largeId}`)).toBe(1);
    expect((await balanceOf(buyer)).balance).toBe('575.00');

    // Rejected: the payout stays pending and unpaid.
    const keptId = await wonPayout(200);
    expect((await alice.client.send('PATCH', `/api/admin/payouts/${keptId}`, { status: 'paid' })).body.pendingApproval).toBe(true);
    const rejected = await queued(buyer.userId, 'payout', '140.00');
    expect((await decide(bob, rejected.id, false)).status).toBe(200);
    expect(await outcomeOf(rejected.id)).toMatchObject({ outcome: 'rejected' });
    expect(await transfersWithKey(`payout:${keptId}`)).toBe(0);

    // Marked failed while it waited: the approval reports that it could not pay.
    expect((await alice.client.send('PATCH', `/api/admin/payouts/${keptId}`, { status: 'paid' })).body.pendingApproval).toBe(true);
    const late = await queued(buyer.userId, 'payout', '140.00');
    expect((await alice.client.send('PATCH', `/api/admin/payouts/${keptId}`, { status: 'failed' })).status).toBe(200);
    expect((await decide(bob, late.id, true)).status).toBe(200);
    expect(await outcomeOf(late.id)).toMatchObject({ outcome: 'failed', outcomeReason: 'The payout was marked failed meanwhile' });
    expect(await transfersWithKey(`payout:${keptId}`)).toBe(0);
    expect((await balanceOf(buyer)).balance).toBe('375.00');
  });
});
