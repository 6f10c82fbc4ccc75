import { describe, expect, it } from '@jest/globals';
import { checkResponsibleGaming, type ResponsibleGamingDraft } from './responsible-gaming-draft';

const draft = (change: Partial<ResponsibleGamingDraft> = {}): ResponsibleGamingDraft => ({
  text: { en: ' Play for fun. ', th: '', hi: '', bn: '', ar: 'العب للمتعة' },
  organisations: [{ name: 'Gambling Therapy', url: 'https://www.gamblingtherapy.org' }],
  ...change,
});

describe('responsible gaming editor rules (the server limits)', () => {
  it('sends every language trimmed and the organisations, dropping empty rows', () => {
    const result = checkResponsibleGaming(draft({ organisations: [{ name: ' Help ', url: ' https://help.example ' }, { name: '', url: '' }] }));
    expect(result).toEqual({
      ok: true,
      input: {
        responsibleGamingText: { en: 'Play for fun.', th: '', hi: '', bn: '', ar: 'العب للمتعة' },
        supportOrganisations: [{ name: 'Help', url: 'https://help.example' }],
      },
    });
  });

  it('refuses a text over 4000 characters, a nameless organisation and a link that is not https', () => {
    expect(checkResponsibleGaming(draft({ text: { ...draft().text, th: 'x'.repeat(4001) } }))).toEqual({ ok: false, errors: { 'text.th': 'admin.responsible.error.textLong' } });
    expect(checkResponsibleGaming(draft({ organisations: [{ name: '', url: 'https://help.example' }] }))).toEqual({ ok: false, errors: { 'name.0': 'admin.responsible.error.name' } });
    expect(checkResponsibleGaming(draft({ organisations: [{ name: 'Help', url: 'javascript:alert(1)' }] }))).toEqual({ ok: false, errors: { 'url.0': 'admin.responsible.error.url' } });
  });

  it('keeps at most 8 organisations', () => {
    const many = Array.from({ length: 9 }, (_, index) => ({ name: `Line ${index}`, url: 'https://help.example' }));
    expect(checkResponsibleGaming(draft({ organisations: many }))).toEqual({ ok: false, errors: { organisations: 'admin.responsible.error.tooMany' } });
  });
});
