import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { startGatewayStack, type GatewayStack } from '../support/stack-harness';
import { createMethod, eventually, expectLedgerBalanced, fundedDeposit, signUp, type Player } from '../support/payments-client';

/**
 * Referral bonus farming (the whole stack: real PostgreSQL and NATS). The
 * attack: sign up a throw-away account with any code, deposit 1.00 through a
 * method whose minimum is below the bonus, withdraw 11.00 at once (and the
 * referrer, level 1, got 5.00). Now: no bonus for a deposit below the
 * referred bonus or for a level-1 referrer, and a paid bonus is bonus money
 * that no withdrawal can take until it was played through on tickets.
 */
let stack: GatewayStack;
let admin: Player;
let cheapMethod: string;

beforeAll(async () => {
  stack = await startGatewayStack('gw_farming', {}, { SCHEDULER_ENABLED: 'false' }, { RECONCILER_ENABLED: 'false' });
  admin = await signUp(stack, { admin: true });
  cheapMethod = await createMethod(admin, { minAmount: '1.00', maxAmount: '10000.00' });
});

afterEach(async () => expectLedgerBalanced(stack.walletDb));

afterAll(async () => {
  await stack?.close();
});

const bankMethod = { type: 'bank', name: 'My bank', details: { bankName: 'BML', accountName: 'Ann', accountNumber: '123' } };
const savedMethodIds = new Map<string, string>();

/** A withdrawal to the player's own saved bank account (saved in the profile first). */
async function withdraw(player: Player, amount: string) {
  let methodId = savedMethodIds.get(player.userId);
  if (!methodId) {
    const saved = await player.client.send('POST', '/api/profile/update', { paymentMethods: JSON.stringify([bankMethod]) });
    methodId = String((JSON.parse(String(saved.body.paymentMethods)) as Array<{ id: string }>)[0]?.id);
    savedMethodIds.set(player.userId, methodId);
  }
  return player.client.send('POST', '/api/withdrawals', { amount, paymentMethodId: methodId, paymentMethod: 'bank', accountInfo: JSON.stringify(bankMethod) });
}

interface Balances {
  balance: string;
  availableBalance: string;
  heldBalance: string;
  withdrawableBalance: string;
  bonusBalance: string;
}
const balances = async (player: Player): Promise<Balances> => {
  const { body } = await player.client.send('GET', '/api/user');
  const { balance, availableBalance, heldBalance, withdrawableBalance, bonusBalance } = body as unknown as Balances;
  return { balance, availableBalance, heldBalance, withdrawableBalance, bonusBalance };
};
const level = async (player: Player) => Number((await player.client.send('GET', '/api/user')).body.level);
const walletRows = async () => Number((await stack.walletDb.query<{ n: number }>('SELECT count(*)::int AS n FROM transfers')).rows[0]?.n);
const withdrawalsOf = async (player: Player) => ((await player.client.send('GET', '/api/withdrawals')).body as unknown as unknown[]).length;

describe('referral bonus farming', () => {
  it('a 1.00 deposit under a level-1 referrer earns no bonus, and 11.00 cannot be withdrawn: 422, nothing moves', async () => {
    const referrer = await signUp(stack);
    const throwAway = await signUp(stack, { referralCode: referrer.referralCode });
    await fundedDeposit(stack, admin, throwAway, cheapMethod, '1.00');
    await eventually(async () => (await level(throwAway)) === 2);

    const transfersBefore = await walletRows();
    const attempt = await withdraw(throwAway, '11.00');
    expect(attempt.status).toBe(422);
    expect(attempt.body).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await walletRows()).toBe(transfersBefore);
    expect(await withdrawalsOf(throwAway)).toBe(0);
    expect(await balances(throwAway)).toEqual({ balance: '1.00', availableBalance: '1.00', heldBalance: '0.00', withdrawableBalance: '1.00', bonusBalance: '0.00' });
    expect((await balances(referrer)).balance).toBe('0.00');
  });

  it('a level-2 referrer and a 10.00 first deposit pay bonus money: spendable, never withdrawable before play-through', async () => {
    const referrer = await signUp(stack);
    await fundedDeposit(stack, admin, referrer, cheapMethod, '20.00');
    await eventually(async () => (await level(referrer)) === 2);
    const throwAway = await signUp(stack, { referralCode: referrer.referralCode });
    await fundedDeposit(stack, admin, throwAway, cheapMethod, '10.00');
    await eventually(async () => (await balances(throwAway)).bonusBalance === '10.00');
    await eventually(async () => (await balances(referrer)).bonusBalance === '5.00');

    expect(await balances(throwAway)).toEqual({ balance: '20.00', availableBalance: '20.00', heldBalance: '0.00', withdrawableBalance: '10.00', bonusBalance: '10.00' });
    const transfersBefore = await walletRows();
    for (const amount of ['20.00', '10.01']) {
      const attempt = await withdraw(throwAway, amount);
      expect(attempt).toMatchObject({ status: 422, body: { code: 'INSUFFICIENT_BALANCE' } });
    }
    expect((await withdraw(referrer, '25.00')).status).toBe(422);
    expect(await walletRows()).toBe(transfersBefore);
    expect(await withdrawalsOf(throwAway)).toBe(0);

    // Their own money stays theirs to withdraw; the bonus stays behind as bonus money.
    expect((await withdraw(throwAway, '10.00')).status).toBe(201);
    expect(await balances(throwAway)).toEqual({ balance: '20.00', availableBalance: '10.00', heldBalance: '10.00', withdrawableBalance: '0.00', bonusBalance: '10.00' });
  });

  it('a first deposit below the referred bonus pays nothing, and neither does a larger one after it', async () => {
    const referrer = await signUp(stack);
    await fundedDeposit(stack, admin, referrer, cheapMethod, '20.00');
    await eventually(async () => (await level(referrer)) === 2);
    const throwAway = await signUp(stack, { referralCode: referrer.referralCode });
    await fundedDeposit(stack, admin, throwAway, cheapMethod, '1.00');
    await fundedDeposit(stack, admin, throwAway, cheapMethod, '50.00');
    // Identity has handled both approvals (levels and bonuses are decided in the same transaction).
    const approvals = async () => Number((await stack.identityDb.query<{ n: number }>('SELECT count(*)::int AS n FROM approved_deposits WHERE user_id = $1', [throwAway.userId])).rows[0]?.n);
    await eventually(async () => (await approvals()) === 2);
    expect(await balances(throwAway)).toMatchObject({ balance: '51.00', bonusBalance: '0.00' });
    expect(await balances(referrer)).toMatchObject({ balance: '20.00', bonusBalance: '0.00' });
  });
});
