import { createContext, use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Direction } from 'radix-ui';
import { browserStorage } from '../app/storage';
import { LANGUAGE_STORAGE_KEY, resolveLanguage, textDirection, type LanguageCode } from './languages';
import ar from './messages/ar.json';
import bn from './messages/bn.json';
import en from './messages/en.json';
import hi from './messages/hi.json';
import th from './messages/th.json';

const CATALOGUES: Record<LanguageCode, Record<string, string>> = { en, th, hi, bn, ar };

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
  const dir = textDirection(language);

  useEffect(() => {
    const root = document.documentElement;
    root.lang = language;
    root.dir = dir;
    browserStorage.set(LANGUAGE_STORAGE_KEY, language);
  }, [language, dir]);

  const value = useMemo(() => ({ language, setLanguage }), [language]);

  return (
    <LanguageContext value={value}>
      <IntlProvider locale={language} defaultLocale="en" messages={CATALOGUES[language]}>
        <Direction.Provider dir={dir}>{children}</Direction.Provider>
      </IntlProvider>
    </LanguageContext>
  );
}

export function useLanguage(): LanguageContextValue {
  const value = use(LanguageContext);
  if (!value) throw new Error('useLanguage must be used within a LanguageProvider');
  return value;
}
