import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PartyPopper, X } from 'lucide-react';
import { MyTicketStatsQuery } from '../../draws/draws.operations';
import { Money } from '../../ui/Money';

/** A dismissible congratulations banner when the player has won tickets. */
export function WinBanner() {
  const intl = useIntl();
  const [dismissed, setDismissed] = useState(false);
  const { data } = useQuery(MyTicketStatsQuery, { fetchPolicy: 'cache-and-network' });
  const stats = data?.myTicketStats;
  if (dismissed || !stats || stats.won === 0) return null;
  return (
    <section className="win-banner glass" role="status" data-testid="dashboard-win-banner">
      <PartyPopper size={22} strokeWidth={1.75} aria-hidden />
      <p className="win-banner__text">
        <FormattedMessage id="dashboard.winBanner" values={{ count: stats.won }} /> <Money value={stats.totalWinnings} size="sm" />
      </p>
      <Link className="button button--primary" to="/tickets"><FormattedMessage id="tickets.viewWinnings" /></Link>
      <button className="win-banner__close" type="button" onClick={() => setDismissed(true)} aria-label={intl.formatMessage({ id: 'common.close' })}>
        <X size={18} strokeWidth={1.75} aria-hidden />
      </button>
    </section>
  );
}
