import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { KeyRound } from 'lucide-react';
import { ChangePasswordMutation } from '../../auth/account.operations';
import { errorCode } from '../../lib/api-errors';
import { useMutationErrorHandler } from '../../auth/AuthProvider';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/Toaster';
import { passwordChangeProblem } from './password-change';
import { NewPasswordFields } from '../../auth/NewPasswordFields';

export function ChangePasswordForm() {
  const intl = useIntl();
  const showToast = useToast();
  const handleError = useMutationErrorHandler();
  const [changePassword, { loading }] = useMutation(ChangePasswordMutation);
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const problem = passwordChangeProblem({ currentPassword, newPassword, confirmPassword });
  const allFilled = currentPassword !== '' && newPassword !== '' && confirmPassword !== '';
  const showProblem = problem && (submitted || (confirmPassword !== '' && problem === 'validation.newPasswordsDoNotMatch'));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (problem || loading) return;
    try {
      await changePassword({ variables: { input: { currentPassword, newPassword } } });
      showToast({ title: intl.formatMessage({ id: 'profile.security.changed' }) });
      setCurrentPassword('');
      setNewPassword('');
      setConfirmPassword('');
      setSubmitted(false);
    } catch (error) {
      // The server answers a wrong current password with INVALID_CREDENTIALS; say which field is wrong.
      const text = errorCode(error) === 'INVALID_CREDENTIALS' ? intl.formatMessage({ id: 'profile.security.wrongCurrent' }) : handleError(error);
      if (text) showToast({ variant: 'destructive', title: intl.formatMessage({ id: 'profile.security.failed' }), description: text });
    }
  }

  return (
    <section className="card glass" aria-labelledby="security-title">
      <div className="card__head">
        <span className="card__icon" aria-hidden><KeyRound size={20} strokeWidth={1.75} /></span>
        <h2 className="card__title" id="security-title"><FormattedMessage id="profile.security.title" /></h2>
      </div>
      <p className="card__text"><FormattedMessage id="profile.security.text" /></p>
      <form className="stack-form" onSubmit={submit} noValidate>
        <TextField
          label={intl.formatMessage({ id: 'profile.security.current' })}
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
          testId="password-current"
        />
        <NewPasswordFields
          newPassword={newPassword}
          confirmPassword={confirmPassword}
          onNewPassword={setNewPassword}
          onConfirmPassword={setConfirmPassword}
          problem={problem}
          showProblem={Boolean(showProblem)}
          testIdPrefix="password"
        />
        <button className="button button--primary" type="submit" disabled={!allFilled || loading} aria-busy={loading} data-testid="password-submit">
          {loading ? <Spinner /> : <KeyRound size={18} strokeWidth={1.75} aria-hidden />}
          <FormattedMessage id={loading ? 'profile.security.submitting' : 'profile.security.submit'} />
        </button>
      </form>
    </section>
  );
}
