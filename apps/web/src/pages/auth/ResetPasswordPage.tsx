import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { KeyRound, LogIn } from 'lucide-react';
import { useErrorText } from '../../lib/use-error-text';
import { errorCode } from '../../lib/api-errors';
import { Spinner } from '../../ui/Spinner';
import { useToast } from '../../ui/Toaster';
import { PASSWORD_MIN } from '../../auth/register-validation';
import { AccountFrame } from './AccountFrame';
import { ResetPasswordMutation } from './password-reset.operations';
import './auth-page.css';
import { NewPasswordFields } from '../../auth/NewPasswordFields';

/** Opened from the reset mail (/reset-password?token=…): a new password, then every session of the account has ended. */
export function ResetPasswordPage() {
  const intl = useIntl();
  const showToast = useToast();
  const errorText = useErrorText();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [resetPassword, { loading }] = useMutation(ResetPasswordMutation);
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [done, setDone] = useState(false);
  // The same rules as changing the password (at least PASSWORD_MIN characters, typed twice alike).
  const problem =
    newPassword !== confirmPassword ? 'validation.newPasswordsDoNotMatch' : newPassword.length < PASSWORD_MIN ? 'validation.newPasswordMin' : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (problem || loading) return;
    try {
      await resetPassword({ variables: { input: { token, newPassword } } });
      setDone(true);
    } catch (error) {
      const text = errorCode(error) === 'BAD_USER_INPUT' ? intl.formatMessage({ id: 'auth.reset.badLink' }) : errorText(error);
      showToast({ variant: 'destructive', title: intl.formatMessage({ id: 'auth.reset.failed' }), description: text });
    }
  }

  return (
    <AccountFrame>
      <section className="card glass age-card" aria-labelledby="reset-title" data-testid="reset-password-page">
        <div className="card__head">
          <span className="card__icon" aria-hidden><KeyRound size={20} strokeWidth={1.75} /></span>
          <h1 className="card__title" id="reset-title"><FormattedMessage id="auth.reset.title" /></h1>
        </div>
        {done ? (
          <>
            <p className="card__text auth-form__done" role="status" data-testid="reset-done"><FormattedMessage id="auth.reset.done" /></p>
            {/* A full load: any session this browser had has just ended. */}
            <a className="button button--primary" href="/auth" data-testid="reset-sign-in">
              <LogIn className="icon-flip" size={18} strokeWidth={1.75} aria-hidden />
              <FormattedMessage id="auth.login.submit" />
            </a>
          </>
        ) : !token ? (
          <p className="card__text" role="alert"><FormattedMessage id="auth.reset.badLink" /></p>
        ) : (
          <form className="auth-form" onSubmit={submit} noValidate>
            <p className="card__text"><FormattedMessage id="auth.reset.text" /></p>
            <NewPasswordFields
              newPassword={newPassword}
              confirmPassword={confirmPassword}
              onNewPassword={setNewPassword}
              onConfirmPassword={setConfirmPassword}
              problem={problem}
              showProblem={submitted}
              testIdPrefix="reset"
            />
            <button className="button button--primary button--block" type="submit" aria-busy={loading} data-testid="reset-submit">
              {loading ? <Spinner /> : <KeyRound size={18} strokeWidth={1.75} aria-hidden />}
              <FormattedMessage id="auth.reset.submit" />
            </button>
          </form>
        )}
      </section>
    </AccountFrame>
  );
}
