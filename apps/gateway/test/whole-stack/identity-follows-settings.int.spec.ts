import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openPostgres, type Db } from '@nova/platform';
import { createTestConfig, silentLogger } from '@nova/platform/testing';
import { startGatewayStack, type GatewayStack } from '../support/stack-harness';
import { balanceOf, createMethod, eventually, fundedDeposit, signUp, type Player } from '../support/payments-client';
import { createIdentityService, identityConfigSchema } from '@nova/identity';

/** The whole stack through the gateway: the admin's settings (content service) drive identity's levels and referral bonuses. */
let stack: GatewayStack;
let admin: Player;
let methodId: string;

beforeAll(async () => {
  stack = await startGatewayStack('id_settings', {}, { SCHEDULER_ENABLED: 'false' }, { RECONCILER_ENABLED: 'false' });
  admin = await signUp(stack, { admin: true });
  methodId = await createMethod(admin, { maxAmount: '10000.00' });
});

afterAll(async () => {
  await stack?.close();
});

const referralFigures = async (player: Player) => {
  const { body } = await player.client.send('GET', '/api/referrals');
  return { referrerBonus: body.referrerBonus, referredBonus: body.referredBonus };
};

describe('identity follows the admin settings of the content service', () => {
  it('pays the saved referral bonuses and raises to VIP at the saved threshold', async () => {
    const referrer = await signUp(stack);
    // Before an admin saves settings, content's defaults apply.
    expect(await referralFigures(referrer)).toEqual({ referrerBonus: '5.00', referredBonus: '10.00' });

    const saved = await admin.client.send('POST', '/api/admin/settings', { referrerBonus: '7.50', referredBonus: '12.00', vipThreshold: '200.00', bonusPlayThrough: 2 });
    expect(saved.status).toBe(200);
    await eventually(async () => (await referralFigures(referrer)).referrerBonus === '7.50');
    expect(await referralFigures(referrer)).toEqual({ referrerBonus: '7.50', referredBonus: '12.00' });

    // Referral bonuses go to referrers of level 2 (an approved deposit of their own).
    await fundedDeposit(stack, admin, referrer, methodId, '20.00');
    await eventually(async () => (await referrer.client.send('GET', '/api/user')).body.level === 2);
    const referred = await signUp(stack, { referralCode: referrer.referralCode });
    await fundedDeposit(stack, admin, referred, methodId, '250.00');
    await eventually(async () => (await balanceOf(referrer)).balance === '27.50');
    await eventually(async () => (await balanceOf(referred)).balance === '262.00');
    // The bonus is bonus money owing the saved play-through: 12.00 × 2 in ticket spend.
    await eventually(async () => (await referred.client.send('GET', '/api/user')).body.bonusBalance === '12.00');
    expect((await referred.client.send('GET', '/api/user')).body).toMatchObject({ withdrawableBalance: '250.00', bonusBalance: '12.00', bonusPlayThroughLeft: '24.00' });
    // 250.00 approved reaches the saved 200.00 threshold: VIP at once (the default is 1000.00).
    await eventually(async () => (await referred.client.send('GET', '/api/user')).body.level === 3);
    const progress = await referred.client.send('POST', '/graphql', { query: '{ me { levelProgress { level vipThreshold } } }' });
    expect(progress.body).toEqual({ data: { me: { levelProgress: { level: 3, vipThreshold: '200.00' } } } });
  });

  it('a service starting after the change asks the content service for the current settings', async () => {
    await admin.client.send('POST', '/api/admin/settings', { referrerBonus: '6.00' });
    // A new identity replica with its own database: nothing but the start-up request can tell it.
    const late = await createTestConfig('id_late', 'stack', { SUBJECT_PREFIX: stack.subjectPrefix });
    const identity = createIdentityService({ config: identityConfigSchema.parse(late.config) });
    let db: Db | undefined;
    try {
      await identity.start();
      db = await openPostgres({ databaseUrl: late.config.DATABASE_URL as string, logger: silentLogger() });
      const stored = async () => (await db!.query<{ figures: { referrerBonusMinor: number; vipThresholdMinor: number } }>('SELECT figures FROM content_settings')).rows[0]?.figures;
      await eventually(async () => (await stored())?.referrerBonusMinor === 600);
      expect(await stored()).toMatchObject({ referrerBonusMinor: 600, vipThresholdMinor: 200_00 });
    } finally {
      await db?.close();
      await identity.stop();
      await late.cleanUp();
    }
  });
});
