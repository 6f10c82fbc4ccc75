import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { contentFigureDefaults, type RequestOf } from '@nova/contracts';
import { AppError } from '@nova/platform';
import { silentLogger } from '@nova/platform/testing';
import { onDepositApproved } from '../src/deposit-approvals';
import type { RewardSettings } from '../src/rewards';
import { eventually, startIdentityHarness, type IdentityHarness } from './support/identity-harness';
import { REGISTER } from './support/subgraph-client';

/**
 * Identity's consumer of payments.deposit.approved.v1 with a stand-in wallet
 * on the bus: replays and a wallet outage never pay a bonus twice or lose one;
 * the referral rules (referrer level 2+, first deposit at least the referred
 * bonus, a daily cap per referrer) hold under concurrent approvals.
 */
let harness: IdentityHarness;
const credits: Array<RequestOf<'wallet.credit.v1'>> = [];
let walletDown = false;
const rewardSettingsSaved = { ...contentFigureDefaults, deductFromAdminProfit: true, referrerBonusMinor: 2_50 };

beforeAll(async () => {
  harness = await startIdentityHarness('id_rewards');
  // The admin books referral bonuses against profit and promises 2.50 to referrers (content's settings).
  await harness.bus.publish('content.settings.changed.v1', { id: randomUUID(), occurredAt: new Date().toISOString(), ...rewardSettingsSaved });
  await eventually(async () => {
    const { rows } = await harness.db.query<{ figures: { referrerBonusMinor: number } }>('SELECT figures FROM content_settings');
    return rows[0]?.figures.referrerBonusMinor === rewardSettingsSaved.referrerBonusMinor;
  });
  // Every replica re-reads its copy within 2 s (the follower's refresh).
  await new Promise((resolve) => setTimeout(resolve, 2500));
  await harness.bus.respond('wallet.credit.v1', async (request) => {
    if (walletDown) throw new AppError('UNAVAILABLE', 'wallet down');
    const first = !credits.some((credit) => credit.idempotencyKey === request.idempotencyKey);
    if (first) credits.push(request);
    return { transferId: randomUUID(), idempotencyKey: request.idempotencyKey, replayed: !first, balance: { userId: request.userId, balanceMinor: 0, availableMinor: 0, heldMinor: 0, withdrawableMinor: 0, bonusMinor: 0, playThroughLeftMinor: 0 } };
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

/** A referrer of level 2: one approved deposit of their own. */
async function verifiedReferrer() {
  const referrer = await harness.signUp();
  await approve(referrer.user.id, randomUUID(), 20_00);
  await eventually(async () => (await level(referrer.user.id)) === 2);
  return referrer;
}

async function referredBy(referralCode: string, label: string): Promise<string> {
  const reply = await harness.call<{ register: { id: string } }>(REGISTER, { input: { username: `${label}_${randomUUID().slice(0, 8)}`, password: 'secret-password', referralCode } });
  return String(reply.data?.register.id);
}

const creditsFor = (referredId: string) => credits.filter((credit) => credit.idempotencyKey.startsWith(`referral:${referredId}`));
const recorded = async (userId: string) => Number((await harness.db.query<{ n: number }>('SELECT count(*)::int AS n FROM approved_deposits WHERE user_id = $1', [userId])).rows[0]?.n);

/** Bonuses promised for a referral: decided in the approval's own transaction. */
const promised = async (referredId: string) => (await harness.db.query('SELECT 1 FROM referral_bonuses WHERE referred_user_id = $1', [referredId])).rowCount;

const level = async (userId: string) => Number((await harness.db.query<{ level: number }>('SELECT level FROM users WHERE id = $1', [userId])).rows[0]?.level);

describe('levels and referral bonuses from approved deposits', () => {
  it('pays each bonus once (booked against profit when configured), even when the same deposit is announced twice', async () => {
    const referrer = await verifiedReferrer();
    const reply = await harness.call<{ register: { id: string } }>(REGISTER, { input: { username: `ref_${Date.now()}`, password: 'secret-password', referralCode: referrer.user.referralCode } });
    const referredId = String(reply.data?.register.id);
    const depositId = randomUUID();
    await approve(referredId, depositId, 50_00);
    await approve(referredId, depositId, 50_00);
    await eventually(() => credits.filter((credit) => credit.idempotencyKey.startsWith(`referral:${referredId}`)).length === 2);
    await approve(referredId, randomUUID(), 20_00);
    await eventually(async () => (await harness.db.query('SELECT 1 FROM approved_deposits WHERE user_id = $1', [referredId])).rowCount === 2);
    const mine = credits.filter((credit) => credit.idempotencyKey.startsWith(`referral:${referredId}`));
    // Bonus money: each owes its own amount in ticket spend (play-through 1×) before it is cash.
    expect(mine.map((credit) => [credit.idempotencyKey, credit.userId, credit.amountMinor, credit.kind, credit.playThroughMinor]).sort()).toEqual([
      [`referral:${referredId}:referred`, referredId, 10_00, 'referral_bonus_from_profit', 10_00],
      [`referral:${referredId}:referrer`, referrer.user.id, 2_50, 'referral_bonus_from_profit', 2_50],
    ]);
    expect(await level(referredId)).toBe(2);
  });

  it('pays an owed bonus when the wallet comes back', async () => {
    const referrer = await verifiedReferrer();
    const reply = await harness.call<{ register: { id: string } }>(REGISTER, { input: { username: `late_${Date.now()}`, password: 'secret-password', referralCode: referrer.user.referralCode } });
    const referredId = String(reply.data?.register.id);
    walletDown = true;
    await approve(referredId, randomUUID(), 1000_00);
    await eventually(async () => (await level(referredId)) === 3);
    expect(credits.some((credit) => credit.idempotencyKey.startsWith(`referral:${referredId}`))).toBe(false);
    walletDown = false;
    await eventually(() => credits.filter((credit) => credit.idempotencyKey.startsWith(`referral:${referredId}`)).length === 2, 20_000);
  });

  it('pays nothing when the referrer is still level 1 (a throw-away referrer)', async () => {
    const referrer = await harness.signUp();
    const referredId = await referredBy(referrer.user.referralCode, 'fresh');
    await approve(referredId, randomUUID(), 50_00);
    await eventually(async () => (await level(referredId)) === 2);
    expect(await level(referrer.user.id)).toBe(1);
    expect(creditsFor(referredId)).toEqual([]);
    expect((await harness.db.query('SELECT 1 FROM referral_bonuses WHERE referred_user_id = $1', [referredId])).rowCount).toBe(0);
  });

  it('pays nothing when the referrer\'s account was deleted', async () => {
    const referrer = await verifiedReferrer();
    const referredId = await referredBy(referrer.user.referralCode, 'orphan');
    await harness.db.query('UPDATE users SET deleted_at = now() WHERE id = $1', [referrer.user.id]);
    await approve(referredId, randomUUID(), 50_00);
    await eventually(async () => (await recorded(referredId)) === 1);
    expect(await promised(referredId)).toBe(0);
    expect(creditsFor(referredId)).toEqual([]);
  });

  it('pays nothing for a first deposit below the referred bonus, nor for any later deposit', async () => {
    const referrer = await verifiedReferrer();
    const referredId = await referredBy(referrer.user.referralCode, 'small');
    await approve(referredId, randomUUID(), 1_00);
    await eventually(async () => (await recorded(referredId)) === 1);
    await approve(referredId, randomUUID(), 500_00);
    await eventually(async () => (await recorded(referredId)) === 2);
    expect(await promised(referredId)).toBe(0);
    expect(creditsFor(referredId)).toEqual([]);
  });

  it('pays at most referralsPerDay referrals per referrer a day, however many approvals race', async () => {
    const referrer = await verifiedReferrer();
    const referred = await Promise.all(Array.from({ length: 8 }, (_, index) => referredBy(referrer.user.referralCode, `crowd${index}`)));
    // Eight first deposits handled at the same moment (as eight replicas would), with a cap of 3 and play-through 2×.
    const rewards: RewardSettings = { ...rewardSettingsSaved, baseCurrency: harness.config.BASE_CURRENCY, referralsPerDay: 3, bonusPlayThrough: 2 };
    const deps = { db: harness.db, bus: harness.bus, logger: silentLogger(), rewards };
    const approvals = referred.map((userId) => ({ id: randomUUID(), occurredAt: new Date().toISOString(), depositId: randomUUID(), userId, amountMinor: 20_00, transferId: randomUUID() }));
    await Promise.all(approvals.map((event) => onDepositApproved(deps, event)));

    const paid = referred.filter((userId) => creditsFor(userId).length > 0);
    expect(paid).toHaveLength(3);
    // Both bonuses of each paid referral, owing the play-through of 2×.
    const owed = paid.flatMap(creditsFor).map((credit) => Number(credit.playThroughMinor)).sort((a, b) => a - b);
    expect(owed).toEqual([5_00, 5_00, 5_00, 20_00, 20_00, 20_00]);
    const { rows } = await harness.db.query<{ paid: number }>('SELECT paid FROM referral_daily_counts WHERE referrer_user_id = $1', [referrer.user.id]);
    expect(rows).toEqual([{ paid: 3 }]);
  });
});
