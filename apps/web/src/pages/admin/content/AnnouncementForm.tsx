import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Megaphone, Save } from 'lucide-react';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';

export interface AnnouncementDraft {
  title: string;
  content: string;
}

interface AnnouncementFormProps {
  initial: AnnouncementDraft;
  editing: boolean;
  saving: boolean;
  onSubmit: (draft: AnnouncementDraft) => void;
  onCancel: () => void;
}

/** The server's limits (apps/content announcements.ts). */
const TITLE_MAX = 200;
const CONTENT_MAX = 5000;

/** Admin Announcements: title and content, both required. */
export function AnnouncementForm({ initial, editing, saving, onSubmit, onCancel }: AnnouncementFormProps) {
  const intl = useIntl();
  const contentId = useId();
  const [draft, setDraft] = useState(initial);
  const [incomplete, setIncomplete] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (draft.title.trim() === '' || draft.content.trim() === '') {
      setIncomplete(true);
      return;
    }
    onSubmit({ title: draft.title.trim(), content: draft.content.trim() });
  }

  const change = (key: keyof AnnouncementDraft, value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setIncomplete(false);
  };

  return (
    <form className="card glass admin-form" onSubmit={submit} aria-labelledby="announcement-form-title" noValidate data-testid="admin-announcement-form">
      <h2 className="card__title" id="announcement-form-title"><FormattedMessage id={editing ? 'admin.announcements.editTitle' : 'admin.announcements.createTitle'} /></h2>
      <TextField
        label={<FormattedMessage id="admin.announcements.title" />}
        value={draft.title}
        onChange={(event) => change('title', event.target.value)}
        maxLength={TITLE_MAX}
        testId="admin-announcement-title"
      />
      <div className={`field ${incomplete ? 'field--invalid' : ''}`}>
        <label className="field__label" htmlFor={contentId}><FormattedMessage id="admin.announcements.content" /></label>
        <textarea
          id={contentId}
          className="field__input field__textarea"
          rows={4}
          maxLength={CONTENT_MAX}
          value={draft.content}
          onChange={(event) => change('content', event.target.value)}
          data-testid="admin-announcement-content"
        />
        <p className="field__hint content-counter" dir="ltr">{draft.content.length} / {CONTENT_MAX}</p>
      </div>
      {incomplete && <p className="field__error" role="alert" data-testid="admin-announcement-error">{intl.formatMessage({ id: 'admin.announcements.required' })}</p>}
      <div className="admin-form__actions">
        <button className="button button--primary" type="submit" disabled={saving} aria-busy={saving} data-testid="admin-announcement-submit">
          {saving ? <Spinner /> : editing ? <Save size={18} strokeWidth={1.75} aria-hidden /> : <Megaphone size={18} strokeWidth={1.75} aria-hidden />}
          <FormattedMessage id={saving ? 'admin.announcements.saving' : editing ? 'admin.announcements.update' : 'admin.announcements.publish'} />
        </button>
        {editing && (
          <button className="button button--ghost" type="button" onClick={onCancel} disabled={saving} data-testid="admin-announcement-cancel">
            <FormattedMessage id="common.cancel" />
          </button>
        )}
      </div>
    </form>
  );
}
