import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Direction } from 'radix-ui';
import { browserStorage } from '../lib/storage';
import { LANGUAGE_STORAGE_KEY, resolveLanguage, textDirection, type LanguageCode } from './languages';
import en from './messages/en.json';

type Catalogue = Record<string, string>;

/**
 * English ships with the app (the default and the fallback); the other four
 * catalogues are fetched only when chosen, so a visitor downloads one language
 * instead of five (the non-Latin scripts make up most of their size).
 */
const LOADERS: Record<Exclude<LanguageCode, 'en'>, () => Promise<{ default: Catalogue }>> = {
  th: () => import('./messages/th.json'),
  hi: () => import('./messages/hi.json'),
  bn: () => import('./messages/bn.json'),
  ar: () => import('./messages/ar.json'),
};
const loaded: Partial<Record<LanguageCode, Catalogue>> = { en };

async function loadCatalogue(language: LanguageCode): Promise<Catalogue> {
  const cached = loaded[language];
  if (cached) return cached;
  const catalogue = (await LOADERS[language as Exclude<LanguageCode, 'en'>]()).default;
  loaded[language] = catalogue;
  return catalogue;
}

interface LanguageContextValue {
  language: LanguageCode;
  /** Switches the interface language and remembers it in this browser. */
  setLanguage: (language: LanguageCode) => void;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguage] = useState<LanguageCode>(() =>
    resolveLanguage({ storedLanguage: browserStorage.get(LANGUAGE_STORAGE_KEY), browserLanguage: navigator.language }),
  );
  // The catalogue on screen: the chosen language's once it has arrived.
  const [shown, setShown] = useState<{ language: LanguageCode; messages: Catalogue } | null>(() =>
    loaded[language] ? { language, messages: loaded[language] } : null,
  );
  // Direction follows the text on screen, so a switch to Arabic flips the layout with its words.
  const shownLanguage = shown?.language ?? language;
  const dir = textDirection(shownLanguage);

  useEffect(() => {
    let current = true;
    loadCatalogue(language)
      .then((messages) => current && setShown({ language, messages }))
      // Offline before this language was ever cached: keep going in English.
      .catch(() => current && setShown({ language, messages: en }));
    return () => {
      current = false;
    };
  }, [language]);

  useEffect(() => {
    const root = document.documentElement;
    root.lang = shownLanguage;
    root.dir = dir;
  }, [shownLanguage, dir]);

  useEffect(() => {
    browserStorage.set(LANGUAGE_STORAGE_KEY, language);
  }, [language]);

  const value = useMemo(() => ({ language, setLanguage }), [language]);

  return (
    <LanguageContext value={value}>
      {/* Until the first catalogue arrives nothing is drawn (boot.js has painted the theme). */}
      {shown && (
        <IntlProvider locale={shown.language} defaultLocale="en" messages={shown.messages}>
          <Direction.Provider dir={dir}>{children}</Direction.Provider>
        </IntlProvider>
      )}
    </LanguageContext>
  );
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used within a LanguageProvider');
  return value;
}
