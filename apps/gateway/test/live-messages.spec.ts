import { messageFor } from '../src/live/live-messages';

const drawId = '7d3c1f2e-1111-4a4a-8888-000000000001';
const alice = '7d3c1f2e-2222-4a4a-8888-000000000002';
const bob = '7d3c1f2e-3333-4a4a-8888-000000000003';
const base = { id: '7d3c1f2e-4444-4a4a-8888-000000000004', occurredAt: '2026-11-24T03:00:00.000Z' };

const completed = {
  subject: 'draws.draw.completed.v1' as const,
  event: {
    ...base,
    drawId,
    seed: 'seed',
    prizePoolMinor: 10_050,
    adminProfitMinor: 4_300,
    winners: [
      { rank: 1, ticketNumber: 'NJ-000001', userId: alice, prizeMinor: 5_025 },
      { rank: 2, ticketNumber: 'NJ-000002', userId: bob, prizeMinor: 5_025 },
      { rank: 3, ticketNumber: 'NJ-000003', userId: alice, prizeMinor: 0 },
    ],
  },
};

describe('live draw messages', () => {
  it('gives each viewer only their own prizes, as amounts in the base currency', () => {
    expect(messageFor(completed, alice)).toEqual({
      kind: 'completed',
      drawId,
      prizePool: '100.50',
      winnerCount: 2,
      myPrizes: [{ rank: 1, ticketNumber: 'NJ-000001', prize: '50.25' }],
    });
    expect(messageFor(completed, bob)).toMatchObject({ myPrizes: [{ rank: 2, ticketNumber: 'NJ-000002', prize: '50.25' }] });
  });

  it('tells visitors and players without a prize the public figures only', () => {
    for (const viewer of [null, '7d3c1f2e-5555-4a4a-8888-000000000005']) {
      const message = messageFor(completed, viewer);
      expect(message).toMatchObject({ kind: 'completed', winnerCount: 2, myPrizes: [] });
      expect(JSON.stringify(message)).not.toContain(alice);
    }
  });

  it('passes on a sale without the buyer or the amount', () => {
    const sold = messageFor(
      { subject: 'draws.ticket.purchased.v1', event: { ...base, purchaseId: base.id, drawId, userId: alice, quantity: 3, totalMinor: 600, discountMinor: 0 } },
      bob,
    );
    expect(sold).toEqual({ kind: 'sold', drawId });
  });
});
