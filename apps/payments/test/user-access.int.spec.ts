import { randomUUID } from 'node:crypto';
import { IDENTITY_HEADER, type AdminRole, type CallerIdentity, type EventOf } from '@nova/contracts';
import { createNatsBus, openPostgres, signIdentity, type Bus, type Db } from '@nova/platform';
import { createTestConfig, silentLogger, testEnv, type TestConfig } from '@nova/platform/testing';
import { createDrawsService, drawsConfigSchema, type DrawsService } from '@nova/draws';
import { createPaymentsService, paymentsConfigSchema, type PaymentsService } from '../src/index';

/**
 * Draws and payments refuse a suspended or deleted user, and a session older
 * than the user's last security change, on their own: the test plays
 * identity (its access-changed events) and a gateway whose session check
 * let such a caller through (a signed header).
 */
type Running = { name: string; service: PaymentsService | DrawsService; url: string; db: Db; test: TestConfig };

let bus: Bus;
let secret: string;
const running: Running[] = [];

beforeAll(async () => {
  const paymentsTest = await createTestConfig('ua_pa', 'stack');
  const shared = {
    SUBJECT_PREFIX: paymentsTest.config.SUBJECT_PREFIX,
    KEY_PREFIX: paymentsTest.config.KEY_PREFIX,
    INTERNAL_AUTH_SECRET: paymentsTest.config.INTERNAL_AUTH_SECRET,
  };
  secret = shared.INTERNAL_AUTH_SECRET;
  const drawsTest = await createTestConfig('ua_dr', 'stack', shared);
  const payments = createPaymentsService({ config: paymentsConfigSchema.parse({ ...paymentsTest.config, RECONCILER_ENABLED: 'false' }) });
  const draws = createDrawsService({ config: drawsConfigSchema.parse({ ...drawsTest.config, SCHEDULER_ENABLED: 'false' }) });
  running.push({ name: 'payments', service: payments, url: (await payments.start()).url, db: await openPostgres({ databaseUrl: paymentsTest.config.DATABASE_URL as string, logger: silentLogger() }), test: paymentsTest });
  running.push({ name: 'draws', service: draws, url: (await draws.start()).url, db: await openPostgres({ databaseUrl: drawsTest.config.DATABASE_URL as string, logger: silentLogger() }), test: drawsTest });
  bus = await createNatsBus({ url: testEnv().TEST_NATS_URL, prefix: shared.SUBJECT_PREFIX, service: 'user-access-test', logger: silentLogger() });
});

afterAll(async () => {
  await bus?.close();
  for (const { service, db, test } of running) {
    await db.close();
    await service.stop();
    await test.cleanUp();
  }
});

async function call(url: string, query: string, caller: CallerIdentity) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [IDENTITY_HEADER]: signIdentity(caller, secret) },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> };
}

/** Plays identity: announces the user's access, and waits until both services hold it. */
async function announce(userId: string, status: EventOf<'identity.user.access-changed.v1'>['status'], securityVersion: number, isAdmin = false, adminRole: AdminRole | null = null) {
  await bus.publish('identity.user.access-changed.v1', { id: randomUUID(), occurredAt: new Date().toISOString(), userId, status, isAdmin, adminRole, securityVersion });
  const deadline = Date.now() + 15_000;
  for (const { db } of running) {
    for (;;) {
      const { rows } = await db.query<{ v: number }>('SELECT security_version AS v FROM user_access WHERE user_id = $1', [userId]);
      if (rows[0] && Number(rows[0].v) >= securityVersion) break;
      if (Date.now() > deadline) throw new Error('the access change did not arrive');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** A money move and a player read in each service. */
const PLAYER_OPERATIONS: Record<string, string[]> = {
  payments: [
    'mutation { createWithdrawal(input: { amount: "20.00", paymentMethodId: "00000000-0000-4000-8000-000000000000" }) { id } }',
    '{ myWithdrawals { id } }',
  ],
  draws: [
    'mutation { buyTickets(input: { drawId: "00000000-0000-4000-8000-000000000000", quantity: 1, idempotencyKey: "ua-buy-0001" }) { id } }',
    '{ myTickets { totalCount } }',
  ],
};

const codesFor = async (caller: CallerIdentity) => {
  const codes: Array<string | undefined> = [];
  for (const { name, url } of running) {
    for (const query of PLAYER_OPERATIONS[name] ?? []) codes.push((await call(url, query, caller)).errors?.[0]?.extensions?.code);
  }
  return codes;
};

describe('draws and payments check the caller against their copy of user access', () => {
  it('refuse a suspended user with ACCOUNT_SUSPENDED whatever the session says', async () => {
    const userId = randomUUID();
    const caller = { userId, isAdmin: false, sessionId: randomUUID(), securityVersion: 3 };
    await announce(userId, 'suspended', 4);
    expect(await codesFor(caller)).toEqual(Array(4).fill('ACCOUNT_SUSPENDED'));
    // Even a header claiming the newest version: the copy says suspended at it.
    expect(await codesFor({ ...caller, securityVersion: 4 })).toEqual(Array(4).fill('ACCOUNT_SUSPENDED'));
  });

  it('refuse a suspended user\'s deposit upload (payments\' own HTTP route)', async () => {
    const userId = randomUUID();
    await announce(userId, 'suspended', 1);
    const paymentsUrl = (running.find((entry) => entry.name === 'payments')?.url as string).replace(/\/graphql$/, '');
    const form = new FormData();
    form.set('amount', '20.00');
    form.set('paymentMethod', 'bank');
    const response = await fetch(`${paymentsUrl}/deposits`, {
      method: 'POST',
      headers: { [IDENTITY_HEADER]: signIdentity({ userId, isAdmin: false, sessionId: randomUUID(), securityVersion: 1 }, secret) },
      body: form,
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED' });
  });

  it('refuse a deleted user', async () => {
    const userId = randomUUID();
    await announce(userId, 'deleted', 2);
    const replies = await codesFor({ userId, isAdmin: false, sessionId: randomUUID(), securityVersion: 1 });
    expect(replies).toEqual(Array(4).fill('ACCOUNT_SUSPENDED'));
  });

  it('treat a session older than the last security change as signed out, and take the role from the copy', async () => {
    const userId = randomUUID();
    await announce(userId, 'active', 6, false);
    // A demoted admin's session from before the change (version 5).
    const stale = { userId, isAdmin: true, adminRole: 'superadmin' as const, sessionId: randomUUID(), securityVersion: 5 };
    expect(await codesFor(stale)).toEqual(Array(4).fill('UNAUTHENTICATED'));
    const adminQuery = await call(running.find((entry) => entry.name === 'draws')?.url as string, '{ adminDraws { totalCount } }', { ...stale, securityVersion: 6 });
    expect(adminQuery.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("take the admin's role from the copy: a support admin reaches no superadmin or finance field", async () => {
    const userId = randomUUID();
    await announce(userId, 'active', 3, true, 'support');
    // Signed as a superadmin at the same version (as no gateway would): the copy's role wins.
    const caller = { userId, isAdmin: true, adminRole: 'superadmin' as const, sessionId: randomUUID(), securityVersion: 3 };
    const draws = await call(running.find((entry) => entry.name === 'draws')?.url as string, '{ adminDraws { totalCount } }', caller);
    expect(draws.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const payments = await call(running.find((entry) => entry.name === 'payments')?.url as string, '{ adminPaymentCounts { pendingDeposits } }', caller);
    expect(payments.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // The same copy as finance: the payments field answers.
    await announce(userId, 'active', 4, true, 'finance');
    const finance = await call(running.find((entry) => entry.name === 'payments')?.url as string, '{ adminPaymentCounts { pendingDeposits } }', { ...caller, securityVersion: 4 });
    expect(finance.errors).toBeUndefined();
  });

  it('let a current session of an active user through', async () => {
    const userId = randomUUID();
    await announce(userId, 'active', 2);
    const codes = await codesFor({ userId, isAdmin: false, sessionId: randomUUID(), securityVersion: 2 });
    expect(codes).not.toContain('ACCOUNT_SUSPENDED');
    expect(codes).not.toContain('UNAUTHENTICATED');
    // A copy older than the session (its event not handled yet) defers to the signed caller.
    expect(await codesFor({ userId, isAdmin: false, sessionId: randomUUID(), securityVersion: 3 })).not.toContain('UNAUTHENTICATED');
  });
});
