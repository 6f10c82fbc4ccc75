import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { TRANSLATED_ERROR_CODES } from '../lib/api-errors';
import { THEMES } from '../theme/themes';
import { LANGUAGES } from './languages';

const messagesDir = join(__dirname, 'messages');
const srcDir = join(__dirname, '..');
/** Values that are the same in every language on purpose (brand and coin names). */
const UNTRANSLATED = new Set(['app.name', 'paymentType.paypal', 'crypto.usdc', 'crypto.bnb']);

function catalogue(code: string): Record<string, string> {
  return JSON.parse(readFileSync(join(messagesDir, `${code}.json`), 'utf8')) as Record<string, string>;
}

const catalogues = Object.fromEntries(LANGUAGES.map(({ code }) => [code, catalogue(code)]));
const en = catalogues['en'] ?? {};
const allKeys = new Set(Object.values(catalogues).flatMap((messages) => Object.keys(messages)));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'gql' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Message ids are namespaced ("auth.headline"); HTML ids ("draws-title") have no dot and are skipped. */
function usedMessageIds(): Set<string> {
  const namespaces = new Set(Object.keys(en).map((key) => key.split('.')[0]));
  const ids = new Set<string>();
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bid[:=]\s*\{?\s*["'`]([^"'`$]+)["'`]/g)) {
      if (match[1]?.includes('.')) ids.add(match[1]);
    }
    // Ids kept in data tables, e.g. { title: 'help.faq.tickets.q' }.
    for (const match of text.matchAll(/["']([a-zA-Z]+\.[a-zA-Z0-9.]+)["']/g)) {
      const id = match[1];
      if (id && namespaces.has(id.split('.')[0]) && !id.endsWith('.css')) ids.add(id);
    }
  }
  return ids;
}

function placeholders(message: string): string[] {
  return [...message.matchAll(/\{(\w+)/g)].map((match) => match[1] ?? '').sort();
}

describe('message catalogues', () => {
  it.each(LANGUAGES.map(({ code }) => code))('%s has every key, none empty', (code) => {
    const messages = catalogues[code] ?? {};
    const missing = [...allKeys].filter((key) => !(key in messages));
    const empty = Object.entries(messages).filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => key);
    expect(missing).toEqual([]);
    expect(empty).toEqual([]);
  });

  it.each(LANGUAGES.filter(({ code }) => code !== 'en').map(({ code }) => code))('%s is translated, with the same placeholders', (code) => {
    const messages = catalogues[code] ?? {};
    const copied = Object.keys(en).filter((key) => !UNTRANSLATED.has(key) && messages[key] === en[key]);
    const placeholderDrift = Object.keys(en).filter((key) => placeholders(messages[key] ?? '').join() !== placeholders(en[key] ?? '').join());
    expect(copied).toEqual([]);
    expect(placeholderDrift).toEqual([]);
  });

  it('has an English message for every id used in the source', () => {
    const used = usedMessageIds();
    expect(used.size).toBeGreaterThan(100);
    expect([...used].filter((id) => !(id in en))).toEqual([]);
  });

  it('names every theme and translates every known error code', () => {
    const needed = [...THEMES.map((theme) => `theme.${theme}`), ...TRANSLATED_ERROR_CODES.map((code) => `error.${code}`)];
    expect(needed.filter((id) => !(id in en))).toEqual([]);
  });

  it('keeps the spec texts word for word in English', () => {
    expect(en['auth.headline']).toBe('Enter the Arena');
    expect(en['app.loadingArena']).toBe('Loading arena...');
    expect(en['notFound.title']).toBe('404 Page Not Found');
    expect(en['notFound.hint']).toBe('Did you forget to add the page to the router?');
    expect(en['profile.empty.referrals']).toBe('No referrals yet. Share your link to start earning!');
    expect(en['deposit.error.fillAll']).toBe('Please fill all fields and upload screenshot');
    expect(en['deposit.error.invalidMethod']).toBe('Please select a valid payment method');
    expect(en['deposit.toast.failed']).toBe('Deposit failed');
    expect(en['profile.toast.updated']).toBe('Profile updated successfully');
    expect(en['withdraw.toast.submitted']).toBe('Withdrawal request submitted successfully');
    expect(en['profile.methods.nameRequired']).toBe('Please provide a name for this payment method');
    expect(en['admin.methods.nameRequired']).toBe('Please enter a display name');
    expect(en['admin.methods.empty']).toBe('No payment methods configured yet');
    expect(en['admin.methods.emptyHint']).toBe('Add your first payment method above');
    expect(en['admin.deposits.imageFailed']).toBe('Failed to load image');
    expect(en['common.confirmDelete']).toMatch(/^Are you sure you want to delete/);
  });
});
