/** The interface languages. Arabic is written right to left. */
export const LANGUAGES = [
  { code: 'en', nativeName: 'English', dir: 'ltr' },
  { code: 'th', nativeName: 'ไทย', dir: 'ltr' },
  { code: 'hi', nativeName: 'हिन्दी', dir: 'ltr' },
  { code: 'bn', nativeName: 'বাংলা', dir: 'ltr' },
  { code: 'ar', nativeName: 'العربية', dir: 'rtl' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
/** localStorage key of the chosen language, kept for visitors who are not signed in. */
export const LANGUAGE_STORAGE_KEY = 'userLanguage';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && LANGUAGES.some((language) => language.code === value);
}

export function textDirection(code: LanguageCode): 'ltr' | 'rtl' {
  return code === 'ar' ? 'rtl' : 'ltr';
}

export interface LanguageSources {
  /** The signed-in user's saved language, if any. */
  userLanguage?: string | null | undefined;
  /** The value stored under `userLanguage` in this browser. */
  storedLanguage?: string | null | undefined;
  /** `navigator.language`, e.g. "th-TH". */
  browserLanguage?: string | null | undefined;
}

/**
 * The user's language, else the stored userLanguage, else the first
 * two letters of the browser language, else English. Unsupported values are skipped.
 */
export function resolveLanguage(sources: LanguageSources): LanguageCode {
  const browserPrefix = sources.browserLanguage?.slice(0, 2).toLowerCase();
  for (const candidate of [sources.userLanguage, sources.storedLanguage, browserPrefix]) {
    if (isLanguageCode(candidate)) return candidate;
  }
  return DEFAULT_LANGUAGE;
}
