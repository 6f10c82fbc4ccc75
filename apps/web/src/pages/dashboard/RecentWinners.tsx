import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { BadgeCheck, Trophy } from 'lucide-react';
import { RecentWinnersQuery } from '../../draws/draws.operations';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Money } from '../../ui/Money';
import { Skeleton } from '../../ui/Skeleton';

/** The first 3 recent winners with username, amount and a PAID marker (verified draw winners only). */
export function RecentWinners() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(RecentWinnersQuery, { fetchPolicy: 'cache-and-network' });
  const winners = data?.recentWinners ?? [];
  return (
    <section className="card glass" aria-labelledby="recent-winners-title" data-testid="dashboard-recent-winners">
      <div className="card__head card__head--split">
        <h2 className="card__title" id="recent-winners-title"><FormattedMessage id="dashboard.winners.title" /></h2>
        <Link className="section-head__link" to="/winners"><FormattedMessage id="common.viewAll" /></Link>
      </div>
      {loading && !data ? (
        <Skeleton rows={3} height={48} label={intl.formatMessage({ id: 'common.loading' })} />
      ) : error && !data ? (
        <ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} />
      ) : winners.length === 0 ? (
        <EmptyState icon={Trophy} title={<FormattedMessage id="winners.empty.verified" />} />
      ) : (
        <ul className="row-list">
          {winners.map((winner) => (
            <li key={winner.id} className="row-list__item" data-testid="recent-winner">
              <span className="row-list__main">
                <bdi className="row-list__title">{winner.player.username}</bdi>
                <span className="row-list__meta">
                  <bdi>{winner.drawName}</bdi> · <span dir="ltr" className="tabular" data-testid="recent-winner-ticket">{winner.ticketNumber}</span> ·{' '}
                  <FormattedMessage id="results.rank" values={{ rank: winner.rank }} />
                </span>
              </span>
              <Money value={winner.amount} size="sm" />
              <span className="pill pill--success"><BadgeCheck size={14} strokeWidth={2} aria-hidden /><FormattedMessage id="dashboard.winners.paid" /></span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
