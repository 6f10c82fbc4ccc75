import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Send } from 'lucide-react';
import { useMutationErrorHandler } from '../../../auth/AuthProvider';
import type { TelegramSettingsFieldsFragment } from '../../../gql/graphql';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/Toaster';
import { canSendTest } from './telegram-draft';
import { SendTelegramTestMutation } from './telegram.operations';

/** Why Send Test is off, from the saved settings. */
function blockedReason(saved: TelegramSettingsFieldsFragment): string | null {
  if (!saved.hasBotToken) return 'admin.telegram.test.needsToken';
  if (!saved.enabled) return 'admin.telegram.test.needsEnabled';
  if (saved.staffChatIds.length === 0) return 'admin.telegram.test.needsChats';
  return null;
}

/** Send Test: a real message to every saved staff chat. */
export function TelegramTestCard({ saved }: { saved: TelegramSettingsFieldsFragment }) {
  const intl = useIntl();
  const showToast = useToast();
  const handleError = useMutationErrorHandler();
  const [text, setText] = useState('');
  const [send, sending] = useMutation(SendTelegramTestMutation);
  const allowed = canSendTest(saved);
  const reason = blockedReason(saved);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!allowed) return;
    try {
      const result = await send({ variables: { message: text.trim() } });
      showToast({ title: intl.formatMessage({ id: 'admin.telegram.test.sent' }), description: intl.formatMessage({ id: 'admin.telegram.test.sentTo' }, { count: result.data?.sendTelegramTest ?? 0 }) });
    } catch (cause) {
      const failure = handleError(cause);
      if (failure) showToast({ variant: 'destructive', title: intl.formatMessage({ id: 'admin.telegram.test.failed' }), description: failure });
    }
  }

  return (
    <form className="card glass admin-form" onSubmit={(event) => void submit(event)} aria-labelledby="telegram-test-title" noValidate data-testid="admin-telegram-test-form">
      <h2 className="card__title" id="telegram-test-title"><FormattedMessage id="admin.telegram.test.title" /></h2>
      <TextField
        label={<FormattedMessage id="admin.telegram.test.message" />}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={intl.formatMessage({ id: 'admin.telegram.test.placeholder' })}
        maxLength={1000}
        disabled={!allowed || sending.loading}
        testId="admin-telegram-test-message"
      />
      {reason && <p className="field__hint" data-testid="admin-telegram-test-blocked"><FormattedMessage id={reason} /></p>}
      <div className="admin-form__actions">
        <button className="button button--primary" type="submit" disabled={!allowed || sending.loading} aria-busy={sending.loading} data-testid="admin-telegram-test">
          {sending.loading ? <Spinner /> : <Send className="icon-flip" size={18} strokeWidth={1.75} aria-hidden />}
          <FormattedMessage id={sending.loading ? 'admin.telegram.test.sending' : 'admin.telegram.test.send'} />
        </button>
      </div>
    </form>
  );
}
