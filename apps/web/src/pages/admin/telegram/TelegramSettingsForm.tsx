import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { KeyRound, Save } from 'lucide-react';
import { useMutationErrorHandler } from '../../../auth/AuthProvider';
import type { TelegramSettingsFieldsFragment } from '../../../gql/graphql';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/Toaster';
import { checkTelegram, NOTIFICATION_TYPES, parseChatIds, type TelegramDraft, type TelegramField } from './telegram-draft';
import { TelegramSettingsQuery, UpdateTelegramSettingsMutation } from './telegram.operations';
import { focusFirstInvalid } from '../settings/focus-first-invalid';

interface TelegramSettingsFormProps {
  initial: TelegramDraft;
  saved: TelegramSettingsFieldsFragment;
}

/** Token (the API returns it masked only; empty keeps it), enabled switch, staff chat ids, notification types. */
export function TelegramSettingsForm({ initial, saved }: TelegramSettingsFormProps) {
  const intl = useIntl();
  const showToast = useToast();
  const handleError = useMutationErrorHandler();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<TelegramField, string>>>({});
  const [save, saving] = useMutation(UpdateTelegramSettingsMutation, {
    // The saved answer replaces the query's copy, so Send Test follows what is saved.
    update(cache, result) {
      const telegramSettings = result.data?.updateTelegramSettings;
      if (telegramSettings) cache.writeQuery({ query: TelegramSettingsQuery, data: { telegramSettings } });
    },
  });
  const message = (field: TelegramField) => (errors[field] ? intl.formatMessage({ id: errors[field] }) : undefined);
  const chatCount = parseChatIds(draft.staffChatIds).length;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkTelegram(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(event.currentTarget as HTMLFormElement);
      return;
    }
    try {
      await save({ variables: { input: checked.input } });
      showToast({ title: intl.formatMessage({ id: 'admin.telegram.saved' }) });
    } catch (cause) {
      const text = handleError(cause);
      if (text) showToast({ variant: 'destructive', title: intl.formatMessage({ id: 'admin.telegram.saveFailed' }), description: text });
    }
  }

  const toggleType = (type: (typeof NOTIFICATION_TYPES)[number], on: boolean) =>
    setDraft((current) => ({ ...current, notificationTypes: on ? [...current.notificationTypes, type] : current.notificationTypes.filter((entry) => entry !== type) }));

  return (
    <form className="card glass admin-form" onSubmit={(event) => void submit(event)} aria-labelledby="telegram-form-title" noValidate data-testid="admin-telegram-form">
      <h2 className="card__title" id="telegram-form-title"><FormattedMessage id="admin.telegram.title" /></h2>
      <p className="card__text"><FormattedMessage id="admin.telegram.intro" /></p>
      <fieldset className="telegram-form__body" disabled={saving.loading}>
        <label className="switch">
          <input type="checkbox" role="switch" checked={draft.enabled} onChange={(event) => setDraft((current) => ({ ...current, enabled: event.target.checked }))} data-testid="admin-telegram-enabled" />
          <span className="switch__track" aria-hidden><span className="switch__thumb" /></span>
          <FormattedMessage id="admin.telegram.enabled" />
        </label>
        <div className="telegram-token">
          <p className="telegram-token__saved" data-testid="admin-telegram-token-saved">
            <KeyRound size={16} strokeWidth={1.75} aria-hidden />
            {saved.botTokenMasked ? (
              <FormattedMessage id="admin.telegram.tokenSaved" values={{ token: <code dir="ltr" data-testid="admin-telegram-token-masked">{saved.botTokenMasked}</code> }} />
            ) : (
              <FormattedMessage id="admin.telegram.tokenNone" />
            )}
          </p>
          <TextField
            label={<FormattedMessage id={saved.hasBotToken ? 'admin.telegram.tokenReplace' : 'admin.telegram.token'} />}
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={draft.botToken}
            onChange={(event) => { setDraft((current) => ({ ...current, botToken: event.target.value })); setErrors((current) => ({ ...current, botToken: undefined })); }}
            placeholder="123456789:AA…"
            dir="ltr"
            maxLength={200}
            error={message('botToken')}
            hint={<FormattedMessage id="admin.telegram.tokenHint" />}
            testId="admin-telegram-token"
          />
        </div>
        <TextField
          label={<FormattedMessage id="admin.telegram.chatIds" />}
          value={draft.staffChatIds}
          onChange={(event) => { setDraft((current) => ({ ...current, staffChatIds: event.target.value })); setErrors((current) => ({ ...current, staffChatIds: undefined })); }}
          placeholder="-1001234567890, 987654321"
          dir="ltr"
          maxLength={2000}
          error={message('staffChatIds')}
          hint={<FormattedMessage id="admin.telegram.chatIdsHint" values={{ count: chatCount }} />}
          testId="admin-telegram-chat-ids"
        />
        <fieldset className="telegram-types">
          <legend className="field__label"><FormattedMessage id="admin.telegram.types" /></legend>
          <div className="telegram-types__grid">
            {NOTIFICATION_TYPES.map((type) => (
              <label key={type} className="telegram-check">
                <input type="checkbox" checked={draft.notificationTypes.includes(type)} onChange={(event) => toggleType(type, event.target.checked)} data-testid={`admin-telegram-type-${type}`} />
                <FormattedMessage id={`admin.telegram.type.${type}`} />
              </label>
            ))}
          </div>
        </fieldset>
      </fieldset>
      <div className="admin-form__actions">
        <button className="button button--primary" type="submit" disabled={saving.loading} aria-busy={saving.loading} data-testid="admin-telegram-save">
          {saving.loading ? <Spinner /> : <Save size={18} strokeWidth={1.75} aria-hidden />}
          <FormattedMessage id={saving.loading ? 'admin.settings.saving' : 'admin.telegram.save'} />
        </button>
      </div>
    </form>
  );
}
