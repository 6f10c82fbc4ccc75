import vectors from '../vectors/vectors.json';
import { QUICKNET, randomnessOf, roundAt, timeOfRound, verifyBeaconRound, verifyBeaconSignature } from '../src';

// Real rounds published by the drand quicknet network (see the vectors file).
const rounds = vectors.beacon.rounds;

describe('drand quicknet beacon', () => {
  it('verifies real published rounds and their randomness', () => {
    expect(vectors.beacon.chainHash).toBe(QUICKNET.chainHash);
    for (const round of rounds) {
      expect(verifyBeaconSignature(round.round, round.signature)).toBe(true);
      expect(randomnessOf(round.signature)).toBe(round.randomness);
      expect(verifyBeaconRound(round)).toBe(true);
    }
    // Published by the relay for round 657413 beside its signature.
    expect(rounds[1]!.randomness).toBe('fc1873a13f3545aeade8401532ef5519920652eee6b0d2b19ca12643b87b3587');
  });

  it('refuses a signature for another round, a changed signature or a wrong randomness', () => {
    const [first, second] = [rounds[0]!, rounds[1]!];
    expect(verifyBeaconSignature(first.round + 1, first.signature)).toBe(false);
    expect(verifyBeaconSignature(second.round, first.signature)).toBe(false);
    const flipped = `${first.signature.slice(0, -1)}${first.signature.endsWith('0') ? '1' : '0'}`;
    expect(verifyBeaconSignature(first.round, flipped)).toBe(false);
    expect(verifyBeaconSignature(first.round, 'zz')).toBe(false);
    expect(verifyBeaconRound({ ...second, randomness: first.randomness })).toBe(false);
  });

  it('maps times to rounds: 3 s period from genesis', () => {
    expect(roundAt(new Date(QUICKNET.genesisTime * 1000))).toBe(1);
    expect(roundAt(new Date((QUICKNET.genesisTime + 1) * 1000))).toBe(2);
    expect(timeOfRound(123).toISOString()).toBe('2023-08-23T15:15:33.000Z');
    expect(roundAt(timeOfRound(657413))).toBe(657413);
  });
});
