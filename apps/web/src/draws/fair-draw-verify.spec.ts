import { commitSeed, pickWinners, ticketListHash, verifyPublishedDraw } from './fair-draw-verify';

// The published test vectors of apps/draws/docs/fair-draw.md.
const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const DRAW_ID = 'c0ffee00-2500-4000-8000-000000000001';
const TICKETS = ['NJ-000007', 'NJ-000003', 'NJ-000012', 'NJ-000001', 'NJ-000010', 'NJ-000005', 'NJ-000002', 'NJ-000011', 'NJ-000004', 'NJ-000009', 'NJ-000006', 'NJ-000008'];
const BEACON = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';
const COMMITMENT = '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd';
const LIST_HASH = '0e8bab8b6a383ef4907284308b5336689cc6412793ef793ce80dfea3234cc46a';
const WINNERS_10 = ['NJ-000009', 'NJ-000001', 'NJ-000002', 'NJ-000003', 'NJ-000012', 'NJ-000004', 'NJ-000011', 'NJ-000010', 'NJ-000008', 'NJ-000005'];

describe('browser fair-draw check against the published vectors', () => {
  it('commits to the seed bytes and hashes the canonical ticket list', async () => {
    expect(await commitSeed(SEED)).toBe(COMMITMENT);
    expect(await ticketListHash(TICKETS)).toBe(LIST_HASH);
    expect(await ticketListHash([])).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('picks the published winners without and with a beacon', async () => {
    expect(await pickWinners(SEED, DRAW_ID, TICKETS, 10, null)).toEqual(WINNERS_10);
    expect(await pickWinners(SEED, DRAW_ID, TICKETS, 3, null)).toEqual(['NJ-000009', 'NJ-000001', 'NJ-000002']);
    expect(await pickWinners(SEED, DRAW_ID, TICKETS, 10, BEACON)).toEqual(['NJ-000010', 'NJ-000004', 'NJ-000012', 'NJ-000006', 'NJ-000007', 'NJ-000011', 'NJ-000001', 'NJ-000003', 'NJ-000002', 'NJ-000009']);
  });

  it('lets every ticket win when fewer were sold than prizes', async () => {
    expect(await ticketListHash(['B-2', 'A-1', 'C-3'])).toBe('dd6f6ca534cefa6356d99f59eca0fc20c72f5d2eb2772e7a80631b67941581b7');
    expect(await pickWinners(SEED, 'draw-3', ['B-2', 'A-1', 'C-3'], 10, null)).toEqual(['A-1', 'C-3', 'B-2']);
  });

  const published = { drawId: DRAW_ID, seedCommitment: COMMITMENT, seed: SEED, ticketListHash: LIST_HASH, ticketNumbers: TICKETS, beacon: null, winnerCount: 10, announcedWinners: WINNERS_10 };

  it('passes all three checks for an honest draw', async () => {
    const report = await verifyPublishedDraw(published);
    expect(report.valid).toBe(true);
    expect(report.checks.map((check) => [check.name, check.passed])).toEqual([['commitment', true], ['ticketList', true], ['winners', true]]);
  });

  it('fails the right check when something was changed', async () => {
    const swapped = await verifyPublishedDraw({ ...published, announcedWinners: [...WINNERS_10].reverse() });
    expect(swapped.checks.map((check) => check.passed)).toEqual([true, true, false]);
    const otherSeed = await verifyPublishedDraw({ ...published, seed: SEED.replace('00', 'ff') });
    expect(otherSeed.checks[0]?.passed).toBe(false);
    const extraTicket = await verifyPublishedDraw({ ...published, ticketNumbers: [...TICKETS, 'NJ-000013'] });
    expect(extraTicket.checks[1]?.passed).toBe(false);
    expect((await verifyPublishedDraw({ ...published, seed: null })).valid).toBe(false);
  });
});
