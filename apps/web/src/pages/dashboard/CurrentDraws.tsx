import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { CalendarClock, ShieldCheck } from 'lucide-react';
import { DrawCard } from '../../draws/DrawCard';
import type { useCurrentDraws } from '../../draws/use-current-draws';
import type { DrawCardFieldsFragment } from '../../gql/graphql';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Skeleton } from '../../ui/Skeleton';

interface CurrentDrawsProps {
  current: ReturnType<typeof useCurrentDraws>;
  onBuy: (draw: DrawCardFieldsFragment) => void;
}

/** The current draws as cards, cheapest ticket first; an empty state when there are none. */
export function CurrentDraws({ current, onBuy }: CurrentDrawsProps) {
  const intl = useIntl();
  return (
    <section className="dashboard__draws" aria-labelledby="draws-title">
      <div className="section-head">
        <h2 className="section-title" id="draws-title"><FormattedMessage id="dashboard.draws.title" /></h2>
        <Link className="section-head__link" to="/verify" data-testid="dashboard-verify-link">
          <ShieldCheck size={16} strokeWidth={1.75} aria-hidden />
          <FormattedMessage id="verify.recentLink" />
        </Link>
      </div>
      {current.loading ? (
        <div className="draw-grid"><Skeleton rows={2} height={300} label={intl.formatMessage({ id: 'common.loading' })} /></div>
      ) : current.error ? (
        <div className="card glass"><ErrorState error={current.error} onRetry={current.refetch} /></div>
      ) : current.draws.length === 0 && current.finished.length === 0 ? (
        <div className="card glass">
          <EmptyState icon={CalendarClock} title={<FormattedMessage id="dashboard.draws.empty" />} hint={<FormattedMessage id="dashboard.draws.emptyHint" />} testId="draws-empty" />
        </div>
      ) : (
        <div className="draw-grid">
          {[...current.draws, ...current.finished].map((draw) => (
            <DrawCard key={draw.id} draw={draw} onBuy={onBuy} onCountdownDone={current.refetch} />
          ))}
        </div>
      )}
    </section>
  );
}
