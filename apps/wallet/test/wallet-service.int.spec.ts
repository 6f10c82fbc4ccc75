import { randomUUID } from 'node:crypto';
import type { CallerIdentity, EventOf } from '@nova/contracts';
import { AppError, createNatsBus, type Bus } from '@nova/platform';
import { createTestConfig, silentLogger, testEnv, type TestConfig } from '@nova/platform/testing';
import { createWalletService, type WalletService } from '../src/index';
import { callSubgraph } from './support/subgraph-client';

let testConfig: TestConfig;
let wallet: WalletService;
let url: string;
let bus: Bus;
const opened: Array<EventOf<'wallet.account.opened.v1'>> = [];

beforeAll(async () => {
  testConfig = await createTestConfig('wallet-service', 'stack');
  wallet = createWalletService({ config: testConfig.config });
  ({ url } = await wallet.start());
  bus = await createNatsBus({ url: testEnv().TEST_NATS_URL, prefix: testConfig.config.SUBJECT_PREFIX, service: 'wallet-test', logger: silentLogger() });
  await bus.subscribe('wallet.account.opened.v1', 'wallet-test-observer', async (event) => {
    opened.push(event);
  });
});

afterAll(async () => {
  await bus?.close();
  await wallet?.stop();
  await testConfig?.cleanUp();
});

async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const registered = (userId: string): EventOf<'identity.user.registered.v1'> => ({
  id: randomUUID(),
  occurredAt: new Date().toISOString(),
  userId,
  username: `player-${userId.slice(0, 8)}`,
  referredByUserId: null,
});

const credit = (userId: string, amountMinor: number, idempotencyKey = `deposit-${randomUUID()}`) =>
  bus.request('wallet.credit.v1', { userId, amountMinor, idempotencyKey, kind: 'deposit' });

describe('wallet over the bus (NATS)', () => {
  it('opens accounts once for a registered user, however often the event arrives', async () => {
    const userId = randomUUID();
    const event = registered(userId);
    await bus.publish('identity.user.registered.v1', event);
    await bus.publish('identity.user.registered.v1', { ...event, id: randomUUID() });
    await eventually(() => opened.some((item) => item.userId === userId));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(opened.filter((item) => item.userId === userId)).toHaveLength(1);
    expect(await bus.request('wallet.balance.v1', { userId })).toEqual({ userId, balanceMinor: 0, availableMinor: 0, heldMinor: 0, withdrawableMinor: 0, bonusMinor: 0, playThroughLeftMinor: 0 });
  });

  it('credits, debits and refuses an overdraft with INSUFFICIENT_BALANCE', async () => {
    const userId = randomUUID();
    const deposit = await credit(userId, 2_000, `deposit-${userId}`);
    expect(deposit).toMatchObject({ replayed: false, balance: { availableMinor: 2_000 } });
    expect(await credit(userId, 2_000, `deposit-${userId}`)).toMatchObject({ transferId: deposit.transferId, replayed: true });

    const purchase = await bus.request('wallet.debit.v1', { userId, amountMinor: 1_500, idempotencyKey: `purchase-${randomUUID()}`, kind: 'ticket_purchase' });
    expect(purchase.balance.availableMinor).toBe(500);

    const overdraft = bus.request('wallet.debit.v1', { userId, amountMinor: 501, idempotencyKey: `purchase-${randomUUID()}`, kind: 'ticket_purchase' });
    await expect(overdraft).rejects.toBeInstanceOf(AppError);
    await expect(overdraft).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance' });

    const conflict = credit(userId, 2_001, `deposit-${userId}`);
    await expect(conflict).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
  });

  it('runs a withdrawal through hold, release and settle', async () => {
    const userId = randomUUID();
    await credit(userId, 10_000);
    const move = (amountMinor: number) => ({ userId, amountMinor, idempotencyKey: `withdrawal-${randomUUID()}`, kind: 'withdrawal' as const });
    expect((await bus.request('wallet.hold.v1', move(6_000))).balance).toMatchObject({ availableMinor: 4_000, heldMinor: 6_000 });
    expect((await bus.request('wallet.release.v1', move(1_000))).balance).toMatchObject({ availableMinor: 5_000, heldMinor: 5_000 });
    expect((await bus.request('wallet.settle.v1', move(5_000))).balance).toEqual({ userId, balanceMinor: 5_000, availableMinor: 5_000, heldMinor: 0, withdrawableMinor: 5_000, bonusMinor: 0, playThroughLeftMinor: 0 });
  });

  it('keeps 50 concurrent debits through NATS within the balance', async () => {
    const userId = randomUUID();
    await credit(userId, 1_000);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        bus.request('wallet.debit.v1', { userId, amountMinor: 30, idempotencyKey: `purchase-${randomUUID()}`, kind: 'ticket_purchase' }),
      ),
    );
    const succeeded = results.filter((result) => result.status === 'fulfilled').length;
    expect(succeeded).toBe(33);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    }
    expect((await bus.request('wallet.balance.v1', { userId })).availableMinor).toBe(10);
  });
});

describe('wallet subgraph (GraphQL over HTTP)', () => {
  const balancesQuery = `query Balances($representations: [_Any!]!) {
    _entities(representations: $representations) { ... on User { id balance availableBalance heldBalance } }
  }`;
  type Balances = { _entities: Array<{ id: string; balance: string; availableBalance: string; heldBalance: string } | null> };
  const as = (caller: CallerIdentity, secret = testConfig.config.INTERNAL_AUTH_SECRET) => ({ caller, secret });
  const balancesOf = (userId: string, caller?: CallerIdentity, secret?: string) =>
    callSubgraph<Balances>(url, balancesQuery, { representations: [{ __typename: 'User', id: userId }] }, caller ? as(caller, secret) : undefined);

  it('shows a user their own balance as decimal strings', async () => {
    const userId = randomUUID();
    await credit(userId, 12_550);
    await bus.request('wallet.hold.v1', { userId, amountMinor: 2_500, idempotencyKey: `withdrawal-${randomUUID()}`, kind: 'withdrawal' });
    const reply = await balancesOf(userId, { userId, isAdmin: false, sessionId: 'session-1' });
    expect(reply.errors).toBeUndefined();
    expect(reply.data?._entities[0]).toEqual({ id: userId, balance: '125.50', availableBalance: '100.50', heldBalance: '25.00' });
  });

  it('shows 0.00 for a user without accounts yet', async () => {
    const userId = randomUUID();
    const reply = await balancesOf(userId, { userId, isAdmin: false, sessionId: 'session-2' });
    expect(reply.data?._entities[0]).toMatchObject({ balance: '0.00', availableBalance: '0.00', heldBalance: '0.00' });
  });

  it('lets an admin see any balance', async () => {
    const userId = randomUUID();
    await credit(userId, 100);
    const reply = await balancesOf(userId, { userId: randomUUID(), isAdmin: true, sessionId: 'session-3' });
    expect(reply.data?._entities[0]?.balance).toBe('1.00');
  });

  it.each([
    ['another player', { userId: randomUUID(), isAdmin: false, sessionId: 'session-4' }, undefined],
    ['a visitor', undefined, undefined],
    ['a forged identity header', { userId: 'victim', isAdmin: true, sessionId: 'session-5' }, 'not-the-shared-secret-but-32-characters-long'],
  ])('refuses %s with FORBIDDEN', async (_who, caller, secret) => {
    const userId = randomUUID();
    await credit(userId, 100);
    const reply = await balancesOf(userId, caller && caller.userId === 'victim' ? { ...caller, userId } : caller, secret);
    expect(reply.status).toBeLessThan(500);
    expect(reply.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(JSON.stringify(reply.data ?? null)).not.toContain('1.00');
  });
});
