import { describe, expect, it } from '@jest/globals';
import { adminTextFor, isSafeOrganisationUrl } from './responsible-gaming';

describe('responsible gaming text', () => {
  it("shows the admin's words for the language, the built-in text when that language is empty", () => {
    const texts = { en: 'Our own words', th: '  ', ar: 'كلماتنا' };
    expect(adminTextFor(texts, 'en')).toBe('Our own words');
    expect(adminTextFor(texts, 'ar')).toBe('كلماتنا');
    expect(adminTextFor(texts, 'th')).toBeNull();
    expect(adminTextFor(texts, 'bn')).toBeNull();
    expect(adminTextFor(undefined, 'en')).toBeNull();
  });

  it('links only https organisations', () => {
    expect(isSafeOrganisationUrl('https://www.gamblingtherapy.org')).toBe(true);
    expect(isSafeOrganisationUrl('http://example.org')).toBe(false);
    expect(isSafeOrganisationUrl('javascript:alert(1)')).toBe(false);
  });
});
