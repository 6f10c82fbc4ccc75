import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { fromHex, isHex, sha256Hex, utf8 } from './bytes';
import { randomnessOf, verifyBeaconSignature } from './beacon';
import { canonicalOrder, merkleRoot } from './merkle';

/**
 * Re-checks a completed draw from its public record alone, exactly as
 * apps/draws/docs/fair-draw.md describes it: an independent implementation
 * (no code shared with the service that drew), used by the Verify page and
 * the command-line verifier alike.
 */

export interface PublicBeacon {
  chainHash: string;
  round: number;
  signature: string | null;
  randomness: string | null;
}

export interface PublicDrawRecord {
  drawId: string;
  seedCommitment: string;
  seed: string | null;
  ticketListHash: string | null;
  merkleRoot: string | null;
  /** Every sold ticket number (any order; the canonical order is recomputed). */
  ticketNumbers: string[];
  /** The bound beacon round, or null for a draw without one. */
  beacon: PublicBeacon | null;
  /** The beacon value mixed into the selection (the round's randomness), or null when none was (see beaconFallback). */
  beaconValue: string | null;
  /** When a round was bound but could not be fetched in time: why the documented fallback (seed and ticket list alone) applied. */
  beaconFallback?: string | null;
  winnerCount: number;
  /** Announced winners' ticket numbers, first prize first. */
  winners: string[];
}

export type DrawCheckName = 'commitment' | 'ticketListHash' | 'merkleRoot' | 'beaconSignature' | 'beaconValue' | 'winners';

export interface DrawCheck {
  name: DrawCheckName;
  /** 'skipped' when the draw has nothing to check here (no beacon bound; published before Merkle roots existed). */
  outcome: 'passed' | 'failed' | 'skipped';
  expected: string;
  computed: string;
}

export interface DrawReport {
  valid: boolean;
  checks: DrawCheck[];
  computedWinners: string[];
}

const RANDOM_RANGE = 2 ** 48;

/** The fair draw's winners: HMAC-SHA256(seed, drawId:listHash[:beacon]:counter), 48-bit rejection sampling. */
export function recomputeWinners(seedHex: string, drawId: string, ticketNumbers: readonly string[], count: number, beaconHex: string | null): string[] {
  const key = fromHex(seedHex);
  const candidates = canonicalOrder(ticketNumbers);
  const listHash = sha256Hex(utf8(candidates.join('\n')));
  const prefix = beaconHex ? `${drawId}:${listHash}:${beaconHex}:` : `${drawId}:${listHash}:`;
  const winners: string[] = [];
  const wanted = Math.min(count, candidates.length);
  for (let counter = 0; winners.length < wanted; counter += 1) {
    const digest = hmac(sha256, key, utf8(`${prefix}${counter}`));
    const n = candidates.length;
    const limit = Math.floor(RANDOM_RANGE / n) * n;
    const r = digest.slice(0, 6).reduce((value, byte) => value * 256 + byte, 0);
    if (r >= limit) continue;
    winners.push(candidates.splice(r % n, 1)[0]!);
  }
  return winners;
}

function check(name: DrawCheckName, expected: string, computed: string): DrawCheck {
  return { name, outcome: expected === computed ? 'passed' : 'failed', expected, computed };
}

/** Every check of a completed draw; valid only when none failed. */
export function verifyPublicDraw(draw: PublicDrawRecord): DrawReport {
  const checks: DrawCheck[] = [];
  if (!isHex(draw.seed, 32)) {
    checks.push({ name: 'commitment', outcome: 'failed', expected: draw.seedCommitment, computed: '' });
    return { valid: false, checks, computedWinners: [] };
  }
  let sorted: string[];
  try {
    sorted = canonicalOrder(draw.ticketNumbers);
  } catch {
    checks.push({ name: 'ticketListHash', outcome: 'failed', expected: draw.ticketListHash ?? '', computed: 'duplicate ticket numbers' });
    return { valid: false, checks, computedWinners: [] };
  }
  checks.push(check('commitment', draw.seedCommitment.toLowerCase(), sha256Hex(fromHex(draw.seed))));
  checks.push(check('ticketListHash', (draw.ticketListHash ?? '').toLowerCase(), sha256Hex(utf8(sorted.join('\n')))));
  if (draw.merkleRoot === null) checks.push({ name: 'merkleRoot', outcome: 'skipped', expected: '', computed: '' });
  else checks.push(check('merkleRoot', draw.merkleRoot.toLowerCase(), merkleRoot(sorted)));
  checks.push(...beaconChecks(draw));

  const computedWinners = recomputeWinners(draw.seed, draw.drawId, sorted, draw.winnerCount, draw.beaconValue);
  checks.push(check('winners', draw.winners.join(', '), computedWinners.join(', ')));
  return { valid: checks.every((item) => item.outcome !== 'failed'), checks, computedWinners };
}

/**
 * With a bound round that was fetched: its signature must verify and the mixed
 * value must be its randomness. With a bound round but no signature (the
 * documented fallback), no beacon value may have been mixed in.
 */
function beaconChecks(draw: PublicDrawRecord): DrawCheck[] {
  const beacon = draw.beacon;
  if (!beacon) {
    const value = draw.beaconValue ?? '';
    return [{ name: 'beaconValue', outcome: value === '' ? 'skipped' : 'failed', expected: '', computed: value }];
  }
  if (beacon.signature === null) return [check('beaconValue', '', draw.beaconValue ?? '')];
  const signatureOk = verifyBeaconSignature(beacon.round, beacon.signature);
  const randomness = isHex(beacon.signature) ? randomnessOf(beacon.signature) : '';
  return [
    { name: 'beaconSignature', outcome: signatureOk ? 'passed' : 'failed', expected: `round ${beacon.round}`, computed: beacon.signature },
    check('beaconValue', randomness, (draw.beaconValue ?? '').toLowerCase()),
  ];
}
