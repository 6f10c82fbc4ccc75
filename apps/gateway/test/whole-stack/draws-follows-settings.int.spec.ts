import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startGatewayStack, type GatewayStack } from '../support/stack-harness';
import { createMethod, eventually, fundedDeposit, signUp, type Player } from '../support/payments-client';

/**
 * The whole stack through the gateway: the admin's settings (content service)
 * drive the draws service, and its admin actions reach the content audit log.
 */
let stack: GatewayStack;
let admin: Player;
let methodId: string;

beforeAll(async () => {
  stack = await startGatewayStack('dr_settings', {}, { SCHEDULER_ENABLED: 'false' }, { RECONCILER_ENABLED: 'false' });
  admin = await signUp(stack, { admin: true });
  methodId = await createMethod(admin);
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

async function auditEntries(): Promise<AuditEntry[]> {
  const reply = await admin.client.send('GET', '/api/admin/audit-log');
  return reply.body.entries as AuditEntry[];
}

async function auditOf(action: string, targetId: string): Promise<AuditEntry> {
  let found: AuditEntry | undefined;
  await eventually(async () => {
    found = (await auditEntries()).find((entry) => entry.action === action && entry.targetId === targetId);
    return found !== undefined;
  });
  return found as AuditEntry;
}

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

async function createDraw(name: string): Promise<string> {
  const created = await admin.client.send('POST', '/api/draws', { name, period: 'daily', ticketPrice: 5, maxTickets: 100, drawDate: inAnHour() });
  expect(created.status).toBe(201);
  return String(created.body.id);
}

/** Its draw date comes (an admin cannot run a draw earlier). */
async function makeDue(drawId: string): Promise<void> {
  await stack.drawsDb.query("UPDATE draws SET draw_date = now() - interval '1 second' WHERE id = $1", [drawId]);
}

async function prizePoolOf(drawId: string): Promise<string> {
  const current = (await admin.client.send('GET', '/api/draws/current')).body as unknown as Array<{ id: string; prizePool: string }>;
  return current.find((draw) => draw.id === drawId)?.prizePool ?? 'missing';
}

describe('draws follow the admin settings of the content service', () => {
  it('uses the saved profit percentage for pools and settlement, and the saved auto-payout limit', async () => {
    const buyer = await signUp(stack);
    await fundedDeposit(stack, admin, buyer, methodId, '100.00');
    await eventually(async () => (await buyer.client.send('GET', '/api/user')).body.balance === '100.00');
    const drawId = await createDraw('Settings Daily');
    expect((await buyer.client.send('POST', '/api/tickets/buy', { drawId, quantity: 10 })).status).toBe(201);
    // Sales 45.00 (10 × 5.00, 10% off); the configured 30% keeps 13.50.
    expect(await prizePoolOf(drawId)).toBe('31.50');

    const saved = await admin.client.send('POST', '/api/admin/settings', { adminProfitPercentage: 50, autoPayoutLimit: '0.00' });
    expect(saved.status).toBe(200);
    await eventually(async () => (await prizePoolOf(drawId)) === '22.50');

    await makeDue(drawId);
    expect((await admin.client.send('POST', `/api/draws/${drawId}/trigger`)).status).toBe(200);
    const analytics = await admin.client.send('GET', `/api/admin/analytics/draw/${drawId}`);
    expect(analytics.body).toMatchObject({ totalSales: '45.00', adminProfit: '22.50', profitPercentage: 50 });
    // With a limit of 0.00 no prize is paid without the admin.
    const payouts = (await admin.client.send('GET', '/api/admin/payouts?status=pending')).body as unknown as Array<{ drawId: string }>;
    expect(payouts.filter((payout) => payout.drawId === drawId)).toHaveLength(10);
    expect((await buyer.client.send('GET', '/api/user')).body.balance).toBe('55.00');
  });
});

describe('draws admin actions reach the audit log', () => {
  it('records create, rename, trigger, payout paid and failed, and delete with the acting admin', async () => {
    await admin.client.send('POST', '/api/admin/settings', { adminProfitPercentage: 30, autoPayoutLimit: '0.00' });
    const buyer = await signUp(stack);
    await fundedDeposit(stack, admin, buyer, methodId, '50.00');
    await eventually(async () => (await buyer.client.send('GET', '/api/user')).body.balance === '50.00');
    const drawId = await createDraw('Audit Daily');
    const created = await auditOf('draw.create', drawId);
    expect(created).toMatchObject({ actorUserId: admin.userId, targetType: 'draw', before: null });
    expect(JSON.parse(created.after ?? '{}')).toMatchObject({ name: 'Audit Daily', period: 'daily', ticketPrice: '5.00', maxTickets: 100 });

    await admin.client.send('PATCH', `/api/admin/draws/${drawId}`, { name: 'Audit Prime' });
    const renamed = await auditOf('draw.rename', drawId);
    expect([JSON.parse(renamed.before ?? '{}'), JSON.parse(renamed.after ?? '{}')]).toEqual([{ name: 'Audit Daily' }, { name: 'Audit Prime' }]);

    await eventually(async () => (await prizePoolOf(drawId)) !== 'missing');
    expect((await buyer.client.send('POST', '/api/tickets/buy', { drawId, quantity: 2 })).status).toBe(201);
    await eventually(async () => (await prizePoolOf(drawId)) === '7.00');
    await makeDue(drawId);
    expect((await admin.client.send('POST', `/api/draws/${drawId}/trigger`)).status).toBe(200);
    const triggered = await auditOf('draw.trigger', drawId);
    expect(JSON.parse(triggered.before ?? '{}')).toMatchObject({ status: 'active', ticketsSold: 2 });
    expect(JSON.parse(triggered.after ?? '{}')).toEqual({ status: 'completed', winners: 2, adminProfitPercentage: 30 });

    const pending = ((await admin.client.send('GET', '/api/admin/payouts?status=pending')).body as unknown as Array<{ id: string; drawId: string }>).filter(
      (payout) => payout.drawId === drawId,
    );
    expect(pending).toHaveLength(2);
    const [first, second] = [{ id: String(pending[0]?.id) }, { id: String(pending[1]?.id) }];
    expect((await admin.client.send('PATCH', `/api/admin/payouts/${first.id}`, { status: 'paid' })).status).toBe(200);
    expect((await admin.client.send('PATCH', `/api/admin/payouts/${second.id}`, { status: 'failed' })).status).toBe(200);
    const paid = await auditOf('payout.approve', first.id);
    expect(paid).toMatchObject({ actorUserId: admin.userId, targetType: 'payout' });
    expect(JSON.parse(paid.before ?? '{}')).toMatchObject({ status: 'pending', userId: buyer.userId });
    expect(JSON.parse(paid.after ?? '{}')).toMatchObject({ status: 'paid' });
    expect(JSON.parse((await auditOf('payout.reject', second.id)).after ?? '{}')).toEqual({ status: 'failed', adminNotes: 'Payment failed' });

    expect((await admin.client.send('DELETE', `/api/admin/draws/${drawId}?force=true`)).status).toBe(200);
    // A completed draw is archived, never erased.
    expect(JSON.parse((await auditOf('draw.delete', drawId)).after ?? '{}')).toEqual({ archived: true, forced: true });
  });

  it('records nothing for a refused action', async () => {
    const player = await signUp(stack);
    const drawId = await createDraw('Refused Daily');
    expect((await player.client.send('POST', `/api/draws/${drawId}/trigger`)).status).toBe(403);
    await auditOf('draw.create', drawId);
    expect((await auditEntries()).filter((entry) => entry.targetId === drawId).map((entry) => entry.action)).toEqual(['draw.create']);
  });
});
