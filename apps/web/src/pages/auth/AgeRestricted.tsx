import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { ShieldAlert } from 'lucide-react';
import { DEFAULT_MINIMUM_AGE } from '@nova/rules/age';
import { AgeFrame } from './AgeFrame';
import { AuthPageSettingsQuery } from './login-background.operations';

/**
 * A player whose date of birth is under the minimum age (docs/product-rules.md#age):
 * nothing to play with, only their account pages (withdraw, history) and sign-out.
 */
export function AgeRestricted({ children }: { children: ReactNode }) {
  const { data: settings } = useQuery(AuthPageSettingsQuery, { fetchPolicy: 'cache-first' });
  const minimumAge = settings?.publicSettings.minimumAge ?? DEFAULT_MINIMUM_AGE;
  return (
    <AgeFrame>
      <section className="card glass age-card age-card--notice" role="status" data-testid="age-restricted">
        <div className="card__head">
          <span className="card__icon" aria-hidden><ShieldAlert size={20} strokeWidth={1.75} /></span>
          <h1 className="card__title"><FormattedMessage id="age.restricted.title" values={{ age: minimumAge }} /></h1>
        </div>
        <p className="card__text"><FormattedMessage id="age.restricted.text" /></p>
      </section>
      {children}
    </AgeFrame>
  );
}
