import type { PurchaseRecord } from '../src/db/purchases';
import { runDueDraws } from '../src/draw-runs';
import { reconcilePurchases } from '../src/purchase-reconciler';
import { admin, availableMinor, buy, createDraw, deposit, ledgerSum, makeDue, player, startDrawsHarness, type DrawsHarness } from './support/draws-harness';

/** A crash right after the wallet took the money, before the tickets were written. */
const crashing = new Set<string>();
let harness: DrawsHarness;
const operator = admin();

beforeAll(async () => {
  harness = await startDrawsHarness('reconcile', {
    faults: {
      afterDebit(purchase: PurchaseRecord) {
        if (crashing.has(purchase.userId)) throw new Error('simulated crash after the debit');
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

async function purchaseStatus(userId: string): Promise<string | undefined> {
  const { rows } = await harness.drawsDb.query<{ status: string }>('SELECT status FROM purchases WHERE user_id = $1', [userId]);
  return rows[0]?.status;
}

async function ticketsOf(userId: string): Promise<number> {
  const { rows } = await harness.drawsDb.query<{ count: number }>('SELECT count(*)::int AS count FROM tickets WHERE user_id = $1', [userId]);
  return rows[0]?.count ?? 0;
}

describe('purchase reconciler', () => {
  it('finishes a purchase that crashed between the debit and the tickets: same debit key, tickets written once', async () => {
    const buyer = player();
    await deposit(harness, buyer.userId, 50_00);
    const drawId = await createDraw(harness, operator);
    crashing.add(buyer.userId);
    const crashed = await buy(harness, buyer, drawId, 3);
    expect(crashed.errors?.[0]?.extensions?.code).toBe('INTERNAL');
    expect(await purchaseStatus(buyer.userId)).toBe('pending');
    expect(await availableMinor(harness, buyer.userId)).toBe(20_00); // money taken, no tickets yet
    expect(await ticketsOf(buyer.userId)).toBe(0);

    crashing.delete(buyer.userId);
    expect(await reconcilePurchases(harness.draws.deps(), 0)).toBeGreaterThanOrEqual(1);
    expect(await purchaseStatus(buyer.userId)).toBe('completed');
    expect(await ticketsOf(buyer.userId)).toBe(3);
    expect(await availableMinor(harness, buyer.userId)).toBe(20_00); // the retried debit moved nothing
    await reconcilePurchases(harness.draws.deps(), 0);
    expect(await ticketsOf(buyer.userId)).toBe(3);
  });

  it('refunds a crashed purchase when the draw closed meanwhile', async () => {
    const buyer = player();
    await deposit(harness, buyer.userId, 50_00);
    const other = player();
    await deposit(harness, other.userId, 50_00);
    const drawId = await createDraw(harness, operator);
    expect((await buy(harness, other, drawId, 1)).errors).toBeUndefined();
    crashing.add(buyer.userId);
    await buy(harness, buyer, drawId, 2);
    crashing.delete(buyer.userId);
    expect(await availableMinor(harness, buyer.userId)).toBe(30_00);

    await makeDue(harness, drawId);
    await runDueDraws(harness.draws.deps());

    await reconcilePurchases(harness.draws.deps(), 0);
    expect(await purchaseStatus(buyer.userId)).toBe('refunded');
    expect(await ticketsOf(buyer.userId)).toBe(0);
    expect(await availableMinor(harness, buyer.userId)).toBe(50_00);
    const { rows } = await harness.walletDb.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM transfers WHERE user_id = $1 AND kind = 'ticket_refund'",
      [buyer.userId],
    );
    expect(rows[0]?.count).toBe(1);
  });

  it('lets the player finish a crashed purchase by retrying with the same key', async () => {
    const buyer = player();
    await deposit(harness, buyer.userId, 50_00);
    const drawId = await createDraw(harness, operator);
    crashing.add(buyer.userId);
    await buy(harness, buyer, drawId, 1, 'player-retry-key');
    crashing.delete(buyer.userId);
    const retry = await buy(harness, buyer, drawId, 1, 'player-retry-key');
    expect(retry.data?.buyTickets.tickets).toHaveLength(1);
    expect(await availableMinor(harness, buyer.userId)).toBe(40_00);
  });
});
