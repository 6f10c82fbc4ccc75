import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Provably fair winner selection (docs/product-rules.md#fair-draw): when a
 * draw opens, the server commits to a secret seed by publishing sha256(seed);
 * when sales close it publishes a hash of the sorted list of sold ticket
 * numbers; winners come from HMAC-SHA256(seed, drawId:ticketListHash:counter)
 * by rejection sampling. The algorithm is written out in apps/draws/docs/fair-draw.md;
 * change one and you must change the other (and the published test vectors).
 */

const SEED_BYTES = 32;
const SEED_HEX = /^[0-9a-fA-F]{64}$/;
const SHA256_HEX = /^[0-9a-f]{64}$/;
const BEACON_HEX = /^(?:[0-9a-f]{2})+$/;
/** Ticket numbers are visible ASCII (no spaces), so sorting and encoding are unambiguous. */
const TICKET_NUMBER = /^[\x21-\x7e]+$/;
/** Random values are the first 6 bytes (48 bits) of each HMAC digest. */
const RANDOM_BYTES = 6;
const RANDOM_RANGE = 2 ** (8 * RANDOM_BYTES);

export interface DrawInput {
  /** The secret seed, 32 bytes as 64 hex characters. */
  seedHex: string;
  drawId: string;
  /** `ticketListHash(ticketNumbers)`, published when sales close. */
  ticketListHash: string;
  ticketNumbers: readonly string[];
  /** Winners wanted; fewer are drawn when fewer tickets were sold. */
  count: number;
  /** Optional public randomness (lowercase hex) fixed after sales close, e.g. a randomness beacon round. */
  beaconHex?: string;
}

export interface VerifyInput extends DrawInput {
  /** The published `sha256(seed)`. */
  commitment: string;
  /** Winners as announced, first prize first; when given they must match. */
  winners?: readonly string[];
}

export type VerifyFailure = 'MALFORMED_INPUT' | 'COMMITMENT_MISMATCH' | 'TICKET_LIST_MISMATCH' | 'WINNERS_MISMATCH';

export interface VerifyResult {
  valid: boolean;
  /** Recomputed winners; empty when the seed or ticket list do not check out. */
  winners: string[];
  reason?: VerifyFailure;
}

/** A fresh secret seed: 32 bytes from the system CSPRNG, lowercase hex. */
export function newSeed(): string {
  return randomBytes(SEED_BYTES).toString('hex');
}

/** The commitment published when the draw opens: sha256 of the 32 seed bytes (not of the hex text). */
export function commitSeed(seedHex: string): string {
  return sha256Hex(seedBytes(seedHex));
}

/**
 * The hash published when sales close: sha256 over the UTF-8 (here: ASCII)
 * text of the ticket numbers sorted ascending by character code and joined
 * with "\n", no trailing newline. Duplicates are refused.
 */
export function ticketListHash(ticketNumbers: readonly string[]): string {
  return hashCanonicalList(canonicalTicketList(ticketNumbers));
}

/** Winning ticket numbers, distinct, first prize first. */
export function pickWinners(input: DrawInput): string[] {
  const key = seedBytes(input.seedHex);
  const candidates = canonicalTicketList(input.ticketNumbers);
  if (!Number.isSafeInteger(input.count) || input.count < 0) {
    throw new RangeError(`winner count must be a non-negative integer, got ${input.count}`);
  }
  if (input.drawId.length === 0 || input.drawId.includes(':')) {
    throw new RangeError('draw id must be non-empty and contain no ":"');
  }
  if (!SHA256_HEX.test(input.ticketListHash)) throw new RangeError('ticket list hash must be 64 lowercase hex characters');
  if (input.beaconHex !== undefined && !BEACON_HEX.test(input.beaconHex)) {
    throw new RangeError('beacon must be lowercase hex with an even number of characters');
  }
  // The hash in the message must be the hash of the very list we draw from.
  if (hashCanonicalList(candidates) !== input.ticketListHash) throw new RangeError('ticket list hash does not match the ticket numbers');

  const prefix = input.beaconHex === undefined
    ? `${input.drawId}:${input.ticketListHash}:`
    : `${input.drawId}:${input.ticketListHash}:${input.beaconHex}:`;
  const winners: string[] = [];
  const wanted = Math.min(input.count, candidates.length);
  let counter = 0;
  while (winners.length < wanted) {
    const n = candidates.length;
    // Rejection sampling: accept r only below the largest multiple of n that
    // fits in 48 bits, so every remaining ticket is equally likely (no modulo bias).
    const limit = Math.floor(RANDOM_RANGE / n) * n;
    const digest = createHmac('sha256', key).update(`${prefix}${counter}`, 'utf8').digest();
    counter += 1;
    const r = digest.readUIntBE(0, RANDOM_BYTES);
    if (r >= limit) continue;
    const [winner] = candidates.splice(r % n, 1);
    if (winner !== undefined) winners.push(winner);
  }
  return winners;
}

/** Checks a finished draw from public data only: the revealed seed, its commitment and the ticket list. */
export function verifyDraw(input: VerifyInput): VerifyResult {
  let commitment: string;
  let listHash: string;
  try {
    commitment = commitSeed(input.seedHex);
    listHash = ticketListHash(input.ticketNumbers);
  } catch {
    return { valid: false, winners: [], reason: 'MALFORMED_INPUT' };
  }
  // Hex case carries no meaning in the commitment; compare canonical lowercase.
  if (commitment !== input.commitment.toLowerCase()) return { valid: false, winners: [], reason: 'COMMITMENT_MISMATCH' };
  if (listHash !== input.ticketListHash) return { valid: false, winners: [], reason: 'TICKET_LIST_MISMATCH' };

  let winners: string[];
  try {
    winners = pickWinners(input);
  } catch {
    return { valid: false, winners: [], reason: 'MALFORMED_INPUT' };
  }
  if (input.winners !== undefined) {
    const announced = input.winners;
    const same = announced.length === winners.length && winners.every((ticket, i) => ticket === announced[i]);
    if (!same) return { valid: false, winners, reason: 'WINNERS_MISMATCH' };
  }
  return { valid: true, winners };
}

function canonicalTicketList(ticketNumbers: readonly string[]): string[] {
  for (const ticket of ticketNumbers) {
    if (!TICKET_NUMBER.test(ticket)) throw new RangeError(`ticket number must be visible ASCII: ${JSON.stringify(ticket.slice(0, 40))}`);
  }
  // Code-unit order, which for ASCII is byte order: the same in every language.
  const sorted = [...ticketNumbers].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (let i = 1; i < sorted.length; i += 1) {
    if (sorted[i] === sorted[i - 1]) throw new RangeError(`duplicate ticket number ${sorted[i]}`);
  }
  return sorted;
}

function seedBytes(seedHex: string): Buffer {
  if (!SEED_HEX.test(seedHex)) throw new RangeError('seed must be 32 bytes as 64 hex characters');
  return Buffer.from(seedHex, 'hex');
}

function hashCanonicalList(sorted: readonly string[]): string {
  return sha256Hex(Buffer.from(sorted.join('\n'), 'utf8'));
}

function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}
