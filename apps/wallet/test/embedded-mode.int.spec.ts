import { randomUUID } from 'node:crypto';
import { identityConfigSchema, createIdentityService, type IdentityService } from '@nova/identity';
import { createLocalBus, createMemoryStore, type Bus, type KeyValueStore } from '@nova/platform';
import { createTestConfig, silentLogger } from '@nova/platform/testing';
import { createWalletService, type WalletService } from '../src/index';
import { callSubgraph } from './support/subgraph-client';

/**
 * The one-process mode (`npm start`): identity and wallet on embedded
 * PostgreSQL (PGlite), sharing one in-process bus and one memory store.
 */
let bus: Bus;
let store: KeyValueStore;
let identity: IdentityService;
let wallet: WalletService;
let urls: { identity: string; wallet: string };
let secret: string;

beforeAll(async () => {
  const { config } = await createTestConfig('embedded', 'embedded');
  secret = config.INTERNAL_AUTH_SECRET;
  bus = createLocalBus({ logger: silentLogger() });
  store = createMemoryStore({ prefix: config.KEY_PREFIX });
  identity = createIdentityService({ config: identityConfigSchema.parse({ ...config }), shared: { bus, store, logger: silentLogger() } });
  wallet = createWalletService({ config, shared: { bus, store, logger: silentLogger() } });
  urls = { identity: (await identity.start()).url, wallet: (await wallet.start()).url };
}, 120_000);

afterAll(async () => {
  await identity?.stop();
  await wallet?.stop();
  await bus?.close();
  await store?.close();
});

it('a user who signs up gets wallet accounts, and deposits show as their balance', async () => {
  const openedFor: string[] = [];
  const observer = await bus.subscribe('wallet.account.opened.v1', 'embedded-observer', async (event) => {
    openedFor.push(event.userId);
  });
  const registered = await callSubgraph<{ register: { id: string } }>(urls.identity, 'mutation R($input: RegisterInput!) { register(input: $input) { id } }', {
    input: { username: `embedded_${randomUUID().slice(0, 8)}`, password: 'secret1' },
  });
  const userId = registered.data?.register.id as string;
  expect(userId).toBeTruthy();

  // identity.user.registered.v1 travels through identity's outbox and the shared bus.
  for (const deadline = Date.now() + 10_000; !openedFor.includes(userId); ) {
    if (Date.now() > deadline) throw new Error('the wallet did not open accounts for the new user');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await observer.unsubscribe();

  await bus.request('wallet.credit.v1', { userId, amountMinor: 4_250, idempotencyKey: `deposit-${userId}`, kind: 'deposit' });
  expect((await bus.request('wallet.balance.v1', { userId })).availableMinor).toBe(4_250);

  const reply = await callSubgraph<{ _entities: Array<{ balance: string }> }>(
    urls.wallet,
    'query B($r: [_Any!]!) { _entities(representations: $r) { ... on User { balance } } }',
    { r: [{ __typename: 'User', id: userId }] },
    { caller: { userId, isAdmin: false, sessionId: 'embedded-session' }, secret },
  );
  expect(reply.data?._entities[0]?.balance).toBe('42.50');
});

it('a ticket purchase on embedded PostgreSQL moves the money once per key', async () => {
  const userId = randomUUID();
  await bus.request('wallet.credit.v1', { userId, amountMinor: 1_000, idempotencyKey: `deposit-${userId}`, kind: 'deposit' });
  const purchase = { userId, amountMinor: 300, idempotencyKey: `purchase:${randomUUID()}`, kind: 'ticket_purchase' as const, memo: '3 ticket(s)' };
  const first = await bus.request('wallet.debit.v1', purchase);
  expect(first).toMatchObject({ replayed: false, balance: { availableMinor: 700, heldMinor: 0, bonusMinor: 0 } });
  expect(await bus.request('wallet.debit.v1', purchase)).toMatchObject({ transferId: first.transferId, replayed: true, balance: { availableMinor: 700 } });
  await expect(bus.request('wallet.debit.v1', { ...purchase, idempotencyKey: `purchase:${randomUUID()}`, amountMinor: 800 })).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
  expect((await bus.request('wallet.balance.v1', { userId })).availableMinor).toBe(700);
});
