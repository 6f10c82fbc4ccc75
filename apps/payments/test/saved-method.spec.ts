import { withdrawalAccountInfo, withdrawalKind } from '../src/saved-method';

const bank = { id: 'm1', type: 'bank' as const, name: 'Salary account', details: { bankName: 'Bank of Maldives', accountName: 'Aisha Naseer', accountNumber: '7701-000-123' } };

describe('a withdrawal described from a saved payment method', () => {
  it("uses the admin view's field names", () => {
    expect(withdrawalKind(bank)).toBe('bank');
    expect(withdrawalKind({ ...bank, type: 'crypto', details: { cryptoType: 'bitcoin', address: 'bc1q' } })).toBe('bitcoin');
    expect(JSON.parse(withdrawalAccountInfo(bank))).toEqual({
      type: 'bank',
      name: 'Salary account',
      details: { bankName: 'Bank of Maldives', accountHolderName: 'Aisha Naseer', accountNumber: '7701-000-123' },
    });
    expect(JSON.parse(withdrawalAccountInfo({ id: 'p', type: 'paypal', name: 'PP', details: { email: 'a@b.mv' } }))).toEqual({ type: 'paypal', name: 'PP', details: { paypalEmail: 'a@b.mv' } });
  });
});
