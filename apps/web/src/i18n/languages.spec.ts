import { resolveLanguage, textDirection } from './languages';

describe('resolveLanguage', () => {
  it('prefers the signed-in user language', () => {
    expect(resolveLanguage({ userLanguage: 'th', storedLanguage: 'hi', browserLanguage: 'bn-BD' })).toBe('th');
  });

  it('falls back to the stored language, then the browser prefix', () => {
    expect(resolveLanguage({ userLanguage: null, storedLanguage: 'hi', browserLanguage: 'bn-BD' })).toBe('hi');
    expect(resolveLanguage({ storedLanguage: null, browserLanguage: 'ar-MV' })).toBe('ar');
    expect(resolveLanguage({ browserLanguage: 'BN' })).toBe('bn');
  });

  it('skips unsupported values and ends in English', () => {
    expect(resolveLanguage({ userLanguage: 'fr', storedLanguage: 'xx', browserLanguage: 'de-DE' })).toBe('en');
    expect(resolveLanguage({})).toBe('en');
  });

  it('writes Arabic right to left', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('th')).toBe('ltr');
  });
});
