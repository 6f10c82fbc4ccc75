import { randomBytes } from 'node:crypto';
import { publicKeyOf, signReceipt, verifyReceipt, type Receipt } from '@nova/verify';
import { publicKeyHexOf, signReceiptWith } from '../src/receipt-signing';

const receipt: Receipt = {
  version: 1,
  purchaseId: '42',
  drawId: '7',
  ticketNumbers: ['NJ-000001', 'NJ-000002'],
  amountPaid: '20.00',
  purchasedAt: '2500-01-01T10:00:00.000Z',
  issuedAt: '2500-01-01T10:00:01.000Z',
};

describe('receipts signed by the service (Node Ed25519)', () => {
  it('gives the same public key and signature bytes as the Verify page library, for random keys', () => {
    for (let i = 0; i < 20; i++) {
      const privateKey = randomBytes(32).toString('hex');
      expect(publicKeyHexOf(privateKey)).toBe(publicKeyOf(privateKey));
      const key = { keyId: `k${i}`, privateKey };
      expect(signReceiptWith(receipt, key)).toEqual(signReceipt(receipt, key));
    }
  });

  it('signs receipts that verify under the published key and fail once a field changes', () => {
    const privateKey = 'ab'.repeat(32);
    const keys = [{ keyId: 'k1', algorithm: 'Ed25519' as const, publicKey: publicKeyHexOf(privateKey), validFrom: '2499-01-01T00:00:00.000Z', validUntil: null }];
    const signed = signReceiptWith(receipt, { keyId: 'k1', privateKey: privateKey.toUpperCase() });
    expect(verifyReceipt(signed, { keys })).toMatchObject({ valid: true });
    expect(verifyReceipt({ ...signed, receipt: { ...receipt, amountPaid: '2000.00' } }, { keys })).toMatchObject({ valid: false, reason: 'BAD_SIGNATURE' });
  });
});
