import { randomUUID } from 'node:crypto';
import { contentFigureDefaults, IDENTITY_HEADER, type CallerIdentity, type ContentFigures } from '@nova/contracts';
import { createNatsBus, openPostgres, signIdentity, type Bus, type Db } from '@nova/platform';
import { createTestConfig, silentLogger, testEnv, type TestConfig } from '@nova/platform/testing';
import { createWalletService, walletConfigSchema, type WalletService } from '@nova/wallet';
import { createDrawsService, drawsConfigSchema, type DrawsService, type SagaFaults } from '../../src/index';

/**
 * Draws (one or more replicas on one database) and the wallet, in process, on
 * the real PostgreSQL and NATS under one fresh prefix. The periodic jobs are
 * off: tests drive them through `draws.deps()`. The test's own bus plays the
 * payments service (deposits) and a NATS observer.
 */
export interface DrawsHarness {
  draws: DrawsService;
  replicas: DrawsService[];
  url: string;
  bus: Bus;
  drawsDb: Db;
  /** The draws database's URL, for a test that needs its own session. */
  drawsUrl: string;
  walletDb: Db;
  secret: string;
  call<T>(query: string, variables?: Record<string, unknown>, caller?: CallerIdentity | null): Promise<GraphQLReply<T>>;
  close(): Promise<void>;
}

export interface GraphQLReply<T> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

export interface HarnessOptions {
  replicas?: number;
  faults?: SagaFaults;
  env?: Record<string, string>;
  /** Business settings as an admin saved them in the content service (published once every replica runs). */
  contentSettings?: Partial<ContentFigures>;
}

export async function startDrawsHarness(name: string, options: HarnessOptions = {}): Promise<DrawsHarness> {
  const drawsTest: TestConfig = await createTestConfig(`${name}_dr`, 'stack');
  const shared = {
    SUBJECT_PREFIX: drawsTest.config.SUBJECT_PREFIX,
    KEY_PREFIX: drawsTest.config.KEY_PREFIX,
    INTERNAL_AUTH_SECRET: drawsTest.config.INTERNAL_AUTH_SECRET,
  };
  const walletTest = await createTestConfig(`${name}_wa`, 'stack', shared);
  const wallet: WalletService = createWalletService({ config: walletConfigSchema.parse(walletTest.config) });
  const drawsConfig = drawsConfigSchema.parse({ ...drawsTest.config, SCHEDULER_ENABLED: 'false', ...options.env });
  const replicas = Array.from({ length: options.replicas ?? 1 }, () =>
    createDrawsService({ config: drawsConfig, ...(options.faults ? { seams: options.faults } : {}) }),
  );
  await wallet.start();
  const urls = await Promise.all(replicas.map((replica) => replica.start()));
  const bus = await createNatsBus({ url: testEnv().TEST_NATS_URL, prefix: shared.SUBJECT_PREFIX, service: 'draws-test', logger: silentLogger() });
  const drawsDb = await openPostgres({ databaseUrl: drawsTest.config.DATABASE_URL as string, logger: silentLogger() });
  const walletDb = await openPostgres({ databaseUrl: walletTest.config.DATABASE_URL as string, logger: silentLogger() });
  const url = urls[0]?.url ?? '';
  const [draws] = replicas;
  if (!draws) throw new Error('no draws replica');
  if (options.contentSettings) await publishContentSettings(bus, replicas, options.contentSettings);
  return {
    draws,
    replicas,
    url,
    bus,
    drawsDb,
    drawsUrl: drawsTest.config.DATABASE_URL as string,
    walletDb,
    secret: shared.INTERNAL_AUTH_SECRET,
    async call<T>(query: string, variables: Record<string, unknown> = {}, caller: CallerIdentity | null = null) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (caller) headers[IDENTITY_HEADER] = signIdentity(caller, shared.INTERNAL_AUTH_SECRET);
      const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
      return (await response.json()) as GraphQLReply<T>;
    },
    async close() {
      await bus.close();
      await drawsDb.close();
      await walletDb.close();
      for (const replica of replicas) await replica.stop();
      await wallet.stop();
      await drawsTest.cleanUp();
      await walletTest.cleanUp();
    },
  };
}

/** Plays the content service saving settings; waits until every replica applies them. */
async function publishContentSettings(bus: Bus, replicas: DrawsService[], saved: Partial<ContentFigures>): Promise<void> {
  const figures = { ...contentFigureDefaults, ...saved };
  await bus.publish('content.settings.changed.v1', { id: randomUUID(), occurredAt: new Date().toISOString(), ...figures });
  const deadline = Date.now() + 15_000;
  const applied = () => replicas.every((replica) => {
    const { settings } = replica.deps();
    return settings.adminProfitPercentage === figures.adminProfitPercentage && settings.autoPayoutLimitMinor === figures.autoPayoutLimitMinor;
  });
  while (!applied()) {
    if (Date.now() > deadline) throw new Error('the draws replicas did not apply the published settings');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const player = (): CallerIdentity => ({ userId: randomUUID(), isAdmin: false, sessionId: randomUUID() });
export const admin = (): CallerIdentity => ({ userId: randomUUID(), isAdmin: true, adminRole: 'superadmin', sessionId: randomUUID() });

/** Plays the payments service: an approved deposit. */
export async function deposit(harness: DrawsHarness, userId: string, amountMinor: number): Promise<void> {
  await harness.bus.request('wallet.credit.v1', { userId, amountMinor, idempotencyKey: `deposit-${randomUUID()}`, kind: 'deposit' });
}

export async function availableMinor(harness: DrawsHarness, userId: string): Promise<number> {
  return (await harness.bus.request('wallet.balance.v1', { userId })).availableMinor;
}

/** Sum of every ledger account: zero in a sound double-entry ledger. */
export async function ledgerSum(harness: DrawsHarness): Promise<number> {
  const { rows } = await harness.walletDb.query<{ total: unknown }>('SELECT coalesce(sum(balance_minor), 0)::bigint AS total FROM accounts');
  return Number(rows[0]?.total ?? 0);
}

export const CREATE_DRAW = `mutation Create($input: CreateDrawInput!) { createDraw(input: $input) { id name status ticketPrice maxTickets drawDate seedCommitment } }`;
export const BUY = `mutation Buy($input: BuyTicketsInput!) { buyTickets(input: $input) {
  id quantity subtotal discountAmount discountPercent totalPaid balance tickets { id ticketNumber status drawName drawPeriod drawTicketPrice }
} }`;
export const TRIGGER = `mutation Trigger($id: ID!) { triggerDraw(id: $id) { id status ticketListHash seed winners { rank ticketNumber prizeAmount player { id } } } }`;

export async function createDraw(
  harness: DrawsHarness,
  as: CallerIdentity,
  fields: { name?: string; period?: string; ticketPrice?: string; maxTickets?: number; drawDate?: string; opensAt?: string } = {},
): Promise<string> {
  const reply = await harness.call<{ createDraw: { id: string } }>(CREATE_DRAW, {
    input: {
      name: fields.name ?? `Draw ${randomUUID().slice(0, 6)}`,
      period: fields.period ?? 'daily',
      ticketPrice: fields.ticketPrice ?? '10.00',
      maxTickets: fields.maxTickets ?? 1000,
      drawDate: fields.drawDate ?? new Date(Date.now() + 3_600_000).toISOString(),
      ...(fields.opensAt ? { opensAt: fields.opensAt } : {}),
    },
  }, as);
  const id = reply.data?.createDraw.id;
  if (!id) throw new Error(`createDraw failed: ${JSON.stringify(reply.errors)}`);
  return id;
}

export async function buy(harness: DrawsHarness, as: CallerIdentity, drawId: string, quantity: unknown, idempotencyKey = `buy-${randomUUID()}`) {
  return harness.call<{ buyTickets: { id: string; quantity: number; totalPaid: string; discountPercent: number; discountAmount: string; subtotal: string; balance: string; tickets: Array<{ ticketNumber: string }> } }>(
    BUY,
    { input: { drawId, quantity, idempotencyKey } },
    as,
  );
}

/** Makes a draw due now (as if its date had come). */
export async function makeDue(harness: DrawsHarness, drawId: string): Promise<void> {
  await harness.drawsDb.query("UPDATE draws SET draw_date = now() - interval '1 second' WHERE id = $1", [drawId]);
}
