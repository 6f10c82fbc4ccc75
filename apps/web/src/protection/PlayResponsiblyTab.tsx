import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { HeartHandshake } from 'lucide-react';
import { ErrorState } from '../ui/ErrorState';
import { Skeleton } from '../ui/Skeleton';
import { BreakCard } from './BreakCard';
import { LimitsCard } from './LimitsCard';
import { RealityCheckCard } from './RealityCheckCard';
import { MyProtectionQuery } from './protection.operations';
import './protection.css';

/** The profile's "Play responsibly" tab: limits, time-out and self-exclusion. */
export function PlayResponsiblyTab() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(MyProtectionQuery, { fetchPolicy: 'cache-and-network' });
  const protection = data?.myProtection;

  if (loading && !protection) return <Skeleton rows={3} height={96} label={intl.formatMessage({ id: 'common.loading' })} />;
  if (error && !protection) return <ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  if (!protection) return null;
  return (
    <div className="profile__stack" data-testid="play-responsibly">
      <section className="card glass" aria-labelledby="responsible-title">
        <div className="card__head">
          <span className="card__icon" aria-hidden><HeartHandshake size={20} strokeWidth={1.75} /></span>
          <h2 className="card__title" id="responsible-title"><FormattedMessage id="protection.title" /></h2>
        </div>
        <p className="card__text"><FormattedMessage id="protection.intro" /></p>
      </section>
      <BreakCard block={protection.block ?? null} />
      <LimitsCard limits={protection.limits} />
      <RealityCheckCard />
    </div>
  );
}
