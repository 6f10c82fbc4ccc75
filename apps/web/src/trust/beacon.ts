import { isHex, QUICKNET, randomnessOf, verifyBeaconSignature, type PublicBeacon } from '@nova/verify';
import type { CheckResult } from '../draws/fair-draw-verify';

export interface PublishedBeaconFields {
  beacon?: string | null;
  beaconRound?: number | null;
  beaconSignature?: string | null;
}

/**
 * The drand quicknet round a draw bound when its sales closed, as the checks
 * of @nova/verify read it: with its signature once fetched, or with none when
 * the documented fallback applied (fair-draw.md, "Outside randomness").
 */
export function publicBeaconOf(draw: PublishedBeaconFields): PublicBeacon | null {
  if (draw.beaconRound === null || draw.beaconRound === undefined) return null;
  const signature = draw.beaconSignature ?? null;
  return { chainHash: QUICKNET.chainHash, round: draw.beaconRound, signature, randomness: signature ? (draw.beacon ?? null) : null };
}

/**
 * The beacon's checks for the signed-in Verify page: the bound round's BLS
 * signature verifies against the quicknet public key, and the value mixed in
 * is that round's randomness (with the fallback: no value was mixed in). The
 * winners check recomputes the selection with the published value, so
 * together they re-check the mixing.
 */
export function beaconCheckResults(draw: PublishedBeaconFields): CheckResult[] {
  const beacon = publicBeaconOf(draw);
  const value = (draw.beacon ?? '').toLowerCase();
  if (!beacon) return value === '' ? [] : [{ name: 'beaconValue', passed: false, expected: '', computed: value }];
  if (!beacon.signature) return [{ name: 'beaconValue', passed: value === '', expected: '', computed: value }];
  const randomness = isHex(beacon.signature) ? randomnessOf(beacon.signature) : '';
  return [
    { name: 'beaconSignature', passed: verifyBeaconSignature(beacon.round, beacon.signature), expected: `round ${beacon.round}`, computed: beacon.signature },
    { name: 'beaconValue', passed: randomness !== '' && randomness === value, expected: randomness, computed: value },
  ];
}
