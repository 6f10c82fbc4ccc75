import vectors from '../../../../libs/verify/vectors/vectors.json';
import { beaconCheckResults, publicBeaconOf } from './beacon';

/** The signed-in Verify page's beacon checks, on the published vectors (real quicknet rounds). */
const [mixed, , fallback] = vectors.draws;
const round = vectors.beacon.rounds.find((item) => item.round === mixed!.beacon!.round)!;
const other = vectors.beacon.rounds.find((item) => item.round !== round.round)!;
const outcome = (fields: Parameters<typeof beaconCheckResults>[0]) => beaconCheckResults(fields).map((check) => [check.name, check.passed]);

describe('beacon checks on the Verify page', () => {
  it('pass for a real round whose randomness was mixed in', () => {
    expect(outcome({ beaconRound: round.round, beaconSignature: round.signature, beacon: round.randomness })).toEqual([['beaconSignature', true], ['beaconValue', true]]);
    expect(publicBeaconOf({ beaconRound: round.round, beaconSignature: round.signature, beacon: round.randomness })).toEqual(mixed!.beacon);
  });

  it('fail for another round\'s signature, a shifted round number or another value', () => {
    expect(outcome({ beaconRound: round.round, beaconSignature: other.signature, beacon: other.randomness })).toEqual([['beaconSignature', false], ['beaconValue', true]]);
    expect(outcome({ beaconRound: round.round + 1, beaconSignature: round.signature, beacon: round.randomness })).toEqual([['beaconSignature', false], ['beaconValue', true]]);
    expect(outcome({ beaconRound: round.round, beaconSignature: round.signature, beacon: other.randomness })).toEqual([['beaconSignature', true], ['beaconValue', false]]);
  });

  it('with the fallback, pass only when nothing was mixed in; without a bound round, add nothing', () => {
    expect(outcome({ beaconRound: fallback!.beacon!.round, beaconSignature: null, beacon: null })).toEqual([['beaconValue', true]]);
    expect(outcome({ beaconRound: fallback!.beacon!.round, beaconSignature: null, beacon: round.randomness })).toEqual([['beaconValue', false]]);
    expect(outcome({ beaconRound: null, beacon: null })).toEqual([]);
    expect(outcome({ beaconRound: null, beacon: round.randomness })).toEqual([['beaconValue', false]]);
  });
});
