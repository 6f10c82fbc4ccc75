import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RequestOf } from '@nova/contracts';
import { AppError } from '@nova/platform';
import { eventually, startIdentityHarness, type IdentityHarness } from './support/identity-harness';
import { REGISTER } from './support/subgraph-client';

/**
 * Identity's consumer of payments.deposit.approved.v1 with a stand-in wallet
 * on the bus: replays and a wallet outage never pay a bonus twice or lose one.
 */
let harness: IdentityHarness;
const credits: Array<RequestOf<'wallet.credit.v1'>> = [];
let walletDown = false;

beforeAll(async () => {
  harness = await startIdentityHarness('id_rewards', { DEDUCT_FROM_ADMIN_PROFIT: 'true', REFERRER_BONUS: '2.50' });
  await harness.bus.respond('wallet.credit.v1', async (request) => {
    if (walletDown) throw new AppError('UNAVAILABLE', 'wallet down');
    const first = !credits.some((credit) => credit.idempotencyKey === request.idempotencyKey);
    if (first) credits.push(request);
    return { transferId: randomUUID(), idempotencyKey: request.idempotencyKey, replayed: !first, balance: { userId: request.userId, balanceMinor: 0, availableMinor: 0, heldMinor: 0 } };
  });
});

afterAll(async () => {
  await harness?.close();
});

/** Announces an approval as the payments service does; `eventId` repeats it (a redelivery). */
async function approve(userId: string, depositId: string, amountMinor: number, eventId: string = randomUUID()): Promise<void> {
  await harness.bus.publish('payments.deposit.approved.v1', {
    id: eventId,
    occurredAt: new Date().toISOString(),
    depositId,
    userId,
    amountMinor,
    transferId: randomUUID(),
  });
}

const level = async (userId: string) => Number((await harness.db.query<{ level: number }>('SELECT level FROM users WHERE id = $1', [userId])).rows[0]?.level);

describe('levels and referral bonuses from approved deposits', () => {
  it('pays each bonus once (booked against profit when configured), even when the same deposit is announced twice', async () => {
    const referrer = await harness.signUp();
    const reply = await harness.call<{ register: { id: string } }>(REGISTER, { input: { username: `ref_${Date.now()}`, password: 'secret-password', referralCode: referrer.user.referralCode } });
    const referredId = String(reply.data?.register.id);
    const depositId = randomUUID();
    await approve(referredId, depositId, 50_00);
    await approve(referredId, depositId, 50_00);
    await eventually(() => credits.filter((credit) => credit.idempotencyKey.startsWith(`referral:${referredId}`)).length === 2);
    await approve(referredId, randomUUID(), 20_00);
    await eventually(async () => (await harness.db.query('SELECT 1 FROM approved_deposits WHERE user_id = $1', [referredId])).rowCount === 2);
    const mine = credits.filter((credit) => credit.idempotencyKey.startsWith(`referral:${referredId}`));
    expect(mine.map((credit) => [credit.idempotencyKey, credit.userId, credit.amountMinor, credit.kind]).sort()).toEqual([
      [`referral:${referredId}:referred`, referredId, 10_00, 'referral_bonus_from_profit'],
      [`referral:${referredId}:referrer`, referrer.user.id, 2_50, 'referral_bonus_from_profit'],
    ]);
    expect(await level(referredId)).toBe(2);
  });

  it('pays an owed bonus when the wallet comes back', async () => {
    const referrer = await harness.signUp();
    const reply = await harness.call<{ register: { id: string } }>(REGISTER, { input: { username: `late_${Date.now()}`, password: 'secret-password', referralCode: referrer.user.referralCode } });
    const referredId = String(reply.data?.register.id);
    walletDown = true;
    await approve(referredId, randomUUID(), 1000_00);
    await eventually(async () => (await level(referredId)) === 3);
    expect(credits.some((credit) => credit.idempotencyKey.startsWith(`referral:${referredId}`))).toBe(false);
    walletDown = false;
    await eventually(() => credits.filter((credit) => credit.idempotencyKey.startsWith(`referral:${referredId}`)).length === 2, 20_000);
  });
});
