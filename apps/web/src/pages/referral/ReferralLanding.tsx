import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { Gift } from 'lucide-react';
import { browserStorage, STORAGE_KEYS } from '../../lib/storage';
import { useAuth } from '../../auth/AuthProvider';
import { Spinner } from '../../ui/Spinner';

/** Delays: signed out 1 s to sign-up, signed in 2 s to the dashboard, no code 0.5 s. */
const SIGN_UP_DELAY_MS = 1000;
const SIGNED_IN_DELAY_MS = 2000;
const NO_CODE_DELAY_MS = 500;

export function ReferralLanding() {
  const { referralCode } = useParams();
  const { auth } = useAuth();
  const navigate = useNavigate();
  const code = referralCode?.trim() ?? '';

  useEffect(() => {
    if (auth.status === 'loading') return;
    let target = '/';
    let delay = NO_CODE_DELAY_MS;
    if (code && auth.status === 'unauthenticated') {
      browserStorage.set(STORAGE_KEYS.referralCode, code);
      target = '/auth?tab=register';
      delay = SIGN_UP_DELAY_MS;
    } else if (code) {
      // Referral codes only apply to new accounts; remember that this player followed one.
      browserStorage.set(STORAGE_KEYS.referralNote, JSON.stringify({ code, visitedAt: new Date().toISOString() }));
      delay = SIGNED_IN_DELAY_MS;
    }
    const timer = window.setTimeout(() => void navigate(target, { replace: true }), delay);
    return () => window.clearTimeout(timer);
  }, [auth.status, code, navigate]);

  return (
    <main className="referral-landing">
      <div className="referral-landing__card glass" role="status" aria-live="polite">
        <span className="referral-landing__icon" aria-hidden>
          <Gift size={32} strokeWidth={1.5} />
        </span>
        {code ? (
          <>
            <h1 className="referral-landing__title"><FormattedMessage id="referral.landing.title" /></h1>
            <p className="referral-landing__code" dir="ltr">{code}</p>
            <p className="referral-landing__text">
              <FormattedMessage id={auth.status === 'authenticated' ? 'referral.landing.signedIn' : 'referral.landing.signedOut'} />
            </p>
          </>
        ) : (
          <p className="referral-landing__text"><FormattedMessage id="referral.landing.noCode" /></p>
        )}
        <Spinner size={22} />
      </div>
    </main>
  );
}
