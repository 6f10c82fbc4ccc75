import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A link token: 32 random bytes, base64url (43 characters). */
export const newLinkToken = (): string => randomBytes(32).toString('base64url');
export const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A 6-digit code, leading zeros kept. */
export const newSixDigitCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** SHA-256 hex of the parts joined: link tokens are random enough for an unsalted hash; short codes are salted with their row id. */
export function sha256(...parts: string[]): string {
  return createHash('sha256').update(parts.join(':')).digest('hex');
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
