import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/**
 * The interface's message catalogues as the browser gets them.
 *
 * - Precompiled: every message is parsed here into react-intl's message format AST,
 *   so the production build can leave the ICU parser out of the bundle (vite.config.ts
 *   points the parser at its no-parser entry).
 * - English in two parts: the first screen's namespaces ship in the entry
 *   (`virtual:messages/en-first-screen`); the rest (`virtual:messages/en-later`) is
 *   fetched as the app starts, and every page but the sign-in page waits for it
 *   (src/app/AppRoutes.tsx). The other languages are fetched whole when chosen.
 */

/**
 * What the sign-in page and the frame around every screen say: the entry's messages.
 * A namespace missing here shows its ids on the sign-in page, which the first-paint
 * browser test catches (the app logs every missing message).
 */
export const FIRST_SCREEN_NAMESPACES = [
  'age', 'app', 'auth', 'common', 'dialog', 'error', 'form', 'level', 'money', 'notFound', 'offline',
  'picker', 'pwa', 'referral', 'refusal', 'shell', 'systemError', 'theme', 'toast', 'topbar', 'validation',
] as const;

/** `virtual:messages/<part>`: the two parts of English, or another language whole. */
const VIRTUAL_PREFIX = 'virtual:messages/';
const PARTS = ['en-first-screen', 'en-later', 'th', 'hi', 'bn', 'ar'] as const;

type Catalogue = Record<string, string>;

export function isFirstScreenMessage(id: string): boolean {
  return (FIRST_SCREEN_NAMESPACES as readonly string[]).includes(id.split('.')[0] ?? '');
}

/** Each message as its AST; a message that does not parse fails the build with its id. */
export function compileCatalogue(catalogue: Catalogue): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(catalogue).map(([id, message]) => {
      try {
        return [id, parse(message)];
      } catch (error) {
        throw new Error(`message ${id} does not parse: ${(error as Error).message}`);
      }
    }),
  );
}

function pick(catalogue: Catalogue, firstScreen: boolean): Catalogue {
  return Object.fromEntries(Object.entries(catalogue).filter(([id]) => isFirstScreenMessage(id) === firstScreen));
}

const asModule = (catalogue: Catalogue) => `export default ${JSON.stringify(compileCatalogue(catalogue))};`;

export function messageCatalogues(root: string): Plugin {
  // Module ids named as compiled files beside the catalogues (no such files exist; `load` makes them):
  // a real-looking path, unlike a virtual `\0` id, gets its chunk a source map like every other chunk's.
  const MODULE_DIR = `${join(root, 'src', 'i18n', 'messages', 'compiled')}/`;
  const read = (language: string) => JSON.parse(readFileSync(join(root, 'src', 'i18n', 'messages', `${language}.json`), 'utf8')) as Catalogue;
  const catalogue = (part: (typeof PARTS)[number]): Catalogue => {
    if (part === 'en-first-screen') return pick(read('en'), true);
    if (part === 'en-later') return pick(read('en'), false);
    return read(part);
  };
  return {
    name: 'nova-message-catalogues',
    resolveId(id) {
      const part = id.startsWith(VIRTUAL_PREFIX) ? id.slice(VIRTUAL_PREFIX.length) : null;
      return part && (PARTS as readonly string[]).includes(part) ? `${MODULE_DIR}${part}` : null;
    },
    load(id) {
      if (!id.startsWith(MODULE_DIR)) return null;
      const part = id.slice(MODULE_DIR.length) as (typeof PARTS)[number];
      const file = join(root, 'src', 'i18n', 'messages', `${part.slice(0, 2)}.json`);
      // The files are read here, not imported: Vite's watcher is told of them for development.
      this.addWatchFile(file);
      // The chunk's source map names the catalogue it was compiled from, as every other chunk's names its sources.
      return { code: asModule(catalogue(part)), map: { version: 3, sources: [file], sourcesContent: [readFileSync(file, 'utf8')], names: [], mappings: 'AAAA' } };
    },
  };
}
