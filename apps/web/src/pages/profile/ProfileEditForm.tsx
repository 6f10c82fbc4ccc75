import { useId, useMemo, useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Save, UserPen } from 'lucide-react';
import { useCurrentUser } from '../../auth/AuthProvider';
import { LANGUAGES } from '../../i18n/languages';
import { useLanguage } from '../../i18n/LanguageProvider';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { CountriesQuery } from './profile.operations';
import { useUpdateProfile } from './use-update-profile';

/** The profile tab edits fullName, firstName, phone, country (which sets the currency) and language; email is read-only. */
export function ProfileEditForm() {
  const intl = useIntl();
  const user = useCurrentUser();
  const { language: shownLanguage } = useLanguage();
  const countryId = useId();
  const languageId = useId();
  const { data: countryData } = useQuery(CountriesQuery);
  const { save, saving } = useUpdateProfile();
  const [fullName, setFullName] = useState(user.fullName ?? '');
  const [firstName, setFirstName] = useState(user.firstName ?? '');
  const [phone, setPhone] = useState(user.phone ?? '');
  const [country, setCountry] = useState(user.country);
  const [language, setLanguageChoice] = useState<string>(user.language ?? shownLanguage);

  const countryNames = useMemo(() => new Intl.DisplayNames([intl.locale], { type: 'region' }), [intl.locale]);
  const countries = useMemo(() => {
    const list = countryData?.countries ?? [{ code: user.country, currency: user.currency }];
    return [...list].sort((a, b) => (countryNames.of(a.code) ?? a.code).localeCompare(countryNames.of(b.code) ?? b.code, intl.locale));
  }, [countryData, countryNames, intl.locale, user.country, user.currency]);
  const currency = countries.find((entry) => entry.code === country)?.currency ?? user.currency;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    void save({ fullName: fullName.trim(), firstName: firstName.trim(), phone: phone.trim(), country, language });
  }

  return (
    <form className="card glass profile-form" onSubmit={submit} aria-labelledby="profile-form-title" noValidate>
      <div className="card__head">
        <span className="card__icon" aria-hidden><UserPen size={20} strokeWidth={1.75} /></span>
        <h2 className="card__title" id="profile-form-title"><FormattedMessage id="profile.edit.title" /></h2>
      </div>
      <div className="profile-form__grid">
        <TextField label={<FormattedMessage id="profile.field.fullName" />} value={fullName} onChange={(event) => setFullName(event.target.value)} maxLength={100} autoComplete="name" testId="profile-fullname" />
        <TextField label={<FormattedMessage id="profile.field.firstName" />} value={firstName} onChange={(event) => setFirstName(event.target.value)} maxLength={100} autoComplete="given-name" testId="profile-firstname" />
        <TextField label={<FormattedMessage id="profile.field.email" />} value={user.email ?? ''} readOnly placeholder={intl.formatMessage({ id: 'profile.notSet' })} dir="ltr" hint={<FormattedMessage id="profile.edit.emailReadOnly" />} testId="profile-email" />
        <TextField label={<FormattedMessage id="profile.field.phone" />} value={phone} onChange={(event) => setPhone(event.target.value)} type="tel" maxLength={30} autoComplete="tel" dir="ltr" testId="profile-phone" />
        <div className="field">
          <label className="field__label" htmlFor={countryId}><FormattedMessage id="profile.field.country" /></label>
          <select id={countryId} className="field__input" value={country} onChange={(event) => setCountry(event.target.value)} data-testid="profile-country">
            {countries.map((entry) => (
              <option key={entry.code} value={entry.code}>{countryNames.of(entry.code) ?? entry.code}</option>
            ))}
          </select>
          <p className="field__hint">
            <FormattedMessage id="profile.edit.currencyFromCountry" values={{ currency: <strong data-testid="profile-currency" dir="ltr">{currency}</strong> }} />
          </p>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={languageId}><FormattedMessage id="profile.field.language" /></label>
          <select id={languageId} className="field__input" value={language} onChange={(event) => setLanguageChoice(event.target.value)} data-testid="profile-language">
            {LANGUAGES.map((entry) => (
              <option key={entry.code} value={entry.code} lang={entry.code}>{entry.nativeName}</option>
            ))}
          </select>
        </div>
      </div>
      <button className="button button--primary" type="submit" disabled={saving} aria-busy={saving} data-testid="profile-save">
        {saving ? <Spinner /> : <Save size={18} strokeWidth={1.75} aria-hidden />}
        <FormattedMessage id={saving ? 'profile.edit.saving' : 'profile.edit.save'} />
      </button>
    </form>
  );
}
