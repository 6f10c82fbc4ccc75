import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Plus, Save, Trash2 } from 'lucide-react';
import { useMutationErrorHandler } from '../../../auth/AuthProvider';
import { LANGUAGES, type LanguageCode } from '../../../i18n/languages';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/Toaster';
import { focusFirstInvalid } from './focus-first-invalid';
import { checkResponsibleGaming, RESPONSIBLE_LIMITS, type ResponsibleGamingDraft, type ResponsibleGamingErrors } from './responsible-gaming-draft';
import { AdminSettingsQuery, UpdateSettingsMutation } from './settings.operations';

/**
 * The Help page's Responsible gaming section (docs/product-rules.md#responsible-gaming):
 * the text per language (empty = the built-in text of that language) and the
 * support organisations it links.
 */
export function ResponsibleGamingEditor({ initial }: { initial: ResponsibleGamingDraft }) {
  const intl = useIntl();
  const showToast = useToast();
  const handleError = useMutationErrorHandler();
  const baseId = useId();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<ResponsibleGamingErrors>({});
  const [save, saved] = useMutation(UpdateSettingsMutation, {
    // AppSettings has no id to merge by: the answer replaces the settings the tab shows.
    update: (cache, { data }) => data && cache.writeQuery({ query: AdminSettingsQuery, data: { adminSettings: data.updateSettings } }),
  });
  const message = (key: keyof ResponsibleGamingErrors) =>
    errors[key] ? intl.formatMessage({ id: errors[key] }, { max: RESPONSIBLE_LIMITS.textMax, count: RESPONSIBLE_LIMITS.organisationsMax }) : undefined;
  const setText = (code: LanguageCode, value: string) => setDraft((current) => ({ ...current, text: { ...current.text, [code]: value } }));
  const setOrganisation = (index: number, field: 'name' | 'url', value: string) =>
    setDraft((current) => ({ ...current, organisations: current.organisations.map((row, at) => (at === index ? { ...row, [field]: value } : row)) }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkResponsibleGaming(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(event.currentTarget as HTMLFormElement);
      return;
    }
    setErrors({});
    try {
      await save({ variables: { input: checked.input } });
      showToast({ title: intl.formatMessage({ id: 'admin.responsible.saved' }) });
    } catch (cause) {
      const text = handleError(cause);
      if (text) showToast({ variant: 'destructive', title: intl.formatMessage({ id: 'admin.settings.saveFailed' }), description: text });
    }
  }

  const busy = saved.loading;
  return (
    <form className="card glass admin-form" onSubmit={(event) => void submit(event)} aria-labelledby={`${baseId}-title`} noValidate data-testid="admin-responsible-form">
      <h2 className="card__title" id={`${baseId}-title`}><FormattedMessage id="admin.responsible.title" /></h2>
      <p className="field__hint"><FormattedMessage id="admin.responsible.hint" /></p>
      <fieldset className="settings-form__body" disabled={busy}>
        {LANGUAGES.map(({ code, nativeName, dir }) => {
          const id = `${baseId}-${code}`;
          const error = message(`text.${code}`);
          return (
            <div key={code} className={`field ${error ? 'field--invalid' : ''}`}>
              <label className="field__label" htmlFor={id}>
                <FormattedMessage id="admin.responsible.textFor" values={{ language: <bdi lang={code}>{nativeName}</bdi> }} />
              </label>
              <textarea
                id={id}
                className="field__input responsible-editor__text"
                lang={code}
                dir={dir}
                rows={4}
                maxLength={RESPONSIBLE_LIMITS.textMax + 100}
                value={draft.text[code]}
                onChange={(event) => setText(code, event.target.value)}
                placeholder={intl.formatMessage({ id: 'admin.responsible.builtIn' })}
                aria-invalid={error ? true : undefined}
                data-testid={`admin-responsible-text-${code}`}
              />
              {error && <p className="field__error" role="alert">{error}</p>}
            </div>
          );
        })}
        <h3 className="settings-section__title"><FormattedMessage id="admin.responsible.organisations" /></h3>
        <ul className="responsible-editor__organisations">
          {draft.organisations.map((organisation, index) => (
            <li key={index} className="responsible-editor__organisation" data-testid="admin-responsible-organisation">
              <TextField label={<FormattedMessage id="admin.responsible.name" />} value={organisation.name} maxLength={RESPONSIBLE_LIMITS.nameMax + 20} onChange={(event) => setOrganisation(index, 'name', event.target.value)} error={message(`name.${index}`)} dir="auto" />
              <TextField label={<FormattedMessage id="admin.responsible.url" />} value={organisation.url} maxLength={RESPONSIBLE_LIMITS.urlMax + 20} onChange={(event) => setOrganisation(index, 'url', event.target.value)} error={message(`url.${index}`)} dir="ltr" inputMode="url" placeholder="https://" />
              <button
                type="button"
                className="icon-button responsible-editor__remove"
                aria-label={intl.formatMessage({ id: 'admin.responsible.remove' }, { name: organisation.name || String(index + 1) })}
                onClick={() => setDraft((current) => ({ ...current, organisations: current.organisations.filter((_, at) => at !== index) }))}
              >
                <Trash2 size={16} strokeWidth={1.75} aria-hidden />
              </button>
            </li>
          ))}
        </ul>
        {message('organisations') && <p className="field__error" role="alert">{message('organisations')}</p>}
        <button
          type="button"
          className="button button--ghost button--small responsible-editor__add"
          disabled={draft.organisations.length >= RESPONSIBLE_LIMITS.organisationsMax}
          onClick={() => setDraft((current) => ({ ...current, organisations: [...current.organisations, { name: '', url: '' }] }))}
          data-testid="admin-responsible-add"
        >
          <Plus size={16} strokeWidth={1.75} aria-hidden />
          <FormattedMessage id="admin.responsible.add" />
        </button>
      </fieldset>
      <div className="admin-form__actions">
        <button className="button button--primary" type="submit" disabled={busy} aria-busy={busy} data-testid="admin-responsible-save">
          {busy ? <Spinner /> : <Save size={18} strokeWidth={1.75} aria-hidden />}
          <FormattedMessage id={busy ? 'admin.settings.saving' : 'admin.responsible.save'} />
        </button>
      </div>
    </form>
  );
}
