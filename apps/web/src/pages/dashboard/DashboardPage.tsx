import { FormattedMessage } from 'react-intl';
import { CalendarClock } from 'lucide-react';
import { useCurrentUser } from '../../auth/AuthProvider';
import { EmptyState } from '../../ui/EmptyState';
import { BalanceCard } from './BalanceCard';
import { LevelCard } from './LevelCard';
import { ReferralCard } from './ReferralCard';
import { VolumeDiscountNotice } from './VolumeDiscountNotice';
import './dashboard.css';

export function DashboardPage() {
  const user = useCurrentUser();
  return (
    <div className="page dashboard">
      <header className="page__header">
        <p className="page__eyebrow"><FormattedMessage id="dashboard.eyebrow" /></p>
        <h1 className="page__title">
          <FormattedMessage id="dashboard.greeting" values={{ username: <bdi>{user.username}</bdi> }} />
        </h1>
      </header>

      <div className="dashboard__grid">
        <BalanceCard />

        <section className="card glass dashboard__draws" aria-labelledby="draws-title">
          <h2 className="card__title" id="draws-title"><FormattedMessage id="dashboard.draws.title" /></h2>
          <EmptyState
            icon={CalendarClock}
            title={<FormattedMessage id="dashboard.draws.empty" />}
            hint={<FormattedMessage id="dashboard.draws.emptyHint" />}
            testId="draws-empty"
          />
        </section>

        <VolumeDiscountNotice />
        <LevelCard />
        <ReferralCard />
      </div>
    </div>
  );
}
