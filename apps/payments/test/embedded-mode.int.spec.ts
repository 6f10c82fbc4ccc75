import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { IDENTITY_HEADER, type CallerIdentity } from '@nova/contracts';
import { createLocalBus, createMemoryStore, signIdentity, type Bus, type KeyValueStore } from '@nova/platform';
import { createTestConfig, pngBytes, silentLogger } from '@nova/platform/testing';
import { createWalletService, type WalletService } from '@nova/wallet';
import { createPaymentsService, paymentsConfigSchema, reconcilePayments, type PaymentsService } from '../src/index';

/**
 * The one-process mode (`npm start`): payments and wallet on embedded
 * PostgreSQL (PGlite) and the in-process bus; a deposit from upload to credit.
 */
let bus: Bus;
let store: KeyValueStore;
let payments: PaymentsService;
let wallet: WalletService;
let paymentsUrl: string;
let secret: string;

beforeAll(async () => {
  const { config } = await createTestConfig('pay_embedded', 'embedded');
  secret = config.INTERNAL_AUTH_SECRET;
  bus = createLocalBus({ logger: silentLogger() });
  store = createMemoryStore({ prefix: config.KEY_PREFIX });
  const shared = { bus, store, logger: silentLogger() };
  wallet = createWalletService({ config, shared });
  payments = createPaymentsService({ config: paymentsConfigSchema.parse({ ...config, RECONCILER_ENABLED: 'false' }), shared });
  await wallet.start();
  paymentsUrl = (await payments.start()).url;
}, 120_000);

afterAll(async () => {
  await payments?.stop();
  await wallet?.stop();
  await bus?.close();
  await store?.close();
});

const admin: CallerIdentity = { userId: randomUUID(), isAdmin: true, adminRole: 'superadmin', sessionId: 's-admin' };
const player: CallerIdentity = { userId: randomUUID(), isAdmin: false, sessionId: 's-player' };

async function graphql<T>(caller: CallerIdentity, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(paymentsUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [IDENTITY_HEADER]: signIdentity(caller, secret) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

it('stores a deposit with its screenshot, flags a reused one, approves once and serves the image', async () => {
  const { createPaymentMethod } = await graphql<{ createPaymentMethod: { id: string } }>(
    admin,
    'mutation { createPaymentMethod(input: { name: "PayPal", type: paypal, paypalEmail: "pay@nova.io" }) { id } }',
  );
  const upload = async () => {
    const form = new FormData();
    form.set('amount', '30.00');
    form.set('paymentMethod', createPaymentMethod.id);
    form.set('screenshot', new Blob([new Uint8Array(pngBytes())], { type: 'image/png' }), 'proof.png');
    const response = await fetch(paymentsUrl.replace('/graphql', '/deposits'), { method: 'POST', body: form, headers: { [IDENTITY_HEADER]: signIdentity(player, secret) } });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const [first, second] = [await upload(), await upload()];
  const review = 'mutation Review($id: ID!) { reviewDeposit(id: $id, input: { status: approved }) { status screenshotDuplicates { depositId match } } }';
  const approved = await graphql<{ reviewDeposit: { status: string; screenshotDuplicates: unknown[] } }>(admin, review, { id: second });
  expect(approved.reviewDeposit).toEqual({ status: 'approved', screenshotDuplicates: [{ depositId: first, match: 'same_file' }] });
  await graphql(admin, review, { id: second });
  const balance = await bus.request('wallet.balance.v1', { userId: player.userId });
  expect(balance.availableMinor).toBe(30_00);

  const image = await fetch(paymentsUrl.replace('/graphql', `/deposits/${second}/screenshot`), { headers: { [IDENTITY_HEADER]: signIdentity(player, secret) } });
  expect(image.status).toBe(200);
  expect(image.headers.get('x-content-type-options')).toBe('nosniff');
  const stranger = await fetch(paymentsUrl.replace('/graphql', `/deposits/${second}/screenshot`), {
    headers: { [IDENTITY_HEADER]: signIdentity({ ...player, userId: randomUUID() }, secret) },
  });
  expect(stranger.status).toBe(404);
  expect(await reconcilePayments(payments.deps(), 0)).toBe(0);
});
