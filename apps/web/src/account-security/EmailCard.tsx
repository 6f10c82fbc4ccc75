import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BadgeCheck, Mail, Send } from 'lucide-react';
import { useMutationErrorHandler } from '../auth/AuthProvider';
import { errorCode } from '../lib/api-errors';
import { Spinner } from '../ui/Spinner';
import { TextField } from '../ui/TextField';
import { useToast } from '../ui/Toaster';
import { ConfirmEmailMutation, MyEmailQuery, RequestEmailConfirmationMutation } from './security.operations';

/** The player's email: add or change it, then confirm it with the 6-digit code from the mail (or its link). */
export function EmailCard() {
  const intl = useIntl();
  const showToast = useToast();
  const handleError = useMutationErrorHandler();
  const { data } = useQuery(MyEmailQuery, { fetchPolicy: 'cache-and-network' });
  const [requestCode, { loading: sending }] = useMutation(RequestEmailConfirmationMutation);
  const [confirmEmail, { loading: confirming }] = useMutation(ConfirmEmailMutation);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const me = data?.me;
  const pending = me?.pendingEmail ?? null;

  function fail(titleId: string, error: unknown, badInputId: string) {
    const text = errorCode(error) === 'BAD_USER_INPUT' ? intl.formatMessage({ id: badInputId }) : handleError(error);
    if (text) showToast({ variant: 'destructive', title: intl.formatMessage({ id: titleId }), description: text });
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim() || !password || sending) return;
    try {
      await requestCode({ variables: { email: email.trim(), currentPassword: password } });
      setEmail('');
      setPassword('');
      showToast({ title: intl.formatMessage({ id: 'profile.email.sent' }) });
    } catch (error) {
      if (errorCode(error) === 'INVALID_CREDENTIALS') {
        showToast({ variant: 'destructive', title: intl.formatMessage({ id: 'profile.email.sendFailed' }), description: intl.formatMessage({ id: 'profile.security.wrongCurrent' }) });
        return;
      }
      fail('profile.email.sendFailed', error, 'profile.email.invalid');
    }
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim()) || confirming) return;
    try {
      await confirmEmail({ variables: { input: { code: code.trim() } } });
      setCode('');
      showToast({ title: intl.formatMessage({ id: 'profile.email.confirmed' }) });
    } catch (error) {
      fail('profile.email.confirmFailed', error, 'profile.email.wrongCode');
    }
  }

  return (
    <section className="card glass" aria-labelledby="email-title" data-testid="email-card">
      <div className="card__head">
        <span className="card__icon" aria-hidden><Mail size={20} strokeWidth={1.75} /></span>
        <h2 className="card__title" id="email-title"><FormattedMessage id="profile.email.title" /></h2>
      </div>
      <p className="card__text"><FormattedMessage id="profile.email.text" /></p>
      {me?.email && me.emailVerified ? (
        <p className="security-status security-status--on" data-testid="email-confirmed">
          <BadgeCheck size={18} strokeWidth={1.75} aria-hidden />
          <FormattedMessage id="profile.email.current" values={{ email: <bdi>{me.email}</bdi> }} />
        </p>
      ) : (
        <p className="security-status" data-testid="email-none"><FormattedMessage id="profile.email.none" /></p>
      )}
      {pending && (
        <form className="stack-form" onSubmit={confirm} noValidate>
          <p className="card__text" role="status" data-testid="email-pending">
            <FormattedMessage id="profile.email.pending" values={{ email: <bdi>{pending}</bdi> }} />
          </p>
          <TextField
            label={intl.formatMessage({ id: 'profile.email.code' })}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            testId="email-code"
          />
          <button className="button button--primary" type="submit" disabled={!/^\d{6}$/.test(code) || confirming} aria-busy={confirming} data-testid="email-confirm">
            {confirming ? <Spinner /> : <BadgeCheck size={18} strokeWidth={1.75} aria-hidden />}
            <FormattedMessage id="profile.email.confirm" />
          </button>
        </form>
      )}
      <form className="stack-form" onSubmit={send} noValidate>
        <TextField
          label={intl.formatMessage({ id: me?.emailVerified ? 'profile.email.change' : 'profile.email.add' })}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          testId="email-input"
        />
        {/* The confirmed email can reset the password, so setting it asks for the password. */}
        <TextField
          label={intl.formatMessage({ id: 'profile.security.current' })}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          testId="email-password"
        />
        <button className="button button--ghost" type="submit" disabled={!email.trim() || !password || sending} aria-busy={sending} data-testid="email-send">
          {sending ? <Spinner /> : <Send className="icon-flip" size={18} strokeWidth={1.75} aria-hidden />}
          <FormattedMessage id="profile.email.send" />
        </button>
      </form>
    </section>
  );
}
