import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileCatalogue, FIRST_SCREEN_NAMESPACES, isFirstScreenMessage } from './message-catalogues';

const catalogue = (language: string) =>
  JSON.parse(readFileSync(join(__dirname, '..', 'src', 'i18n', 'messages', `${language}.json`), 'utf8')) as Record<string, string>;

describe('the catalogues the browser gets', () => {
  it.each(['en', 'th', 'hi', 'bn', 'ar'])('compiles every %s message to its AST (the app carries no parser)', (language) => {
    const compiled = compileCatalogue(catalogue(language));
    expect(Object.keys(compiled)).toEqual(Object.keys(catalogue(language)));
    expect(compiled['auth.formLabel']).toEqual([{ type: 0, value: catalogue(language)['auth.formLabel'] }]);
  });

  it('names a message that does not parse', () => {
    expect(() => compileCatalogue({ 'broken.message': 'You won {amount, number' })).toThrow(/broken\.message/);
  });

  it('splits English into the first screen and the rest, every first-screen namespace being one English has', () => {
    const english = Object.keys(catalogue('en'));
    const namespaces = new Set(english.map((id) => id.split('.')[0]));
    expect(FIRST_SCREEN_NAMESPACES.filter((namespace) => !namespaces.has(namespace))).toEqual([]);
    const firstScreen = english.filter(isFirstScreenMessage);
    expect(firstScreen).toContain('auth.formLabel');
    expect(english.filter((id) => !isFirstScreenMessage(id))).toContain('admin.title');
    // The admin panel's and the player pages' words stay out of the entry.
    expect(firstScreen.length).toBeLessThan(english.length / 3);
  });
});
