/**
 * An independent, browser-side check of a completed draw, exactly as
 * apps/draws/docs/fair-draw.md describes it, with WebCrypto only (SHA-256 and
 * HMAC-SHA256 from SubtleCrypto): the player's browser redoes the draw from
 * the published data instead of trusting the server's answer.
 */
export interface PublishedDraw {
  drawId: string;
  seedCommitment: string;
  seed: string | null;
  ticketListHash: string | null;
  /** Every sold ticket number. */
  ticketNumbers: readonly string[];
  beacon: string | null;
  winnerCount: number;
  /** The announced winners' ticket numbers, first prize first. */
  announcedWinners: readonly string[];
}

/** beaconSignature and beaconValue are added by the Verify page for a draw that bound a beacon round (trust/beacon.ts). */
export type CheckName = 'commitment' | 'ticketList' | 'winners' | 'beaconSignature' | 'beaconValue';

export interface CheckResult {
  name: CheckName;
  passed: boolean;
  expected: string;
  computed: string;
}

export interface VerificationReport {
  valid: boolean;
  checks: CheckResult[];
  /** The winners recomputed in this browser, first prize first. */
  computedWinners: string[];
}

const encoder = new TextEncoder();
const TWO_POW_48 = 2 ** 48;

function subtle(): SubtleCrypto {
  const crypto = globalThis.crypto;
  if (!crypto?.subtle) throw new Error('WebCrypto is not available in this browser');
  return crypto.subtle;
}

export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  if (!/^(?:[0-9a-fA-F]{2})*$/.test(hex)) throw new Error('not an even-length hex string');
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

export function bytesToHex(bytes: ArrayBuffer | Uint8Array): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function sha256Hex(data: Uint8Array<ArrayBuffer>): Promise<string> {
  return bytesToHex(await subtle().digest('SHA-256', data));
}

/** sha256 of the 32 raw seed bytes, lowercase hex. */
export function commitSeed(seedHex: string): Promise<string> {
  return sha256Hex(hexToBytes(seedHex));
}

/** Ticket numbers sorted by character code: the canonical list. */
export function canonicalTickets(ticketNumbers: readonly string[]): string[] {
  return [...ticketNumbers].sort();
}

/** sha256 of the canonical list joined with "\n", lowercase hex. */
export function ticketListHash(ticketNumbers: readonly string[]): Promise<string> {
  return sha256Hex(encoder.encode(canonicalTickets(ticketNumbers).join('\n')));
}

/** HMAC-SHA256(seed, drawId:ticketListHash[:beacon]:counter) with rejection sampling, counter never reset. */
export async function pickWinners(seedHex: string, drawId: string, ticketNumbers: readonly string[], count: number, beacon: string | null): Promise<string[]> {
  const key = await subtle().importKey('raw', hexToBytes(seedHex), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const candidates = canonicalTickets(ticketNumbers);
  const listHash = await ticketListHash(ticketNumbers);
  const wanted = Math.min(count, candidates.length);
  const winners: string[] = [];
  for (let counter = 0; winners.length < wanted; counter += 1) {
    const parts = beacon ? [drawId, listHash, beacon, String(counter)] : [drawId, listHash, String(counter)];
    const digest = new Uint8Array(await subtle().sign('HMAC', key, encoder.encode(parts.join(':'))));
    const n = candidates.length;
    const limit = Math.floor(TWO_POW_48 / n) * n;
    const r = digest.slice(0, 6).reduce((value, byte) => value * 256 + byte, 0);
    if (r >= limit) continue;
    const [winner] = candidates.splice(r % n, 1);
    if (winner !== undefined) winners.push(winner);
  }
  return winners;
}

/** The three checks of "Verifying a draw": commitment, ticket list hash, winners in order. */
export async function verifyPublishedDraw(draw: PublishedDraw): Promise<VerificationReport> {
  if (!draw.seed || !/^[0-9a-fA-F]{64}$/.test(draw.seed)) {
    const missing = { expected: draw.seedCommitment, computed: '' };
    return { valid: false, checks: [{ name: 'commitment', passed: false, ...missing }], computedWinners: [] };
  }
  const commitment = await commitSeed(draw.seed);
  const listHash = await ticketListHash(draw.ticketNumbers);
  const computedWinners = await pickWinners(draw.seed, draw.drawId, draw.ticketNumbers, draw.winnerCount, draw.beacon);
  const announced = draw.announcedWinners.join(', ');
  const checks: CheckResult[] = [
    { name: 'commitment', passed: commitment === draw.seedCommitment.toLowerCase(), expected: draw.seedCommitment, computed: commitment },
    { name: 'ticketList', passed: listHash === (draw.ticketListHash ?? '').toLowerCase(), expected: draw.ticketListHash ?? '', computed: listHash },
    { name: 'winners', passed: computedWinners.join(', ') === announced, expected: announced, computed: computedWinners.join(', ') },
  ];
  return { valid: checks.every((check) => check.passed), checks, computedWinners };
}
