import { draftFromMethod, emptyDraft, methodInput } from './payment-method-draft';

describe('admin payment method form', () => {
  it('starts with the spec defaults', () => {
    expect(emptyDraft()).toMatchObject({ type: 'bank_transfer', isActive: true, minAmount: '10', maxAmount: '10000', processingTime: '24 hours' });
  });

  it("sends only the chosen type's account fields", () => {
    const input = methodInput({ ...emptyDraft(), type: 'crypto', name: ' USDT wallet ', cryptoAddress: ' T9x ', bankName: 'stale' });
    expect(input).toMatchObject({ name: 'USDT wallet', type: 'crypto', cryptoType: 'USDT', cryptoNetwork: 'TRC20', cryptoAddress: 'T9x', bankName: null, paypalEmail: null });
  });

  it('round-trips a stored method', () => {
    const stored = {
      __typename: 'PaymentMethod' as const,
      id: 'pm1', name: 'PayPal', type: 'paypal' as const, isActive: false, bankName: null, accountName: null, accountNumber: null,
      cryptoType: null, cryptoNetwork: null, cryptoAddress: null, paypalEmail: 'pay@nova.mv', instructions: 'Add your username',
      minAmount: '20.00', maxAmount: '500.00', processingTime: '2 hours',
    };
    expect(methodInput(draftFromMethod(stored))).toMatchObject({ name: 'PayPal', isActive: false, paypalEmail: 'pay@nova.mv', instructions: 'Add your username', minAmount: '20.00' });
  });
});
