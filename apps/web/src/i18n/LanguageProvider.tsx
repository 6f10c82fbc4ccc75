import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, type MessageFormatElement } from 'react-intl';
import { Direction } from 'radix-ui';
import { browserStorage } from '../lib/storage';
import { LANGUAGE_STORAGE_KEY, resolveLanguage, textDirection, type LanguageCode } from './languages';
import firstScreen from 'virtual:messages/en-first-screen';

type Catalogue = Record<string, string> | Record<string, MessageFormatElement[]>;

/**
 * English's first-screen messages ship with the app (the sign-in page and the frame,
 * build/message-catalogues.ts); the rest of English is fetched when a page needs it, and the other four
 * catalogues are fetched only when chosen, so a visitor downloads one language instead
 * of five (the non-Latin scripts make up most of their size). Every catalogue arrives
 * precompiled, so the app carries no message parser.
 */
const LOADERS: Record<LanguageCode, () => Promise<{ default: Catalogue }>> = {
  en: () => import('virtual:messages/en-later').then((later) => ({ default: { ...firstScreen, ...later.default } })),
  th: () => import('virtual:messages/th'),
  hi: () => import('virtual:messages/hi'),
  bn: () => import('virtual:messages/bn'),
  ar: () => import('virtual:messages/ar'),
};
const loaded: Partial<Record<LanguageCode, Catalogue>> = {};

async function loadCatalogue(language: LanguageCode): Promise<Catalogue> {
  const cached = loaded[language];
  if (cached) return cached;
  const catalogue = (await LOADERS[language]()).default;
  loaded[language] = catalogue;
  return catalogue;
}

/** A catalogue known before the app starts (the gateway's rendering of a signed-in screen has them all at hand). */
export function provideCatalogue(language: LanguageCode, messages: Catalogue): void {
  loaded[language] = messages;
}

/** What is on screen: a whole catalogue, or English's first-screen part while the rest is on its way. */
interface ShownCatalogue {
  language: LanguageCode;
  messages: Catalogue;
  complete: boolean;
}

function initiallyShown(language: LanguageCode): ShownCatalogue | null {
  const whole = loaded[language];
  if (whole) return { language, messages: whole, complete: true };
  return language === 'en' ? { language, messages: firstScreen, complete: false } : null;
}

interface LanguageContextValue {
  language: LanguageCode;
  /** Switches the interface language and remembers it in this browser. */
  setLanguage: (language: LanguageCode) => void;
  /** Every message of the language on screen has arrived (before, only the sign-in page's). */
  messagesComplete: boolean;
  /** Fetches the rest of English: the sign-in page alone does without it. */
  requestAllMessages: () => void;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguage] = useState<LanguageCode>(() =>
    resolveLanguage({ storedLanguage: browserStorage.get(LANGUAGE_STORAGE_KEY), browserLanguage: navigator.language }),
  );
  // The catalogue on screen: the chosen language's once it has arrived.
  const [shown, setShown] = useState<ShownCatalogue | null>(() => initiallyShown(language));
  // Direction follows the text on screen, so a switch to Arabic flips the layout with its words.
  const shownLanguage = shown?.language ?? language;
  const dir = textDirection(shownLanguage);

  // English beyond the sign-in page's messages, once a page needs it (requestAllMessages).
  const [allWanted, setAllWanted] = useState(false);
  const requestAllMessages = useCallback(() => setAllWanted(true), []);

  useEffect(() => {
    if (language === 'en' && !allWanted && !loaded.en) {
      setShown((current) => (current?.language === 'en' ? current : initiallyShown('en')));
      return undefined;
    }
    let current = true;
    loadCatalogue(language)
      .then((messages) => current && setShown({ language, messages, complete: true }))
      // Offline before this language was ever cached: keep going in English, as much of it as is here.
      .catch(() => current && setShown({ language: 'en', messages: loaded.en ?? firstScreen, complete: true }));
    return () => {
      current = false;
    };
  }, [language, allWanted]);

  useEffect(() => {
    const root = document.documentElement;
    root.lang = shownLanguage;
    root.dir = dir;
  }, [shownLanguage, dir]);

  useEffect(() => {
    browserStorage.set(LANGUAGE_STORAGE_KEY, language);
  }, [language]);

  const messagesComplete = shown?.complete ?? false;
  const value = useMemo(() => ({ language, setLanguage, messagesComplete, requestAllMessages }), [language, messagesComplete, requestAllMessages]);

  return (
    <LanguageContext value={value}>
      {/* Until the first catalogue arrives nothing is drawn (boot.js has painted the theme). */}
      {shown && (
        <IntlProvider locale={shown.language} defaultLocale="en" messages={shown.messages} onError={reportIntlError}>
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

/**
 * A message missing from the catalogue on screen (or one that fails to format) is named
 * in the console, in production too, where react-intl is silent: the browser tests fail on it.
 */
function reportIntlError(error: { message: string }): void {
  console.error(`[intl] ${error.message}`);
}
