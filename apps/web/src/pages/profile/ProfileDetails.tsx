import { FormattedDate, FormattedMessage } from 'react-intl';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../../auth/AuthProvider';
import { LEVEL_NAMES, playerLevel } from '../../auth/levels';
import { useDisplayCurrency } from '../../money/display-currency';
import { BASE_CURRENCY } from '../../money/format-money';
import { Money } from '../../ui/Money';

function Detail({ label, children, ltr = false }: { label: string; children: ReactNode; ltr?: boolean }) {
  return (
    <div className="details__row">
      <dt className="details__label"><FormattedMessage id={label} /></dt>
      <dd className="details__value" dir={ltr ? 'ltr' : undefined}>{children}</dd>
    </div>
  );
}

function orNotSet(value: string | null | undefined): ReactNode {
  return value ? value : <span className="details__empty"><FormattedMessage id="profile.notSet" /></span>;
}

export function ProfileDetails() {
  const user = useCurrentUser();
  const display = useDisplayCurrency();
  const createdAt = new Date(user.createdAt);

  return (
    <section className="card glass" aria-labelledby="details-title">
      <div className="profile-identity">
        <span className="profile-identity__avatar" aria-hidden>{user.username.slice(0, 1).toUpperCase()}</span>
        <div>
          <h2 className="profile-identity__name" id="details-title"><bdi>{user.username}</bdi></h2>
          <p className="profile-identity__level">
            <FormattedMessage id={LEVEL_NAMES[playerLevel(user.level)]} />
            {user.isAdmin && (
              <span className="pill pill--accent"><FormattedMessage id="profile.adminBadge" /></span>
            )}
          </p>
        </div>
      </div>
      <dl className="details">
        <Detail label="profile.field.username" ltr>{user.username}</Detail>
        <Detail label="profile.field.email" ltr>{orNotSet(user.email)}</Detail>
        <Detail label="profile.field.currency">
          <span dir="ltr" data-testid="profile-display-currency">{user.currency}</span>{' '}
          <span className="details__hint" data-testid="profile-display-rate">
            {display ? (
              <FormattedMessage id="profile.currency.rate" values={{ base: BASE_CURRENCY, currency: display.currency, rate: <bdi dir="ltr">{display.rate}</bdi> }} />
            ) : (
              <FormattedMessage id={user.currency === BASE_CURRENCY ? 'profile.currency.base' : 'profile.currency.noRate'} values={{ base: BASE_CURRENCY }} />
            )}
          </span>
        </Detail>
        <Detail label="profile.field.status">
          <span className={`pill ${user.status === 'active' ? 'pill--success' : 'pill--danger'}`}>
            <FormattedMessage id={user.status === 'active' ? 'profile.status.active' : 'profile.status.suspended'} />
          </span>
        </Detail>
        <Detail label="profile.field.balance"><Money value={user.balance} size="sm" /></Detail>
        <Detail label="profile.field.available"><Money value={user.availableBalance} size="sm" /></Detail>
        <Detail label="profile.field.withdrawable"><Money value={user.withdrawableBalance} size="sm" testId="profile-withdrawable" /></Detail>
        {Number(user.bonusBalance) > 0 && <Detail label="profile.field.bonus"><Money value={user.bonusBalance} size="sm" testId="profile-bonus" /></Detail>}
        <Detail label="profile.field.referralCode" ltr>{user.referralCode}</Detail>
        <Detail label="profile.field.memberSince">
          {Number.isNaN(createdAt.getTime()) ? orNotSet(null) : <FormattedDate value={createdAt} dateStyle="long" />}
        </Detail>
      </dl>
    </section>
  );
}
