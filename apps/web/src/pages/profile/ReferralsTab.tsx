import { useQuery } from '@apollo/client/react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Gift, UserPlus, Users } from 'lucide-react';
import { LEVEL_NAMES, playerLevel, referralUnlocked } from '../../auth/levels';
import { MyReferralsQuery } from '../../payments/payments.operations';
import { ReferralLinkField } from '../../referrals/ReferralLinkField';
import { ReferralLocked } from '../../referrals/ReferralLocked';
import { ErrorState } from '../../ui/ErrorState';
import { Money } from '../../ui/Money';
import { Skeleton } from '../../ui/Skeleton';
import { StatTile } from '../../ui/StatTile';
import { LevelCard } from '../../auth/LevelCard';
import { HistoryPanel } from './HistoryPanel';

/** Referrals tab: the list, total earnings, level, the link (from level 2) and the real progress to VIP. */
export function ReferralsTab() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(MyReferralsQuery, { fetchPolicy: 'cache-and-network' });
  const summary = data?.myReferrals;
  const retry = () => void refetch().catch(() => undefined);

  return (
    <div className="profile__stack">
      <section className="card glass" aria-labelledby="referral-summary-title">
        <div className="card__head">
          <span className="card__icon" aria-hidden><Gift size={20} strokeWidth={1.75} /></span>
          <h2 className="card__title" id="referral-summary-title"><FormattedMessage id="profile.referrals.title" /></h2>
        </div>
        {loading && !summary ? (
          <Skeleton rows={2} height={72} label={intl.formatMessage({ id: 'common.loading' })} />
        ) : error && !summary ? (
          <ErrorState error={error} onRetry={retry} />
        ) : summary ? (
          <>
            <div className="stat-grid stat-grid--three" data-testid="referral-summary">
              <StatTile icon={Users} label={<FormattedMessage id="referral.count" />}><span className="tabular" dir="ltr">{summary.referrals.length}</span></StatTile>
              <StatTile icon={Gift} tone="success" label={<FormattedMessage id="referral.earnings" />}><Money value={summary.totalEarnings} size="md" testId="referral-total-earnings" /></StatTile>
              <StatTile icon={UserPlus} tone="accent" label={<FormattedMessage id="dashboard.level.title" />}><span data-testid="referral-level"><FormattedMessage id={LEVEL_NAMES[playerLevel(summary.level)]} /></span></StatTile>
            </div>
            <p className="card__text">
              <FormattedMessage id="dashboard.referral.bonusText" values={{ referrer: <Money value={summary.referrerBonus} size="sm" />, referred: <Money value={summary.referredBonus} size="sm" /> }} />
            </p>
            {referralUnlocked(summary.level) ? <ReferralLinkField referralCode={summary.referralCode} /> : <ReferralLocked />}
          </>
        ) : null}
      </section>
      <LevelCard />
      <HistoryPanel
        title="profile.referrals.listTitle"
        icon={Users}
        items={summary?.referrals}
        loading={loading}
        error={error}
        onRetry={retry}
        emptyTitle="profile.empty.referrals"
        name="referrals"
        renderRow={(referral) => (
          <li key={referral.id} className="history-row" data-testid="referral-row">
            <span className="history-row__icon" aria-hidden><UserPlus size={18} strokeWidth={1.75} /></span>
            <div className="history-row__main">
              <p className="history-row__title"><bdi>{referral.username}</bdi></p>
              <p className="history-row__meta"><FormattedMessage id="profile.referrals.joined" values={{ date: <FormattedDate value={referral.createdAt} dateStyle="medium" /> }} /></p>
            </div>
            <div className="history-row__figures"><Money value={referral.bonusAmount} size="md" /></div>
          </li>
        )}
      />
    </div>
  );
}
