/** A random (version 4) UUID from k6's crypto, for Idempotency-Key headers. */
import { randomBytes } from 'k6/crypto';

export function uuidv4(): string {
  const bytes = new Uint8Array(randomBytes(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
