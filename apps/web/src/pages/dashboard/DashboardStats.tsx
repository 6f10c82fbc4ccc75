import { FormattedMessage } from 'react-intl';
import { Coins, Percent as PercentIcon, Ticket, Users } from 'lucide-react';
import { myTicketsIn, totalPrizePool } from '../../draws/draw-figures';
import { chanceOfAnyPrizeAcross } from '../../draws/draw-odds';
import type { useCurrentDraws } from '../../draws/use-current-draws';
import { Percent } from '../../ui/Percent';
import { Money } from '../../ui/Money';
import { StatTile } from '../../ui/StatTile';

/** The dashboard's four tiles, with real figures (docs/product-rules.md#real-figures): no fixed 1247. */
export function DashboardStats({ current }: { current: ReturnType<typeof useCurrentDraws> }) {
  const mine = myTicketsIn(current.draws);
  // Up to ten tickets win in each draw: the exact chance of at least one prize, not mine ÷ sold.
  const chance = chanceOfAnyPrizeAcross(current.draws) * 100;
  const pending = !current.loaded;
  return (
    <section className="stat-grid" aria-label={undefined} data-testid="dashboard-stats">
      <StatTile icon={Coins} label={<FormattedMessage id="dashboard.stats.pool" />} testId="stat-total-pool">
        {pending ? '—' : <Money value={totalPrizePool(current.draws)} size="md" />}
      </StatTile>
      <StatTile icon={Ticket} label={<FormattedMessage id="dashboard.stats.myTickets" />} testId="stat-my-tickets">
        <span className="tabular">{pending ? '—' : mine}</span>
      </StatTile>
      <StatTile icon={Users} label={<FormattedMessage id="dashboard.stats.totalTickets" />} testId="stat-total-tickets">
        <span className="tabular">{pending ? '—' : current.ticketsSold}</span>
      </StatTile>
      <StatTile icon={PercentIcon} label={<FormattedMessage id="dashboard.stats.prizeChance" />} testId="stat-win-chance">
        {pending ? '—' : <Percent value={chance} />}
      </StatTile>
    </section>
  );
}
