import { bytesToHex as nobleBytesToHex, hexToBytes as nobleHexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { sha256 } from '@noble/hashes/sha2.js';

const HEX = /^(?:[0-9a-fA-F]{2})*$/;

/** Lowercase hex of the bytes. */
export function toHex(bytes: Uint8Array): string {
  return nobleBytesToHex(bytes);
}

/** Bytes of an even-length hex text (either case); anything else is refused. */
export function fromHex(hex: string): Uint8Array {
  if (!HEX.test(hex)) throw new RangeError('expected an even-length hex string');
  return nobleHexToBytes(hex);
}

export function isHex(text: unknown, bytes?: number): text is string {
  return typeof text === 'string' && HEX.test(text) && (bytes === undefined || text.length === bytes * 2);
}

export function utf8(text: string): Uint8Array {
  return utf8ToBytes(text);
}

export function sha256Hex(bytes: Uint8Array): string {
  return toHex(sha256(bytes));
}

export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
