import { useQuery } from '@apollo/client/react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ChevronRight, ShieldCheck } from 'lucide-react';
import { PeriodBadge } from '../../draws/PeriodBadge';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Money } from '../../ui/Money';
import { Skeleton } from '../../ui/Skeleton';
import { CompletedDrawsQuery } from './verify.operations';

/** Recently completed draws, each a link to its check. */
export function CompletedDrawList() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(CompletedDrawsQuery, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <Skeleton rows={4} height={60} label={intl.formatMessage({ id: 'common.loading' })} />;
  if (error && !data) return <section className="card glass"><ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} /></section>;
  const draws = data?.completedDraws ?? [];
  if (draws.length === 0) {
    return <section className="card glass"><EmptyState icon={ShieldCheck} title={<FormattedMessage id="analytics.empty.completed" />} testId="verify-empty" /></section>;
  }
  return (
    <section className="card glass">
      <ul className="row-list">
        {draws.map((draw) => (
          <li key={draw.id}>
            <Link className="row-list__item row-list__link" to={`/verify/${draw.id}`} data-testid="verify-draw-link">
              <span className="row-list__main">
                <span className="row-list__title"><bdi>{draw.name}</bdi> <PeriodBadge period={draw.period} drawName={draw.name} /></span>
                <span className="row-list__meta">
                  {draw.completedAt && <FormattedDate value={draw.completedAt} dateStyle="medium" timeStyle="short" />} · <FormattedMessage id="verify.ticketCount" values={{ count: draw.ticketsSold }} />
                </span>
              </span>
              <Money value={draw.prizePool} size="sm" />
              <ChevronRight className="icon-flip" size={18} strokeWidth={1.75} aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
