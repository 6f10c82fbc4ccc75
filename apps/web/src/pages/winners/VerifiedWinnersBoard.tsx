import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Tabs } from 'radix-ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { Trophy } from 'lucide-react';
import type { LeaderboardPeriod } from '../../gql/graphql';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Skeleton } from '../../ui/Skeleton';
import { Podium, type RankedEntry } from './Podium';
import { RankedList } from './RankedList';
import { VerifiedWinnersQuery } from './winners.operations';
import { WinnersSummary } from './WinnersSummary';

/** Recent covers the last 30 days; Daily, Weekly, Monthly narrow it. */
const PERIODS = ['recent', 'daily', 'weekly', 'monthly'] as const;
type PeriodFilter = (typeof PERIODS)[number];
const RECENT_DAYS = 30;

export function VerifiedWinnersBoard() {
  const intl = useIntl();
  const [period, setPeriod] = useState<PeriodFilter>('recent');
  const variables = period === 'recent' ? { days: RECENT_DAYS } : { period: period as LeaderboardPeriod };
  const { data, loading, error, refetch } = useQuery(VerifiedWinnersQuery, { variables, fetchPolicy: 'cache-and-network' });
  const entries: RankedEntry[] = (data?.leaderboard ?? []).map((win) => ({
    key: win.id,
    username: win.player.username,
    amount: win.amount,
    detail: `${win.drawName} · ${intl.formatDate(win.date, { dateStyle: 'medium' })}`,
  }));

  return (
    <div className="winners__board">
      <Tabs.Root value={period} onValueChange={(next) => setPeriod(next as PeriodFilter)}>
        <Tabs.List className="tab-strip" aria-label={intl.formatMessage({ id: 'winners.periodFilter' })}>
          {PERIODS.map((name) => (
            <Tabs.Trigger key={name} value={name} className="tab-strip__item" aria-controls={undefined} data-testid={`winners-period-${name}`}>
              <FormattedMessage id={`winners.period.${name}`} />
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <WinnersSummary summary={data?.leaderboardSummary} />
      {loading && !data ? (
        <Skeleton rows={5} height={52} label={intl.formatMessage({ id: 'common.loading' })} />
      ) : error && !data ? (
        <section className="card glass"><ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} /></section>
      ) : entries.length === 0 ? (
        <section className="card glass">
          <EmptyState icon={Trophy} title={<FormattedMessage id="winners.empty.verified" />} hint={<FormattedMessage id="winners.empty.verifiedHint" />} testId="winners-empty" />
        </section>
      ) : (
        <section className="card glass">
          {entries.length >= 3 && <Podium entries={entries} />}
          <RankedList entries={entries} testId="winners-list" />
        </section>
      )}
    </div>
  );
}
