import { createPrivateKey, createPublicKey, sign, type KeyObject } from 'node:crypto';
import { receiptMessage, type Receipt, type SignedReceipt } from '@nova/verify';

/**
 * Receipts signed with Node's own Ed25519 (OpenSSL) rather than @nova/verify's
 * JavaScript one, which the browser's Verify page needs: Ed25519 signatures are
 * deterministic, so both give the same bytes for the same key and receipt
 * (receipt-signing.spec.ts checks it), but this one signs about 15 times
 * faster and does not build the curve's tables (0.1 s) when the service starts.
 */

// The DER header of an Ed25519 private key in PKCS#8 (RFC 8410); the 32-byte seed follows it.
const ED25519_PKCS8_HEADER = Buffer.from('302e020100300506032b657004220420', 'hex');
const keyObjects = new Map<string, KeyObject>();

function keyObjectOf(privateKeyHex: string): KeyObject {
  const hex = privateKeyHex.toLowerCase();
  let key = keyObjects.get(hex);
  if (!key) {
    key = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_HEADER, Buffer.from(hex, 'hex')]), format: 'der', type: 'pkcs8' });
    keyObjects.set(hex, key);
  }
  return key;
}

/** The public half of a private key (64 hex characters), as lowercase hex. */
export function publicKeyHexOf(privateKeyHex: string): string {
  const spki = createPublicKey(keyObjectOf(privateKeyHex)).export({ format: 'der', type: 'spki' });
  // An Ed25519 SubjectPublicKeyInfo ends with the 32-byte key.
  return spki.subarray(spki.length - 32).toString('hex');
}

export function signReceiptWith(receipt: Receipt, key: { keyId: string; privateKey: string }): SignedReceipt {
  const signature = sign(null, receiptMessage(receipt), keyObjectOf(key.privateKey)).toString('hex');
  return { receipt, keyId: key.keyId, signature };
}
