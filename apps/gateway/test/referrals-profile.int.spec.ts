import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { startGatewayStack, type GatewayStack } from './support/stack-harness';
import { balanceOf, createMethod, eventually, expectLedgerBalanced, fundedDeposit, signUp, type Player } from './support/payments-client';

let stack: GatewayStack;
let admin: Player;
let methodId: string;

beforeAll(async () => {
  stack = await startGatewayStack('gw_referrals', {}, { SCHEDULER_ENABLED: 'false' }, { RECONCILER_ENABLED: 'false' });
  admin = await signUp(stack, { admin: true });
  methodId = await createMethod(admin, { maxAmount: '10000.00' });
});

afterEach(async () => expectLedgerBalanced(stack.walletDb));

afterAll(async () => {
  await stack?.close();
});

const bonusTransfers = async (referredUserId: string) =>
  (await stack.walletDb.query<{ idempotency_key: string }>("SELECT idempotency_key FROM transfers WHERE idempotency_key LIKE $1 ORDER BY idempotency_key", [`referral:${referredUserId}:%`])).rows.map(
    (row) => row.idempotency_key,
  );

describe('referrals and levels', () => {
  it('pays both bonuses once on the first approved deposit only, and raises levels up to VIP', async () => {
    const referrer = await signUp(stack);
    const referred = await signUp(stack, { referralCode: referrer.referralCode });
    // Only a referrer of level 2 (an approved deposit of their own) earns referral bonuses.
    await fundedDeposit(stack, admin, referrer, methodId, '20.00');
    await eventually(async () => (await referrer.client.send('GET', '/api/user')).body.level === 2);
    expect((await referrer.client.send('GET', '/api/referrals')).body).toMatchObject({
      referrals: [{ id: referred.userId, username: referred.username, bonusAmount: '0.00' }],
      totalEarnings: '0.00',
      level: 2,
      currency: 'MVR',
      referrerBonus: '5.00',
      referredBonus: '10.00',
    });

    await fundedDeposit(stack, admin, referred, methodId, '100.00');
    await eventually(async () => (await balanceOf(referrer)).balance === '25.00');
    await eventually(async () => (await balanceOf(referred)).balance === '110.00');
    await eventually(async () => (await referred.client.send('GET', '/api/user')).body.level === 2);

    await fundedDeposit(stack, admin, referred, methodId, '900.00');
    await eventually(async () => (await referred.client.send('GET', '/api/user')).body.level === 3);
    expect((await balanceOf(referrer)).balance).toBe('25.00');
    expect((await balanceOf(referred)).balance).toBe('1010.00');
    expect(await bonusTransfers(referred.userId)).toEqual([`referral:${referred.userId}:referred`, `referral:${referred.userId}:referrer`]);

    const summary = await referrer.client.send('GET', '/api/referrals');
    expect(summary.body).toMatchObject({ referrals: [{ id: referred.userId, bonusAmount: '5.00' }], totalEarnings: '5.00', level: 2 });
    const progress = await referred.client.send('POST', '/graphql', { query: '{ me { levelProgress { level approvedDepositCount approvedDepositsTotal vipThreshold } } }' });
    expect(progress.body).toEqual({ data: { me: { levelProgress: { level: 3, approvedDepositCount: 2, approvedDepositsTotal: '1000.00', vipThreshold: '1000.00' } } } });
  });

  it('pays no bonus to a player who signed up without a code', async () => {
    const player = await signUp(stack);
    await fundedDeposit(stack, admin, player, methodId, '20.00');
    await eventually(async () => (await player.client.send('GET', '/api/user')).body.level === 2);
    expect((await balanceOf(player)).balance).toBe('20.00');
    expect(await bonusTransfers(player.userId)).toEqual([]);
  });

  it('refuses visitors', async () => {
    const { RestClient } = await import('./support/stack-harness');
    expect((await new RestClient(stack.baseUrl).send('GET', '/api/referrals')).status).toBe(401);
  });
});

describe('profile update', () => {
  it('saves details, sets the currency from the country, and keeps the saved payment methods as a JSON string', async () => {
    const player = await signUp(stack);
    const methods = [{ type: 'bank', name: 'Main account', details: { bankName: 'BML', accountName: 'Ann', accountNumber: '77' } }];
    const reply = await player.client.send('POST', '/api/profile/update', {
      fullName: ' Ann Example ',
      firstName: 'Ann',
      phone: '+960 777 1234',
      country: 'TH',
      language: 'th',
      paymentMethods: JSON.stringify(methods),
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ fullName: 'Ann Example', firstName: 'Ann', country: 'TH', currency: 'THB', language: 'th' });
    const saved = JSON.parse(String(reply.body.paymentMethods)) as Array<Record<string, unknown>>;
    expect(saved[0]).toMatchObject({ type: 'bank', name: 'Main account', id: expect.any(String), createdAt: expect.any(String) });

    expect((await player.client.send('POST', '/api/profile/update', { country: 'DE' })).body).toMatchObject({ country: 'DE', currency: 'EUR', fullName: 'Ann Example' });
    expect((await player.client.send('POST', '/api/profile/update', { country: 'MV' })).body.currency).toBe('USD');
  });

  it('refuses bad input with the spec messages', async () => {
    const player = await signUp(stack);
    const send = (body: Record<string, unknown>) => player.client.send('POST', '/api/profile/update', body);
    const unnamed = await send({ paymentMethods: JSON.stringify([{ type: 'bank', name: ' ', details: {} }]) });
    expect(unnamed).toMatchObject({ status: 400, body: { message: expect.stringContaining('Please provide a name for this payment method') } });
    expect((await send({ paymentMethods: '{not json' })).body.message).toMatch(/valid JSON/);
    expect((await send({ paymentMethods: JSON.stringify([{ type: 'cash', name: 'x' }]) })).status).toBe(400);
    expect((await send({ email: 'new@example.com' })).body.message).toMatch(/Email cannot be changed/);
    expect((await send({ country: 'XX' })).body.message).toMatch(/choose a country/);
    expect((await send({ language: 'fr' })).status).toBe(400);
    expect((await send({ phone: '<script>' })).status).toBe(400);
    expect((await send({ fullName: 'x'.repeat(101) })).status).toBe(400);
  });
});

describe('payment methods (admin)', () => {
  it('validates, lists active ones to players, and keeps a used method when it is deleted', async () => {
    const noName = await admin.client.send('POST', '/api/admin/payment-methods', { name: '', type: 'paypal', paypalEmail: 'pay@nova.io' });
    expect(noName).toMatchObject({ status: 400, body: { message: expect.stringContaining('Please enter a display name') } });
    expect((await admin.client.send('POST', '/api/admin/payment-methods', { name: 'USDT', type: 'crypto' })).status).toBe(400);
    expect((await admin.client.send('POST', '/api/admin/payment-methods', { name: 'X', type: 'paypal', paypalEmail: 'a@b.io', minAmount: 50, maxAmount: 20 })).status).toBe(400);

    const created = await admin.client.send('POST', '/api/admin/payment-methods', {
      displayName: 'Tether',
      paymentType: 'crypto',
      cryptoType: 'USDT',
      network: 'TRC20',
      cryptoAddress: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb',
      specialInstructions: 'Send on TRC20 only',
    });
    expect(created.body).toMatchObject({ name: 'Tether', type: 'crypto', cryptoNetwork: 'TRC20', instructions: 'Send on TRC20 only', minAmount: '10.00', maxAmount: '10000.00', processingTime: '24 hours', isActive: true });
    const tetherId = String(created.body.id);
    const player = await signUp(stack);
    const offered = async () => ((await player.client.send('GET', '/api/payment-methods')).body as unknown as Array<{ id: string }>).map((method) => method.id);
    expect(await offered()).toContain(tetherId);

    expect((await admin.client.send('PATCH', `/api/admin/payment-methods/${tetherId}`, { isActive: false })).body).toMatchObject({ isActive: false, name: 'Tether' });
    expect(await offered()).not.toContain(tetherId);
    const adminList = (await admin.client.send('GET', '/api/admin/payment-methods')).body as unknown as Array<{ id: string }>;
    expect(adminList.map((method) => method.id)).toContain(tetherId);
    expect((await admin.client.send('DELETE', `/api/admin/payment-methods/${tetherId}`)).body).toEqual({ message: 'Payment method deleted successfully', archived: false });

    const used = await createMethod(admin);
    await fundedDeposit(stack, admin, player, used, '10.00');
    expect((await admin.client.send('DELETE', `/api/admin/payment-methods/${used}`)).body).toMatchObject({ archived: true });
    expect(((await admin.client.send('GET', '/api/admin/payment-methods')).body as unknown as Array<{ id: string }>).map((method) => method.id)).not.toContain(used);
    const deposits = (await player.client.send('GET', '/api/deposits')).body as unknown as Array<{ paymentMethodId: string; status: string }>;
    expect(deposits[0]).toMatchObject({ paymentMethodId: used, status: 'approved' });
    expect((await admin.client.send('PATCH', `/api/admin/payment-methods/${used}`, { name: 'Back' })).status).toBe(404);
  });
});
