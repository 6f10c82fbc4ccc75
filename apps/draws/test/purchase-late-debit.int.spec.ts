import type { PurchaseRecord } from '../src/db/purchases';
import { reconcilePurchases } from '../src/purchase-reconciler';
import { admin, availableMinor, buy, createDraw, deposit, ledgerSum, player, startDrawsHarness, type DrawsHarness } from './support/draws-harness';

/**
 * Two workers drive one purchase (the player's request and the reconciler,
 * which claims a purchase pending longer than PURCHASE_STALE_AFTER_MS). The
 * request's debit is held up on its way to the wallet (as behind a cut NATS
 * connection); meanwhile the reconciler's debit is refused for want of money
 * and the purchase fails; then the player's deposit lands, and only then does
 * the held-up debit reach the wallet. The chaos run found purchases `failed`
 * with the money taken this way.
 */
interface Held {
  entered: () => void;
  release: Promise<void>;
}

const held = new Map<string, Held>();
let harness: DrawsHarness;
const operator = admin();

beforeAll(async () => {
  harness = await startDrawsHarness('latedebit', {
    faults: {
      async beforeDebit(purchase: PurchaseRecord) {
        // Only the first debit of the purchase (the player's request) is held up.
        const hold = held.get(purchase.userId);
        if (!hold) return;
        held.delete(purchase.userId);
        hold.entered();
        await hold.release;
      },
    },
  });
});

afterAll(async () => {
  await harness?.close();
});

afterEach(async () => {
  expect(await ledgerSum(harness)).toBe(0);
});

async function purchaseOf(userId: string): Promise<{ id: string; status: string } | undefined> {
  const { rows } = await harness.drawsDb.query<{ id: string; status: string }>('SELECT id, status FROM purchases WHERE user_id = $1', [userId]);
  return rows[0];
}

async function debitsOf(purchaseId: string): Promise<number> {
  const { rows } = await harness.walletDb.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM transfers WHERE idempotency_key = $1 OR idempotency_key LIKE $1 || '#%'",
    [`purchase:${purchaseId}`],
  );
  return rows[0]?.count ?? 0;
}

describe('a purchase debit that reaches the wallet after the purchase failed', () => {
  it('is refused like the first copy, so a failed purchase never keeps the money', async () => {
    const buyer = player();
    await deposit(harness, buyer.userId, 5_00);
    const drawId = await createDraw(harness, operator, { ticketPrice: '10.00' });

    let entered!: () => void;
    const inFlight = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    held.set(buyer.userId, { entered, release: new Promise<void>((resolve) => (release = resolve)) });
    const key = `late-debit-${buyer.userId}`;
    const request = buy(harness, buyer, drawId, 1, key);
    await inFlight; // the purchase is pending, its debit on the way

    // The reconciler's copy of the debit is refused: 5.00 does not pay for a 10.00 ticket.
    expect(await reconcilePurchases(harness.draws.deps(), 0)).toBeGreaterThanOrEqual(1);
    const purchase = await purchaseOf(buyer.userId);
    expect(purchase?.status).toBe('failed');

    // The player tops up, then the held-up copy of the same debit arrives.
    await deposit(harness, buyer.userId, 50_00);
    release();
    const answer = await request;
    expect(answer.errors?.[0]?.extensions?.code).toBe('INSUFFICIENT_BALANCE');

    expect((await purchaseOf(buyer.userId))?.status).toBe('failed');
    expect(await debitsOf(purchase!.id)).toBe(0);
    expect(await availableMinor(harness, buyer.userId)).toBe(55_00);

    // The player's retry with the same key gets the same answer and moves nothing.
    expect((await buy(harness, buyer, drawId, 1, key)).errors?.[0]?.extensions?.code).toBe('INSUFFICIENT_BALANCE');
    expect(await debitsOf(purchase!.id)).toBe(0);
    expect(await availableMinor(harness, buyer.userId)).toBe(55_00);
  });
});
