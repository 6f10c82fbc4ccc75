import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Archive, Rss, Trophy } from 'lucide-react';
import { PeriodBadge } from '../../draws/PeriodBadge';
import { PublicResultsQuery } from '../../trust/trust.operations';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Money } from '../../ui/Money';
import { Pagination } from '../../ui/Pagination';
import { Skeleton } from '../../ui/Skeleton';
import '../../trust/trust.css';
import './results.css';

// Format names, the same in every language.
const FEEDS = [
  ['JSON Feed', '/results/feed.json'],
  ['Atom', '/results/feed.atom'],
  ['RSS', '/results/feed.rss'],
] as const;

/** The public results archive: every completed draw, archived ones included, no sign-in needed. */
export function ResultsPage() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(PublicResultsQuery, { variables: { page, pageSize: 10 } });
  const results = data?.publicResults;

  return (
    <div className="page results">
      <header className="page__header">
        <p className="page__eyebrow"><FormattedMessage id="results.eyebrow" /></p>
        <h1 className="page__title"><FormattedMessage id="results.archiveTitle" /></h1>
        <p className="page__subtitle"><FormattedMessage id="results.subtitle" /></p>
        <p className="results__feeds">
          <Rss size={16} strokeWidth={1.75} aria-hidden />
          <FormattedMessage id="results.feeds" />
          {FEEDS.map(([format, href]) => <a key={href} href={href} dir="ltr" data-testid="results-feed">{format}</a>)}
        </p>
      </header>
      {loading && !data ? (
        <Skeleton rows={3} height={120} label={intl.formatMessage({ id: 'common.loading' })} />
      ) : error && !data ? (
        <section className="card glass"><ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} /></section>
      ) : !results || results.draws.length === 0 ? (
        <section className="card glass"><EmptyState icon={Trophy} title={<FormattedMessage id="results.empty" />} testId="results-empty" /></section>
      ) : (
        <>
          <ol className="results__list">
            {results.draws.map((draw) => (
              <li key={draw.id} className="card glass results__item" data-testid="result-item" data-draw-id={draw.id}>
                <div className="results__head">
                  <h2 className="card__title"><Link to={`/results/${draw.id}`}><bdi>{draw.name}</bdi></Link></h2>
                  <PeriodBadge period={draw.period} drawName={draw.name} />
                  {draw.archived && <span className="results__archived"><Archive size={14} strokeWidth={1.75} aria-hidden /><FormattedMessage id="results.archived" /></span>}
                </div>
                <dl className="results__figures">
                  <div><dt><FormattedMessage id="results.completedOn" /></dt><dd>{draw.completedAt ? <FormattedDate value={draw.completedAt} dateStyle="medium" timeStyle="short" /> : '—'}</dd></div>
                  <div><dt><FormattedMessage id="results.pool" /></dt><dd><Money value={draw.prizePool} size="sm" /></dd></div>
                  <div><dt><FormattedMessage id="results.ticketsSold" /></dt><dd className="tabular"><FormattedNumber value={draw.ticketsSold} /></dd></div>
                </dl>
                <p className="results__winners">
                  <FormattedMessage id="results.winners" />{': '}
                  {[...draw.winners].sort((a, b) => a.rank - b.rank).slice(0, 3).map((winner) => (
                    <span key={winner.ticketNumber} className="results__winner" data-testid="result-winner">
                      <bdi dir="ltr">{winner.ticketNumber}</bdi> <bdi>{winner.player.username}</bdi> <Money value={winner.prizeAmount} size="sm" />
                    </span>
                  ))}
                  {draw.winners.length > 3 && <span className="results__more">+{draw.winners.length - 3}</span>}
                </p>
                <dl className="hash-list results__hashes">
                  <div><dt><FormattedMessage id="verify.field.commitment" /></dt><dd dir="ltr">{draw.seedCommitment}</dd></div>
                  <div><dt><FormattedMessage id="verify.field.seed" /></dt><dd dir="ltr">{draw.seed ?? '—'}</dd></div>
                  <div><dt><FormattedMessage id="verify.field.ticketListHash" /></dt><dd dir="ltr">{draw.ticketListHash ?? '—'}</dd></div>
                  <div><dt><FormattedMessage id="results.field.merkleRoot" /></dt><dd dir="ltr">{draw.merkleRoot ?? '—'}</dd></div>
                  <div><dt><FormattedMessage id="verify.field.beacon" /></dt><dd dir="ltr">{draw.beacon ?? <FormattedMessage id="results.noBeacon" />}</dd></div>
                </dl>
                <Link className="button button--ghost results__open" to={`/results/${draw.id}`} data-testid="result-open"><FormattedMessage id="results.open" /></Link>
              </li>
            ))}
          </ol>
          <Pagination page={results.page} totalPages={results.totalPages} onPage={setPage} testId="results-pages" />
        </>
      )}
    </div>
  );
}
