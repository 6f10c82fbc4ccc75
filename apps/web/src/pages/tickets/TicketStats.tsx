import { FormattedMessage } from 'react-intl';
import { CircleDot, CircleX, Coins, Trophy } from 'lucide-react';
import type { MyTicketStatsQuery } from '../../gql/graphql';
import { Money } from '../../ui/Money';
import { StatTile } from '../../ui/StatTile';

type Stats = MyTicketStatsQuery['myTicketStats'] | undefined;

/** Active, winning, lost, total winnings. */
export function TicketStats({ stats }: { stats: Stats }) {
  const count = (value: number | undefined) => <span className="tabular">{value ?? '—'}</span>;
  return (
    <section className="stat-grid" data-testid="ticket-stats">
      <StatTile icon={CircleDot} label={<FormattedMessage id="tickets.stats.active" />} testId="ticket-stat-active">{count(stats?.active)}</StatTile>
      <StatTile icon={Trophy} tone="success" label={<FormattedMessage id="tickets.stats.won" />} testId="ticket-stat-won">{count(stats?.won)}</StatTile>
      <StatTile icon={CircleX} tone="danger" label={<FormattedMessage id="tickets.stats.lost" />} testId="ticket-stat-lost">{count(stats?.lost)}</StatTile>
      <StatTile icon={Coins} tone="warning" label={<FormattedMessage id="tickets.stats.winnings" />} testId="ticket-stat-winnings">
        {stats ? <Money value={stats.totalWinnings} size="md" /> : '—'}
      </StatTile>
    </section>
  );
}
