import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Sparkles } from 'lucide-react';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import type { FeaturedEntryInput } from '../../../gql/graphql';
import { focusFirstInvalid } from '../settings/focus-first-invalid';
import { checkFeaturedEntry, emptyFeaturedEntry, FEATURED_TYPES, type FeaturedField, type FeaturedType } from './featured-entry-draft';

interface FeaturedEntryFormProps {
  saving: boolean;
  /** Resolves true when the entry was saved, so the form empties only then. */
  onSubmit: (input: FeaturedEntryInput) => Promise<boolean>;
}

/** Admin Leaderboard: the admin-created entry form (type, username, amount). */
export function FeaturedEntryForm({ saving, onSubmit }: FeaturedEntryFormProps) {
  const intl = useIntl();
  const typeId = useId();
  const [draft, setDraft] = useState(emptyFeaturedEntry);
  const [errors, setErrors] = useState<Partial<Record<FeaturedField, string>>>({});
  const message = (field: FeaturedField) => (errors[field] ? intl.formatMessage({ id: errors[field] }) : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkFeaturedEntry(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(event.currentTarget as HTMLFormElement);
      return;
    }
    if (await onSubmit(checked.input)) setDraft(emptyFeaturedEntry());
  }

  const change = (key: 'username' | 'amount', value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  return (
    <form className="card glass admin-form" onSubmit={(event) => void submit(event)} aria-labelledby="featured-form-title" noValidate data-testid="admin-featured-form">
      <h2 className="card__title" id="featured-form-title"><FormattedMessage id="admin.leaderboard.formTitle" /></h2>
      <p className="card__text featured-note"><Sparkles size={16} strokeWidth={1.75} aria-hidden /><FormattedMessage id="admin.leaderboard.featuredNote" /></p>
      <div className="admin-form__grid">
        <div className="field">
          <label className="field__label" htmlFor={typeId}><FormattedMessage id="admin.leaderboard.type" /></label>
          <select
            id={typeId}
            className="field__input"
            value={draft.type}
            onChange={(event) => setDraft((current) => ({ ...current, type: FEATURED_TYPES.find((type) => type === event.target.value) ?? current.type }))}
            data-testid="admin-featured-type"
          >
            {FEATURED_TYPES.map((type: FeaturedType) => <option key={type} value={type}>{intl.formatMessage({ id: `admin.leaderboard.type.${type}` })}</option>)}
          </select>
        </div>
        <TextField label={<FormattedMessage id="admin.leaderboard.username" />} value={draft.username} onChange={(event) => change('username', event.target.value)} maxLength={50} error={message('username')} testId="admin-featured-username" />
        <TextField label={<FormattedMessage id="admin.leaderboard.amount" />} value={draft.amount} onChange={(event) => change('amount', event.target.value)} inputMode="decimal" dir="ltr" placeholder="1500.00" error={message('amount')} testId="admin-featured-amount" />
      </div>
      <div className="admin-form__actions">
        <button className="button button--primary" type="submit" disabled={saving} aria-busy={saving} data-testid="admin-featured-submit">
          {saving ? <Spinner /> : <Sparkles size={18} strokeWidth={1.75} aria-hidden />}
          <FormattedMessage id={saving ? 'admin.leaderboard.adding' : 'admin.leaderboard.add'} />
        </button>
      </div>
    </form>
  );
}
