import type { LanguageCode } from '../../i18n/languages';

/** The tools the built-in Responsible gaming text explains, in order (message ids). */
export const RESPONSIBLE_TOOLS = [
  'help.responsible.tools.limits',
  'help.responsible.tools.timeOut',
  'help.responsible.tools.selfExclusion',
  'help.responsible.tools.realityCheck',
  'help.responsible.tools.statement',
] as const;

/** The admin's own words for this language, or null to show the built-in text (an empty setting means "built-in"). */
export function adminTextFor(texts: Partial<Record<LanguageCode, string>> | undefined, language: LanguageCode): string | null {
  const text = texts?.[language]?.trim();
  return text ? text : null;
}

/** Only https links leave the app (the server checks too: an edited document must not smuggle in javascript:). */
export function isSafeOrganisationUrl(url: string): boolean {
  return /^https:\/\/[^\s"'<>()]+$/.test(url);
}
