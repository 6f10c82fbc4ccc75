import type { AdminSettingsFieldsFragment, UpdateSettingsInput } from '../../../gql/graphql';
import { LANGUAGES, type LanguageCode } from '../../../i18n/languages';

/** The server's limits (apps/content settings-model.ts), repeated so the admin sees them before saving. */
export const RESPONSIBLE_LIMITS = { textMax: 4000, nameMax: 80, urlMax: 300, organisationsMax: 8 } as const;

export interface OrganisationDraft {
  name: string;
  url: string;
}

export interface ResponsibleGamingDraft {
  text: Record<LanguageCode, string>;
  organisations: OrganisationDraft[];
}

export type ResponsibleGamingErrors = Partial<Record<`text.${LanguageCode}` | `name.${number}` | `url.${number}` | 'organisations', string>>;

export function draftFromResponsibleGaming(settings: Pick<AdminSettingsFieldsFragment, 'responsibleGamingText' | 'supportOrganisations'>): ResponsibleGamingDraft {
  const { en, th, hi, bn, ar } = settings.responsibleGamingText;
  return { text: { en, th, hi, bn, ar }, organisations: settings.supportOrganisations.map(({ name, url }) => ({ name, url })) };
}

const HTTPS = /^https:\/\/[^\s"'<>()]+$/;

export type ResponsibleGamingCheck = { ok: true; input: UpdateSettingsInput } | { ok: false; errors: ResponsibleGamingErrors };

/** Texts up to 4000 characters ('' = the built-in text); organisations need a name and an https address; empty rows are dropped. */
export function checkResponsibleGaming(draft: ResponsibleGamingDraft): ResponsibleGamingCheck {
  const errors: ResponsibleGamingErrors = {};
  for (const { code } of LANGUAGES) {
    if (draft.text[code].trim().length > RESPONSIBLE_LIMITS.textMax) errors[`text.${code}`] = 'admin.responsible.error.textLong';
  }
  const organisations: OrganisationDraft[] = [];
  draft.organisations.forEach((organisation, index) => {
    const name = organisation.name.trim();
    const url = organisation.url.trim();
    if (!name && !url) return;
    if (!name || name.length > RESPONSIBLE_LIMITS.nameMax) errors[`name.${index}`] = 'admin.responsible.error.name';
    if (!HTTPS.test(url) || url.length > RESPONSIBLE_LIMITS.urlMax) errors[`url.${index}`] = 'admin.responsible.error.url';
    organisations.push({ name, url });
  });
  if (organisations.length > RESPONSIBLE_LIMITS.organisationsMax) errors.organisations = 'admin.responsible.error.tooMany';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const text = Object.fromEntries(LANGUAGES.map(({ code }) => [code, draft.text[code].trim()])) as Record<LanguageCode, string>;
  return { ok: true, input: { responsibleGamingText: text, supportOrganisations: organisations } };
}
