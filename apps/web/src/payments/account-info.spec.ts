import { parseAccountInfo } from './account-info';

describe('withdrawal account info', () => {
  it('reads the JSON of a saved method into labelled fields', () => {
    const info = parseAccountInfo(JSON.stringify({ type: 'bank', name: 'Main', details: { bankName: 'BML', accountNumber: '77', accountHolderName: 'Aisha' } }));
    expect(info?.type).toBe('bank');
    expect(info?.name).toBe('Main');
    expect(info?.fields).toEqual([
      { key: 'bankName', label: 'accountInfo.bankName', value: 'BML' },
      { key: 'accountNumber', label: 'accountInfo.accountNumber', value: '77' },
      { key: 'accountHolderName', label: 'accountInfo.accountHolderName', value: 'Aisha' },
    ]);
  });

  it('reads a flat object and keeps unknown keys under their own name', () => {
    const info = parseAccountInfo('{"paypalEmail":"a@b.mv","iban":"MV12"}');
    expect(info?.fields).toEqual([
      { key: 'paypalEmail', label: 'accountInfo.paypalEmail', value: 'a@b.mv' },
      { key: 'iban', label: null, value: 'MV12' },
    ]);
  });

  it('answers null for raw text', () => {
    expect(parseAccountInfo('IBAN MV12 3456')).toBeNull();
    expect(parseAccountInfo('"just a string"')).toBeNull();
    expect(parseAccountInfo('[1,2]')).toBeNull();
  });
});
