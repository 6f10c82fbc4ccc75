import { signReceipt, verifyReceipt, type Receipt } from '@nova/verify';
import { drawsConfigSchema } from '../src/config';
import { DEVELOPMENT_KEY_ID, receiptKeyring } from '../src/receipt-keys';

const OLD = '11'.repeat(32);
const NEW = '22'.repeat(32);
const keysEnv = JSON.stringify([
  { keyId: 'k-2026-10', privateKey: OLD, validFrom: '2026-10-01T00:00:00Z', validUntil: '2026-11-08T00:00:00Z' },
  { keyId: 'k-2026-11', privateKey: NEW, validFrom: '2026-11-01T00:00:00Z' },
]);
const base = { INTERNAL_AUTH_SECRET: 'x'.repeat(32) };

describe('receipt signing keys', () => {
  it('rotates with an overlap: the newest valid key signs, and every key stays published', () => {
    const config = drawsConfigSchema.parse({ ...base, RECEIPT_SIGNING_KEYS: keysEnv, RECEIPT_RETIRED_KEYS: JSON.stringify([{ keyId: 'k-2026-09', publicKey: 'ab'.repeat(32), validFrom: '2026-09-01T00:00:00Z', validUntil: '2026-10-02T00:00:00Z' }]) });
    const keyring = receiptKeyring(config);
    expect(keyring.signingKeyAt(new Date('2026-10-15T00:00:00Z'))?.keyId).toBe('k-2026-10');
    expect(keyring.signingKeyAt(new Date('2026-11-02T00:00:00Z'))?.keyId).toBe('k-2026-11');
    expect(keyring.published.map((key) => key.keyId)).toEqual(['k-2026-09', 'k-2026-10', 'k-2026-11']);
    expect(JSON.stringify(keyring.published)).not.toContain(OLD);

    // A receipt signed by the old key before the switch still verifies after it.
    const receipt: Receipt = { version: 1, purchaseId: 'p', drawId: 'd', ticketNumbers: ['NJ-000001'], amountPaid: '10.00', purchasedAt: '2026-10-15T00:00:00.000Z', issuedAt: '2026-10-15T00:00:00.000Z' };
    const signed = signReceipt(receipt, keyring.signingKeyAt(new Date(receipt.issuedAt))!);
    expect(verifyReceipt(signed, { keys: keyring.published }).valid).toBe(true);
  });

  it('uses the public development key only outside production; production without keys signs nothing and refuses that key', () => {
    expect(receiptKeyring(drawsConfigSchema.parse(base)).signingKeyAt(new Date())?.keyId).toBe(DEVELOPMENT_KEY_ID);
    const warnings: string[] = [];
    const unconfigured = receiptKeyring(drawsConfigSchema.parse({ ...base, NODE_ENV: 'production' }), { warn: ((message: string) => warnings.push(message)) as never });
    expect(unconfigured.signingKeyAt(new Date())).toBeNull();
    expect(unconfigured.published).toEqual([]);
    expect(unconfigured.disabledReason).toMatch(/RECEIPT_SIGNING_KEYS/);
    expect(warnings).toHaveLength(1);
    const development = receiptKeyring(drawsConfigSchema.parse(base));
    const leaked = JSON.stringify([{ keyId: 'x', privateKey: development.signingKeyAt(new Date())!.privateKey, validFrom: '2026-01-01T00:00:00Z' }]);
    expect(() => receiptKeyring(drawsConfigSchema.parse({ ...base, NODE_ENV: 'production', RECEIPT_SIGNING_KEYS: leaked }))).toThrow(/development key/);
  });

  it('refuses malformed key lists at start-up', () => {
    expect(drawsConfigSchema.safeParse({ ...base, RECEIPT_SIGNING_KEYS: 'not json' }).success).toBe(false);
    expect(drawsConfigSchema.safeParse({ ...base, RECEIPT_SIGNING_KEYS: JSON.stringify([{ keyId: 'a', privateKey: 'short', validFrom: '2026-01-01T00:00:00Z' }]) }).success).toBe(false);
  });
});
