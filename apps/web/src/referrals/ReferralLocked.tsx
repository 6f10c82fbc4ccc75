import { FormattedMessage } from 'react-intl';
import { Lock } from 'lucide-react';

/** The referral link opens at level 2 (Verified), after the first approved deposit (docs/product-rules.md#levels). */
export function ReferralLocked() {
  return (
    <div className="referral-card__locked" data-testid="referral-locked">
      <span className="referral-card__locked-icon" aria-hidden><Lock size={20} strokeWidth={1.75} /></span>
      <div>
        <p className="empty-state__title"><FormattedMessage id="referral.locked.title" /></p>
        <p className="card__text"><FormattedMessage id="referral.locked.text" /></p>
      </div>
    </div>
  );
}
