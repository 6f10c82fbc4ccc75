import { ed25519 } from '@noble/curves/ed25519.js';
import { fromHex, isHex, toHex, utf8 } from './bytes';
import { canonicalJson } from './canonical-json';

/**
 * Purchase receipts signed with the platform's Ed25519 key. The signature
 * covers `RECEIPT_CONTEXT` followed by the canonical JSON of the receipt, so a
 * receipt signature can never be replayed as a signature of anything else.
 * Keys rotate with an overlap: each published key has a validity window, and
 * a receipt verifies only under a key that was valid when it was issued.
 */

export const RECEIPT_CONTEXT = 'nova-jackpot-receipt-v1\n';

export interface Receipt {
  version: 1;
  purchaseId: string;
  drawId: string;
  /** Sorted by byte value. */
  ticketNumbers: string[];
  /** What the balance was charged, decimal text in the base currency, e.g. "45.00". */
  amountPaid: string;
  /** When the purchase was made, ISO 8601 UTC. */
  purchasedAt: string;
  /** When the receipt was signed, ISO 8601 UTC; must lie in the key's validity window. */
  issuedAt: string;
}

export interface SignedReceipt {
  receipt: Receipt;
  keyId: string;
  /** Ed25519 signature, 64 bytes as lowercase hex. */
  signature: string;
}

export interface PublishedKey {
  keyId: string;
  algorithm: 'Ed25519';
  /** 32 bytes, lowercase hex. */
  publicKey: string;
  validFrom: string;
  /** Null while the key is still used for signing. */
  validUntil: string | null;
}

export interface PublishedKeySet {
  keys: PublishedKey[];
}

export type ReceiptFailure = 'MALFORMED_RECEIPT' | 'UNKNOWN_KEY' | 'KEY_NOT_VALID_AT_ISSUE' | 'BAD_SIGNATURE';

export interface ReceiptCheck {
  valid: boolean;
  reason?: ReceiptFailure;
  key?: PublishedKey;
}

export function receiptMessage(receipt: Receipt): Uint8Array {
  const { version, purchaseId, drawId, ticketNumbers, amountPaid, purchasedAt, issuedAt } = receipt;
  return utf8(RECEIPT_CONTEXT + canonicalJson({ version, purchaseId, drawId, ticketNumbers, amountPaid, purchasedAt, issuedAt }));
}

export function publicKeyOf(privateKeyHex: string): string {
  return toHex(ed25519.getPublicKey(fromHex(privateKeyHex)));
}

export function signReceipt(receipt: Receipt, key: { keyId: string; privateKey: string }): SignedReceipt {
  const signature = toHex(ed25519.sign(receiptMessage(receipt), fromHex(key.privateKey)));
  return { receipt, keyId: key.keyId, signature };
}

/** Checks a receipt (as pasted or uploaded) against the published keys. */
export function verifyReceipt(signed: unknown, keySet: PublishedKeySet): ReceiptCheck {
  if (!isSignedReceipt(signed)) return { valid: false, reason: 'MALFORMED_RECEIPT' };
  const key = keySet.keys.find((candidate) => candidate.keyId === signed.keyId);
  if (!key || key.algorithm !== 'Ed25519' || !isHex(key.publicKey, 32)) return { valid: false, reason: 'UNKNOWN_KEY' };
  const issuedAt = Date.parse(signed.receipt.issuedAt);
  const validUntil = key.validUntil === null ? Infinity : Date.parse(key.validUntil);
  if (!(issuedAt >= Date.parse(key.validFrom) && issuedAt < validUntil)) return { valid: false, reason: 'KEY_NOT_VALID_AT_ISSUE', key };
  let ok = false;
  try {
    ok = ed25519.verify(fromHex(signed.signature), receiptMessage(signed.receipt), fromHex(key.publicKey));
  } catch {
    ok = false;
  }
  return ok ? { valid: true, key } : { valid: false, reason: 'BAD_SIGNATURE', key };
}

function isSignedReceipt(value: unknown): value is SignedReceipt {
  if (typeof value !== 'object' || value === null) return false;
  const { receipt, keyId, signature } = value as Record<string, unknown>;
  if (typeof keyId !== 'string' || !isHex(signature, 64) || typeof receipt !== 'object' || receipt === null) return false;
  const r = receipt as Record<string, unknown>;
  const texts = ['purchaseId', 'drawId', 'amountPaid', 'purchasedAt', 'issuedAt'];
  return r.version === 1
    && texts.every((field) => typeof r[field] === 'string')
    && Array.isArray(r.ticketNumbers) && r.ticketNumbers.every((ticket) => typeof ticket === 'string')
    && !Number.isNaN(Date.parse(String(r.issuedAt)));
}
