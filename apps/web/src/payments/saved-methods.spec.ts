import { cleanDetails, parseSavedMethods, serializeSavedMethods, upsertSavedMethod, type SavedPaymentMethod } from './saved-methods';

const bank: SavedPaymentMethod = {
  id: 'a1',
  type: 'bank',
  name: 'Salary account',
  details: { bankName: 'Bank of Maldives', accountName: 'Aisha Naseer', accountNumber: '7701-000-123' },
  createdAt: '2500-01-01T00:00:00.000Z',
};

describe('saved payment methods', () => {
  it('round-trips through the JSON string and skips malformed entries', () => {
    const json = serializeSavedMethods([bank]);
    expect(parseSavedMethods(json)).toEqual([bank]);
    expect(parseSavedMethods('not json')).toEqual([]);
    expect(parseSavedMethods('{"a":1}')).toEqual([]);
    expect(parseSavedMethods(JSON.stringify([{ id: 'x', type: 'cash', name: 'n' }, bank]))).toEqual([bank]);
  });

  it("keeps only the type's fields, trimmed", () => {
    expect(cleanDetails('crypto', { cryptoType: 'usdt', address: ' T9yD ', bankName: 'stale' })).toEqual({ cryptoType: 'usdt', address: 'T9yD' });
    expect(cleanDetails('paypal', { email: '', paypalName: 'A' })).toEqual({ paypalName: 'A' });
  });

  it('adds a new method and replaces an edited one', () => {
    const renamed = { ...bank, name: 'Main' };
    expect(upsertSavedMethod([bank], renamed)).toEqual([renamed]);
    expect(upsertSavedMethod([], bank)).toEqual([bank]);
  });
});
