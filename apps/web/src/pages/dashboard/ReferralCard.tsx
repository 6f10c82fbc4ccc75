import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Copy, Gift } from 'lucide-react';
import { useCurrentUser } from '../../auth/AuthProvider';
import { Hint } from '../../ui/Hint';
import { useToast } from '../../ui/Toaster';

export function referralLink(origin: string, referralCode: string): string {
  return `${origin}/ref/${encodeURIComponent(referralCode)}`;
}

export function ReferralCard() {
  const intl = useIntl();
  const showToast = useToast();
  const user = useCurrentUser();
  const inputId = useId();
  const link = referralLink(window.location.origin, user.referralCode);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      showToast({ title: intl.formatMessage({ id: 'dashboard.referral.copied' }) });
    } catch {
      showToast({ variant: 'destructive', title: intl.formatMessage({ id: 'dashboard.referral.copyFailed' }) });
    }
  }

  return (
    <section className="card glass referral-card" aria-labelledby="referral-title">
      <div className="card__head">
        <span className="card__icon" aria-hidden><Gift size={20} strokeWidth={1.75} /></span>
        <h2 className="card__title" id="referral-title"><FormattedMessage id="dashboard.referral.title" /></h2>
      </div>
      <p className="card__text"><FormattedMessage id="dashboard.referral.text" /></p>
      <label className="field__label" htmlFor={inputId}><FormattedMessage id="dashboard.referral.linkLabel" /></label>
      <div className="copy-field">
        <input id={inputId} className="field__input copy-field__input" value={link} readOnly dir="ltr" data-testid="referral-link" onFocus={(event) => event.target.select()} />
        <Hint label={intl.formatMessage({ id: 'dashboard.referral.copy' })}>
          <button className="button button--primary copy-field__button" type="button" onClick={copy} data-testid="referral-copy" aria-label={intl.formatMessage({ id: 'dashboard.referral.copy' })}>
            <Copy size={18} strokeWidth={1.75} aria-hidden />
          </button>
        </Hint>
      </div>
      <p className="referral-card__code">
        <FormattedMessage id="dashboard.referral.code" values={{ code: <bdi className="referral-card__code-value">{user.referralCode}</bdi> }} />
      </p>
    </section>
  );
}
