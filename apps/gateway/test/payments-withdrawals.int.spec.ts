import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { reconcilePayments } from '@nova/payments';
import { startGatewayStack, type GatewayStack } from './support/stack-harness';
import { balanceOf, createMethod, expectLedgerBalanced, fundedDeposit, SAVED_BANK, savePayoutMethods, signUp, type Player } from './support/payments-client';

let stack: GatewayStack;
let admin: Player;
let methodId: string;

beforeAll(async () => {
  stack = await startGatewayStack('gw_withdraw', {}, { SCHEDULER_ENABLED: 'false' }, { RECONCILER_ENABLED: 'false' });
  admin = await signUp(stack, { admin: true });
  methodId = await createMethod(admin);
});

afterEach(async () => expectLedgerBalanced(stack.walletDb));

afterAll(async () => {
  await stack?.close();
});

/** What the admin sees of SAVED_BANK: written by the server from the saved method. */
const savedMethod = JSON.stringify({ type: 'bank', name: 'My bank', details: { bankName: 'BML', accountHolderName: 'Ann', accountNumber: '7701-000-123' } });

async function fundedPlayer(amount: string): Promise<Player> {
  const player = await signUp(stack);
  await fundedDeposit(stack, admin, player, methodId, amount);
  await savePayoutMethods(player);
  return player;
}

const withdraw = (player: Player, amount: unknown, headers?: Record<string, string>) =>
  headers
    ? fetch(`${stack.baseUrl}/api/withdrawals`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: player.client.cookie ?? '', ...headers },
        body: JSON.stringify({ amount, paymentMethodId: SAVED_BANK.id }),
      }).then(async (response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> }))
    : player.client.send('POST', '/api/withdrawals', { amount, paymentMethodId: SAVED_BANK.id });

describe('withdrawals through the REST facade', () => {
  it('holds at once; concurrent withdrawals can never exceed the balance', async () => {
    const player = await fundedPlayer('100.00');
    const replies = await Promise.all(Array.from({ length: 8 }, () => withdraw(player, 30)));
    const accepted = replies.filter((reply) => reply.status === 201);
    const refused = replies.filter((reply) => reply.status === 422);
    expect(accepted).toHaveLength(3);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.body).toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance' });
    expect(await balanceOf(player)).toEqual({ balance: '100.00', availableBalance: '10.00', heldBalance: '90.00' });
    // Refused requests leave no withdrawal behind.
    expect(((await player.client.send('GET', '/api/withdrawals')).body as unknown as unknown[]).length).toBe(3);
  });

  it('refuses less than 10.00, more than the available balance, and malformed input', async () => {
    const player = await fundedPlayer('50.00');
    expect((await withdraw(player, '9.99')).body.message).toMatch(/minimum withdrawal is 10.00/);
    expect((await withdraw(player, '50.01')).status).toBe(422);
    expect((await withdraw(player, 'lots')).status).toBe(400);
    expect((await player.client.send('POST', '/api/withdrawals', { amount: 20, paymentMethodId: '' })).status).toBe(400);
    expect((await player.client.send('POST', '/api/withdrawals', undefined, '[1,2]')).status).toBe(400);
    expect((await balanceOf(player)).availableBalance).toBe('50.00');
  });

  it('processing keeps it held, rejected returns it, and a final status never changes', async () => {
    const player = await fundedPlayer('80.00');
    const id = String((await withdraw(player, '25.00')).body.id);
    const processing = await admin.client.send('PATCH', `/api/admin/withdrawals/${id}`, { status: 'processing', adminNotes: 'Checking' });
    expect(processing.body).toMatchObject({ status: 'processing', adminNotes: 'Checking', processedAt: null, user: { username: player.username } });
    expect((await balanceOf(player)).heldBalance).toBe('25.00');
    const rejected = await admin.client.send('PATCH', `/api/admin/withdrawals/${id}`, { status: 'rejected', adminNotes: 'Wrong account' });
    expect(rejected.body).toMatchObject({ status: 'rejected', adminNotes: 'Wrong account' });
    expect(rejected.body.processedAt).toEqual(expect.any(String));
    expect(await balanceOf(player)).toEqual({ balance: '80.00', availableBalance: '80.00', heldBalance: '0.00' });
    // Repeating is harmless; changing a final status is refused.
    expect((await admin.client.send('PATCH', `/api/admin/withdrawals/${id}`, { status: 'rejected' })).status).toBe(200);
    expect((await admin.client.send('PATCH', `/api/admin/withdrawals/${id}`, { status: 'completed' })).status).toBe(409);
    expect((await balanceOf(player)).balance).toBe('80.00');
  });

  it('completed settles the hold out of the platform, once', async () => {
    const player = await fundedPlayer('60.00');
    const id = String((await withdraw(player, '45.50')).body.id);
    const completions = await Promise.all(Array.from({ length: 5 }, () => admin.client.send('PATCH', `/api/admin/withdrawals/${id}`, { status: 'completed' })));
    expect(completions.every((reply) => reply.status === 200)).toBe(true);
    expect(await balanceOf(player)).toEqual({ balance: '14.50', availableBalance: '14.50', heldBalance: '0.00' });
    const settles = await stack.walletDb.query('SELECT 1 FROM transfers WHERE idempotency_key = $1', [`withdrawal-settle:${id}`]);
    expect(settles.rowCount).toBe(1);
    expect((await admin.client.send('PATCH', `/api/admin/withdrawals/${id}`, { status: 'rejected' })).status).toBe(409);
  });

  it('goes only to one of the player\'s own saved payment methods, whose details the server writes', async () => {
    const player = await fundedPlayer('60.00');
    const other = await signUp(stack);
    await savePayoutMethods(other, [{ ...SAVED_BANK, id: 'someone-elses', details: { bankName: 'Elsewhere', accountName: 'Mallory', accountNumber: '666' } }]);
    const refusals = [
      { amount: '20.00', paymentMethodId: 'someone-elses' },
      { amount: '20.00', paymentMethodId: 'no-such-method' },
      // Free text is not a destination any more.
      { amount: '20.00', paymentMethod: 'bank', accountInfo: 'IBAN of a stranger' },
    ];
    for (const body of refusals) {
      const reply = await player.client.send('POST', '/api/withdrawals', body);
      expect(reply.status).toBe(400);
      expect(String(reply.body.message)).toMatch(/Please choose one of your saved payment methods/);
    }
    expect(await balanceOf(player)).toMatchObject({ availableBalance: '60.00', heldBalance: '0.00' });
    expect((await player.client.send('GET', '/api/withdrawals')).body).toEqual([]);

    const created = await player.client.send('POST', '/api/withdrawals', { amount: '20.00', paymentMethodId: SAVED_BANK.id, accountInfo: 'ignored text' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ paymentMethod: 'bank', accountInfo: savedMethod });
    // A player with no saved method is told to add one.
    const none = await fundedPlayer('20.00');
    await savePayoutMethods(none, []);
    expect((await none.client.send('POST', '/api/withdrawals', { amount: '10.00', paymentMethodId: SAVED_BANK.id })).body.message).toMatch(/add one in your profile/);
  });

  it('a resent request with the same Idempotency-Key holds once', async () => {
    const player = await fundedPlayer('30.00');
    const [first, second] = [await withdraw(player, 20, { 'idempotency-key': 'withdraw-key-0001' }), await withdraw(player, 20, { 'idempotency-key': 'withdraw-key-0001' })];
    expect(first.status).toBe(201);
    expect(second.body.id).toBe(first.body.id);
    expect((await balanceOf(player)).heldBalance).toBe('20.00');
  });

  it('lists: players see only their own; admins see everyone with names; non-admins cannot use admin operations', async () => {
    const alice = await fundedPlayer('40.00');
    const bob = await signUp(stack);
    const id = String((await withdraw(alice, '15.00')).body.id);
    expect((await bob.client.send('GET', '/api/withdrawals')).body).toEqual([]);
    const pending = (await admin.client.send('GET', '/api/admin/withdrawals?status=pending')).body as unknown as Array<Record<string, unknown>>;
    expect(pending.find((withdrawal) => withdrawal.id === id)).toMatchObject({ amount: '15.00', accountInfo: savedMethod, user: { username: alice.username } });
    expect((await admin.client.send('GET', '/api/admin/payment-counts')).body.pendingWithdrawals).toBeGreaterThanOrEqual(1);

    expect((await bob.client.send('PATCH', `/api/admin/withdrawals/${id}`, { status: 'completed' })).status).toBe(403);
    for (const path of ['/api/admin/withdrawals', '/api/admin/deposits', '/api/admin/payment-methods', '/api/admin/payment-counts']) {
      expect((await bob.client.send('GET', path)).status).toBe(403);
    }
    expect((await bob.client.send('POST', '/api/admin/payment-methods', { name: 'Mine', type: 'paypal', paypalEmail: 'a@b.io' })).status).toBe(403);
    expect((await admin.client.send('PATCH', '/api/admin/withdrawals/not-an-id', { status: 'completed' })).status).toBe(404);
    expect((await admin.client.send('PATCH', `/api/admin/withdrawals/${id}`, { status: 'pending' })).status).toBe(200);
    expect((await admin.client.send('GET', '/api/admin/withdrawals?status=bogus')).status).toBe(400);
  });

  it('the reconciler finishes a settle that the wallet did not answer', async () => {
    const player = await fundedPlayer('20.00');
    const id = String((await withdraw(player, '10.00')).body.id);
    // As if the service crashed after deciding: the status is final, the move is owed.
    await stack.paymentsDb.query("UPDATE withdrawals SET status = 'completed', processed_at = now() WHERE id = $1", [id]);
    expect((await balanceOf(player)).heldBalance).toBe('10.00');
    expect(await reconcilePayments(stack.payments.deps(), 0)).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(player)).toEqual({ balance: '10.00', availableBalance: '10.00', heldBalance: '0.00' });
  });
});
