import { FormattedMessage } from 'react-intl';
import { Banknote, Crown, Scale, Users } from 'lucide-react';
import type { VerifiedWinnersQuery } from '../../gql/graphql';
import { Money } from '../../ui/Money';
import { StatTile } from '../../ui/StatTile';

type Summary = VerifiedWinnersQuery['leaderboardSummary'] | undefined;

/** Total paid out, total winners, biggest win, average win — paid wins of verified winners only. */
export function WinnersSummary({ summary }: { summary: Summary }) {
  return (
    <section className="stat-grid" data-testid="winners-summary">
      <StatTile icon={Banknote} label={<FormattedMessage id="winners.summary.paidOut" />} testId="winners-total-paid">{summary ? <Money value={summary.totalPaidOut} size="md" /> : '—'}</StatTile>
      <StatTile icon={Users} label={<FormattedMessage id="winners.summary.winners" />} testId="winners-total-winners"><span className="tabular">{summary?.totalWinners ?? '—'}</span></StatTile>
      <StatTile icon={Crown} label={<FormattedMessage id="winners.summary.biggest" />} testId="winners-biggest">{summary ? <Money value={summary.biggestWin} size="md" /> : '—'}</StatTile>
      <StatTile icon={Scale} label={<FormattedMessage id="winners.summary.average" />} testId="winners-average">{summary ? <Money value={summary.averageWin} size="md" /> : '—'}</StatTile>
    </section>
  );
}
