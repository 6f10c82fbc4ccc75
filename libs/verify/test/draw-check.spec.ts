import vectors from '../vectors/vectors.json';
import { recomputeWinners, verifyPublicDraw, type PublicDrawRecord } from '../src';

const draws = vectors.draws as PublicDrawRecord[];
const withBeacon = draws[0]!;

describe('checking a published draw', () => {
  it('agrees with the fair-draw document vectors (no beacon)', () => {
    const seed = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
    expect(recomputeWinners(seed, withBeacon.drawId, withBeacon.ticketNumbers, 3, null)).toEqual(['NJ-000009', 'NJ-000001', 'NJ-000002']);
    expect(recomputeWinners(seed, 'draw-3', ['B-2', 'A-1', 'C-3'], 10, null)).toEqual(['A-1', 'C-3', 'B-2']);
    expect(recomputeWinners(seed, withBeacon.drawId, withBeacon.ticketNumbers, 10, 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90'))
      .toEqual(['NJ-000010', 'NJ-000004', 'NJ-000012', 'NJ-000006', 'NJ-000007', 'NJ-000011', 'NJ-000001', 'NJ-000003', 'NJ-000002', 'NJ-000009']);
  });

  it('passes every published draw (beacon mixed in, no beacon, beacon fallback)', () => {
    for (const draw of draws) expect(verifyPublicDraw(draw)).toMatchObject({ valid: true, computedWinners: draw.winners });
    expect(verifyPublicDraw(withBeacon).checks.map((check) => [check.name, check.outcome])).toEqual([
      ['commitment', 'passed'], ['ticketListHash', 'passed'], ['merkleRoot', 'passed'],
      ['beaconSignature', 'passed'], ['beaconValue', 'passed'], ['winners', 'passed'],
    ]);
  });

  const tampered: Array<[string, Partial<PublicDrawRecord>, string]> = [
    ['seed', { seed: `${withBeacon.seed!.slice(0, -1)}0` }, 'commitment'],
    ['commitment', { seedCommitment: '0'.repeat(64) }, 'commitment'],
    ['ticket list hash', { ticketListHash: '0'.repeat(64) }, 'ticketListHash'],
    ['Merkle root', { merkleRoot: '0'.repeat(64) }, 'merkleRoot'],
    ['ticket list', { ticketNumbers: [...withBeacon.ticketNumbers, 'NJ-000013'] }, 'ticketListHash'],
    ['beacon round', { beacon: { ...withBeacon.beacon!, round: withBeacon.beacon!.round + 1 } }, 'beaconSignature'],
    ['beacon signature', { beacon: { ...withBeacon.beacon!, signature: vectors.beacon.rounds[0]!.signature } }, 'beaconSignature'],
    ['beacon value', { beaconValue: vectors.beacon.rounds[0]!.randomness }, 'beaconValue'],
    ['winners', { winners: [...withBeacon.winners].reverse() }, 'winners'],
  ];
  it.each(tampered)('fails when the %s is changed', (_label, change, failing) => {
    const report = verifyPublicDraw({ ...withBeacon, ...change });
    expect(report.valid).toBe(false);
    expect(report.checks.find((check) => check.name === failing)?.outcome).toBe('failed');
  });

  it('fails a fallback draw that claims a beacon value it never fetched', () => {
    expect(verifyPublicDraw({ ...draws[2]!, beaconValue: vectors.beacon.rounds[1]!.randomness }).valid).toBe(false);
  });
});
