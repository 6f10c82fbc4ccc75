import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Medal } from 'lucide-react';
import { formatMoneySafe } from '../../money/format-money';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Skeleton } from '../../ui/Skeleton';
import { Podium, type RankedEntry } from './Podium';
import { RankedList } from './RankedList';
import { TopPlayersQuery } from './winners.operations';

const TOP_PLAYER_DAYS = 30;

/** Winnings summed per player over the last 30 days, biggest first. */
export function TopPlayersBoard() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(TopPlayersQuery, { variables: { days: TOP_PLAYER_DAYS }, fetchPolicy: 'cache-and-network' });
  const entries: RankedEntry[] = (data?.topPlayers ?? []).map((player) => ({
    key: player.player.id,
    username: player.player.username,
    amount: player.totalWinnings,
    detail: intl.formatMessage({ id: 'winners.topDetail' }, { wins: player.winCount, biggest: formatMoneySafe(player.biggestWin).text }),
  }));

  if (loading && !data) return <Skeleton rows={5} height={52} label={intl.formatMessage({ id: 'common.loading' })} />;
  if (error && !data) return <section className="card glass"><ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} /></section>;
  if (entries.length === 0) {
    return (
      <section className="card glass">
        <EmptyState icon={Medal} title={<FormattedMessage id="winners.empty.top" />} hint={<FormattedMessage id="winners.empty.topHint" />} testId="winners-top-empty" />
      </section>
    );
  }
  return (
    <section className="card glass">
      <p className="card__text"><FormattedMessage id="winners.topNote" values={{ days: TOP_PLAYER_DAYS }} /></p>
      {entries.length >= 3 && <Podium entries={entries} />}
      <RankedList entries={entries} testId="top-players-list" />
    </section>
  );
}
