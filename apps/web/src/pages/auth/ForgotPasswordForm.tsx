import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ArrowLeft, MailCheck, Send } from 'lucide-react';
import { useErrorText } from '../../lib/use-error-text';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/Toaster';
import { RequestPasswordResetMutation } from './password-reset.operations';

/**
 * "Forgot password?": a reset link goes to the account's confirmed email.
 * The answer is the same whether or not such an account exists.
 */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const intl = useIntl();
  const showToast = useToast();
  const errorText = useErrorText();
  const [requestReset, { loading }] = useMutation(RequestPasswordResetMutation);
  const [login, setLogin] = useState('');
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!login.trim() || loading) return;
    try {
      await requestReset({ variables: { input: { login: login.trim() } } });
      setSent(true);
    } catch (error) {
      showToast({ variant: 'destructive', title: intl.formatMessage({ id: 'auth.forgot.failed' }), description: errorText(error) });
    }
  }

  return (
    <div data-testid="forgot-password">
      <h2 className="auth-card__title"><FormattedMessage id="auth.forgot.title" /></h2>
      <p className="auth-card__subtitle"><FormattedMessage id="auth.forgot.subtitle" /></p>
      {sent ? (
        <div className="auth-form">
          <p className="auth-form__note auth-form__done" role="status" data-testid="forgot-sent">
            <MailCheck size={18} strokeWidth={1.75} aria-hidden />
            <FormattedMessage id="auth.forgot.sent" />
          </p>
          <button className="button button--ghost button--block" type="button" onClick={onBack} data-testid="forgot-back">
            <ArrowLeft className="icon-flip" size={18} strokeWidth={1.75} aria-hidden />
            <FormattedMessage id="auth.forgot.back" />
          </button>
        </div>
      ) : (
        <form className="auth-form" onSubmit={submit} noValidate>
          <TextField
            label={intl.formatMessage({ id: 'auth.forgot.field' })}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={login}
            onChange={(event) => setLogin(event.target.value)}
            testId="forgot-login"
          />
          <button className="button button--primary button--block" type="submit" disabled={!login.trim()} aria-busy={loading} data-testid="forgot-submit">
            {loading ? <Spinner /> : <Send className="icon-flip" size={18} strokeWidth={1.75} aria-hidden />}
            <FormattedMessage id="auth.forgot.submit" />
          </button>
          <button className="button button--ghost button--block" type="button" onClick={onBack} data-testid="forgot-cancel">
            <ArrowLeft className="icon-flip" size={18} strokeWidth={1.75} aria-hidden />
            <FormattedMessage id="auth.forgot.back" />
          </button>
        </form>
      )}
    </div>
  );
}
