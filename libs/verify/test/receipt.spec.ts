import { createPrivateKey, createPublicKey, verify as nodeVerify } from 'node:crypto';
import vectors from '../vectors/vectors.json';
import { fromHex, publicKeyOf, receiptMessage, signReceipt, verifyReceipt, type PublishedKeySet, type SignedReceipt } from '../src';

const keySet = vectors.receipt.keySet as PublishedKeySet;
const signed = vectors.receipt.signed as SignedReceipt;

describe('signed receipts (published vectors)', () => {
  it('signs the published receipt to the published signature and verifies it', () => {
    expect(signReceipt(signed.receipt, { keyId: 'test-2500', privateKey: vectors.receipt.privateKey })).toEqual(signed);
    expect(verifyReceipt(signed, keySet)).toMatchObject({ valid: true, key: { keyId: 'test-2500' } });
  });

  it('agrees with an independent Ed25519 implementation (Node crypto)', () => {
    const spki = Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), Buffer.from(publicKeyOf(vectors.receipt.privateKey), 'hex')]);
    const publicKey = createPublicKey({ key: spki, format: 'der', type: 'spki' });
    expect(nodeVerify(null, receiptMessage(signed.receipt), publicKey, fromHex(signed.signature))).toBe(true);
    const pkcs8 = Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), Buffer.from(vectors.receipt.privateKey, 'hex')]);
    expect(createPublicKey(createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' })).export({ format: 'der', type: 'spki' }).subarray(12).toString('hex'))
      .toBe(publicKeyOf(vectors.receipt.privateKey));
  });

  it.each([
    ['drawId', { drawId: 'c0ffee00-2500-4000-8000-000000000002' }],
    ['ticketNumbers', { ticketNumbers: ['NJ-000003', 'NJ-000008'] }],
    ['amountPaid', { amountPaid: '2.00' }],
    ['purchasedAt', { purchasedAt: '2500-01-01T10:00:01.000Z' }],
    ['purchaseId', { purchaseId: 'c0ffee00-2500-4000-8000-0000000000a2' }],
    ['issuedAt', { issuedAt: '2500-01-01T10:00:02.000Z' }],
  ])('fails when %s is changed', (_field, change) => {
    expect(verifyReceipt({ ...signed, receipt: { ...signed.receipt, ...change } }, keySet)).toMatchObject({ valid: false, reason: 'BAD_SIGNATURE' });
  });

  it('fails with an unknown or wrong key, outside the key window, or malformed', () => {
    expect(verifyReceipt({ ...signed, keyId: 'nope' }, keySet).reason).toBe('UNKNOWN_KEY');
    expect(verifyReceipt({ ...signed, keyId: 'test-2499' }, keySet).reason).toBe('BAD_SIGNATURE');
    const early = signReceipt({ ...signed.receipt, issuedAt: '2499-06-01T00:00:00.000Z' }, { keyId: 'test-2500', privateKey: vectors.receipt.privateKey });
    expect(verifyReceipt(early, keySet).reason).toBe('KEY_NOT_VALID_AT_ISSUE');
    expect(verifyReceipt({ ...signed, signature: signed.signature.slice(2) }, keySet).reason).toBe('MALFORMED_RECEIPT');
    expect(verifyReceipt('not a receipt', keySet).reason).toBe('MALFORMED_RECEIPT');
    const flipped = `${signed.signature.slice(0, -1)}${signed.signature.endsWith('0') ? '1' : '0'}`;
    expect(verifyReceipt({ ...signed, signature: flipped }, keySet).reason).toBe('BAD_SIGNATURE');
  });
});
