import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { ExternalLink, Save } from 'lucide-react';
import { useMutationErrorHandler } from '../../../auth/AuthProvider';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/Toaster';
import { BACKGROUND_POSITIONS, BACKGROUND_SIZES, checkBackground, roundOpacity, type BackgroundDraft, type BackgroundField } from './background-draft';
import { BackgroundImagePicker } from './BackgroundImagePicker';
import { BackgroundPreview } from './BackgroundPreview';
import { UpdateLoginBackgroundMutation } from './settings.operations';
import { focusFirstInvalid } from './focus-first-invalid';

/** A saved value outside the usual list stays selectable. */
const withCurrent = (options: readonly string[], current: string) => (options.includes(current) ? options : [current, ...options]);

/**
 * Login background: image (upload or https address), size, position,
 * width and height (empty = auto), opacity 0–1 in steps of 0.1, a live preview and
 * a link that opens the real sign-in page in a new tab.
 */
export function LoginBackgroundEditor({ initial }: { initial: BackgroundDraft }) {
  const intl = useIntl();
  const showToast = useToast();
  const handleError = useMutationErrorHandler();
  const ids = { position: useId(), size: useId(), opacity: useId() };
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<BackgroundField, string>>>({});
  const [uploading, setUploading] = useState(false);
  const [save, saved] = useMutation(UpdateLoginBackgroundMutation);
  const busy = saved.loading || uploading;
  const set = <K extends keyof BackgroundDraft>(key: K, value: BackgroundDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, ...(key === 'url' || key === 'enabled' ? { url: undefined } : {}), ...(key === 'width' || key === 'height' ? { [key]: undefined } : {}) }));
  };
  const message = (field: BackgroundField) => (errors[field] ? intl.formatMessage({ id: errors[field] }) : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkBackground(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(event.currentTarget as HTMLFormElement);
      return;
    }
    try {
      await save({ variables: { input: checked.input } });
      showToast({ title: intl.formatMessage({ id: 'admin.background.saved' }) });
    } catch (cause) {
      const text = handleError(cause);
      if (text) showToast({ variant: 'destructive', title: intl.formatMessage({ id: 'admin.background.saveFailed' }), description: text });
    }
  }

  return (
    <form className="card glass admin-form" onSubmit={(event) => void submit(event)} aria-labelledby="background-form-title" noValidate data-testid="admin-background-form">
      <div className="card__head card__head--split">
        <h2 className="card__title" id="background-form-title"><FormattedMessage id="admin.background.title" /></h2>
        <a className="button button--ghost button--small" href="/auth" target="_blank" rel="noopener noreferrer" data-testid="admin-background-open-auth">
          <ExternalLink size={16} strokeWidth={1.75} aria-hidden />
          <FormattedMessage id="admin.background.openAuth" />
          <span className="sr-only"><FormattedMessage id="admin.background.opensNewTab" /></span>
        </a>
      </div>
      <div className="background-editor">
        <div className="background-editor__fields">
          <label className="switch">
            <input type="checkbox" role="switch" checked={draft.enabled} onChange={(event) => set('enabled', event.target.checked)} disabled={busy} data-testid="admin-background-enabled" />
            <span className="switch__track" aria-hidden><span className="switch__thumb" /></span>
            <FormattedMessage id="admin.background.enabled" />
          </label>
          <BackgroundImagePicker url={draft.url} onUrl={(url) => set('url', url)} onUploading={setUploading} disabled={busy} error={message('url')} />
          <div className="admin-form__grid">
            <div className="field">
              <label className="field__label" htmlFor={ids.size}><FormattedMessage id="admin.background.size" /></label>
              <select id={ids.size} className="field__input" dir="ltr" value={draft.size} onChange={(event) => set('size', event.target.value)} disabled={busy} data-testid="admin-background-size">
                {withCurrent(BACKGROUND_SIZES, draft.size).map((size) => <option key={size} value={size}>{size}</option>)}
              </select>
            </div>
            <div className="field">
              <label className="field__label" htmlFor={ids.position}><FormattedMessage id="admin.background.position" /></label>
              <select id={ids.position} className="field__input" dir="ltr" value={draft.position} onChange={(event) => set('position', event.target.value)} disabled={busy} data-testid="admin-background-position">
                {withCurrent(BACKGROUND_POSITIONS, draft.position).map((position) => <option key={position} value={position}>{position}</option>)}
              </select>
            </div>
            <TextField label={<FormattedMessage id="admin.background.width" />} value={draft.width} onChange={(event) => set('width', event.target.value)} placeholder={intl.formatMessage({ id: 'admin.background.auto' })} dir="ltr" maxLength={20} disabled={busy} error={message('width')} hint={<FormattedMessage id="admin.background.lengthHint" />} testId="admin-background-width" />
            <TextField label={<FormattedMessage id="admin.background.height" />} value={draft.height} onChange={(event) => set('height', event.target.value)} placeholder={intl.formatMessage({ id: 'admin.background.auto' })} dir="ltr" maxLength={20} disabled={busy} error={message('height')} hint={<FormattedMessage id="admin.background.lengthHint" />} testId="admin-background-height" />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={ids.opacity}>
              <FormattedMessage id="admin.background.opacity" />{' '}
              <output className="background-editor__opacity" dir="ltr" htmlFor={ids.opacity}><FormattedNumber value={roundOpacity(draft.opacity)} minimumFractionDigits={1} maximumFractionDigits={1} /></output>
            </label>
            <input id={ids.opacity} className="background-editor__range" type="range" min={0} max={1} step={0.1} value={draft.opacity} onChange={(event) => set('opacity', roundOpacity(Number(event.target.value)))} disabled={busy} data-testid="admin-background-opacity" />
          </div>
        </div>
        <BackgroundPreview draft={draft} />
      </div>
      <div className="admin-form__actions">
        <button className="button button--primary" type="submit" disabled={busy} aria-busy={saved.loading} data-testid="admin-background-save">
          {saved.loading ? <Spinner /> : <Save size={18} strokeWidth={1.75} aria-hidden />}
          <FormattedMessage id={saved.loading ? 'admin.settings.saving' : 'admin.background.save'} />
        </button>
      </div>
    </form>
  );
}
