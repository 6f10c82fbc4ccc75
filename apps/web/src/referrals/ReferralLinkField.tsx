import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Copy } from 'lucide-react';
import { Hint } from '../ui/Hint';
import { useToast } from '../ui/Toaster';

/** The referral link: origin/ref/{referralCode}. */
export function referralLink(origin: string, referralCode: string): string {
  return `${origin}/ref/${encodeURIComponent(referralCode)}`;
}

/** The read-only link with its copy button; copying toasts "Referral link copied". */
export function ReferralLinkField({ referralCode }: { referralCode: string }) {
  const intl = useIntl();
  const showToast = useToast();
  const inputId = useId();
  const link = referralLink(window.location.origin, referralCode);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      showToast({ title: intl.formatMessage({ id: 'dashboard.referral.copied' }) });
    } catch {
      showToast({ variant: 'destructive', title: intl.formatMessage({ id: 'dashboard.referral.copyFailed' }) });
    }
  }

  return (
    <div className="field">
      <label className="field__label" htmlFor={inputId}><FormattedMessage id="dashboard.referral.linkLabel" /></label>
      <div className="copy-field">
        <input id={inputId} className="field__input copy-field__input" value={link} readOnly dir="ltr" data-testid="referral-link" onFocus={(event) => event.target.select()} />
        <Hint label={intl.formatMessage({ id: 'dashboard.referral.copy' })}>
          <button className="button button--primary copy-field__button" type="button" onClick={copy} data-testid="referral-copy" aria-label={intl.formatMessage({ id: 'dashboard.referral.copy' })}>
            <Copy size={18} strokeWidth={1.75} aria-hidden />
          </button>
        </Hint>
      </div>
    </div>
  );
}
