import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { MailCheck, MailX } from 'lucide-react';
import { Spinner } from '../../ui/Spinner';
import { AccountFrame } from './AccountFrame';
import { ConfirmEmailLinkMutation } from './password-reset.operations';

type Outcome = 'pending' | 'confirmed' | 'failed';

/** Opened from the confirmation mail (/verify-email?token=…): confirms the address once, signed in or not. */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [confirmEmail] = useMutation(ConfirmEmailLinkMutation);
  const [outcome, setOutcome] = useState<Outcome>(token ? 'pending' : 'failed');
  const [email, setEmail] = useState<string | null>(null);
  // A token works once: strict-mode double effects must not spend it twice.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirmEmail({ variables: { token } })
      .then(({ data }) => {
        setEmail(data?.confirmEmail.email ?? null);
        setOutcome('confirmed');
      })
      .catch(() => setOutcome('failed'));
  }, [confirmEmail, token]);

  return (
    <AccountFrame>
      <section className="card glass age-card" aria-live="polite" data-testid="verify-email-page" data-outcome={outcome}>
        <div className="card__head">
          <span className="card__icon" aria-hidden>
            {outcome === 'failed' ? <MailX size={20} strokeWidth={1.75} /> : <MailCheck size={20} strokeWidth={1.75} />}
          </span>
          <h1 className="card__title"><FormattedMessage id="verifyEmail.title" /></h1>
        </div>
        {outcome === 'pending' && <p className="card__text"><Spinner /> <FormattedMessage id="verifyEmail.pending" /></p>}
        {outcome === 'confirmed' && (
          <p className="card__text" data-testid="verify-email-done"><FormattedMessage id="verifyEmail.done" values={{ email: <bdi>{email}</bdi> }} /></p>
        )}
        {outcome === 'failed' && <p className="card__text" role="alert"><FormattedMessage id="verifyEmail.failed" /></p>}
        <Link className="button button--ghost" to="/">
          <FormattedMessage id="verifyEmail.continue" />
        </Link>
      </section>
    </AccountFrame>
  );
}
