import { bls12_381 } from '@noble/curves/bls12-381.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { fromHex, isHex, toHex } from './bytes';

/**
 * The drand quicknet beacon (League of Entropy): every 3 seconds a threshold
 * BLS signature of the round number, which nobody can predict or choose. A
 * round's randomness is SHA-256 of its signature. Scheme
 * bls-unchained-g1-rfc9380: signatures on G1 (48 bytes), the group key on G2
 * (96 bytes), message = SHA-256(round as 8-byte big-endian), hashed to G1
 * with RFC 9380 and the DST BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_.
 */
export const QUICKNET = {
  chainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  publicKey:
    '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
  scheme: 'bls-unchained-g1-rfc9380',
  periodSeconds: 3,
  genesisTime: 1692803367,
} as const;

export interface BeaconRound {
  round: number;
  /** 48-byte compressed G1 point, lowercase hex. */
  signature: string;
  /** SHA-256 of the signature bytes, lowercase hex. */
  randomness: string;
}

/** The first round published at or after `time` (round 1 is at genesis). */
export function roundAt(time: Date): number {
  const seconds = Math.floor(time.getTime() / 1000);
  if (seconds < QUICKNET.genesisTime) return 1;
  return Math.ceil((seconds - QUICKNET.genesisTime) / QUICKNET.periodSeconds) + 1;
}

/** When a round is published. */
export function timeOfRound(round: number): Date {
  return new Date((QUICKNET.genesisTime + (round - 1) * QUICKNET.periodSeconds) * 1000);
}

export function randomnessOf(signatureHex: string): string {
  return toHex(sha256(fromHex(signatureHex)));
}

function roundMessage(round: number): Uint8Array {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, BigInt(round));
  return sha256(bytes);
}

/** True when the signature is quicknet's for this round (a pairing check against the chain's public key). */
export function verifyBeaconSignature(round: number, signatureHex: string): boolean {
  if (!Number.isSafeInteger(round) || round < 1 || !isHex(signatureHex, 48)) return false;
  try {
    const sigs = bls12_381.shortSignatures;
    return sigs.verify(fromHex(signatureHex), sigs.hash(roundMessage(round)), fromHex(QUICKNET.publicKey));
  } catch {
    return false;
  }
}

/** A round as a relay serves it (`/{chainHash}/public/{round}`), checked: signature valid and randomness = SHA-256(signature). */
export function verifyBeaconRound(value: BeaconRound): boolean {
  return verifyBeaconSignature(value.round, value.signature) && randomnessOf(value.signature) === value.randomness.toLowerCase();
}
