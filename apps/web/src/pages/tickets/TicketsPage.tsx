import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Tabs } from 'radix-ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { PartyPopper } from 'lucide-react';
import { BuyTicketsDialog } from '../../draws/BuyTicketsDialog';
import { MyTicketsQuery, MyTicketStatsQuery } from '../../draws/draws.operations';
import { useLiveDraws } from '../../draws/live/LiveDrawsProvider';
import { useCurrentDraws } from '../../draws/use-current-draws';
import type { DrawCardFieldsFragment, TicketStatus } from '../../gql/graphql';
import { CurrentDrawPanel } from './CurrentDrawPanel';
import { TicketList } from './TicketList';
import { TicketStats } from './TicketStats';
import { useCelebration } from './use-celebration';
import { WinnerPopup } from './WinnerPopup';
import './tickets.css';

/** The filter of My Tickets. */
const FILTERS = ['all', 'active', 'won', 'lost'] as const;
type Filter = (typeof FILTERS)[number];

export function TicketsPage() {
  const intl = useIntl();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [buying, setBuying] = useState<DrawCardFieldsFragment | null>(null);
  const current = useCurrentDraws();
  const stats = useQuery(MyTicketStatsQuery, { fetchPolicy: 'cache-and-network' });
  const status: TicketStatus | null = filter === 'all' ? null : filter;
  const tickets = useQuery(MyTicketsQuery, { variables: { status, page }, fetchPolicy: 'cache-and-network' });
  const wins = useQuery(MyTicketsQuery, { variables: { status: 'won', page: 1 }, skip: !stats.data?.myTicketStats.won, fetchPolicy: 'cache-and-network' });
  const winTickets = wins.data?.myTickets.tickets ?? [];
  const { moments } = useLiveDraws();
  const celebration = useCelebration(winTickets.map((ticket) => ticket.id), moments.length > 0);

  return (
    <div className="page tickets">
      <header className="page__header">
        <p className="page__eyebrow"><FormattedMessage id="tickets.eyebrow" /></p>
        <h1 className="page__title"><FormattedMessage id="tickets.title" /></h1>
      </header>

      <TicketStats stats={stats.data?.myTicketStats} />

      {(stats.data?.myTicketStats.won ?? 0) > 0 && (
        <section className="win-banner glass" role="status" data-testid="tickets-win-banner">
          <PartyPopper size={22} strokeWidth={1.75} aria-hidden />
          <p className="win-banner__text"><FormattedMessage id="tickets.winBanner" values={{ count: stats.data?.myTicketStats.won ?? 0 }} /></p>
          <button className="button button--primary" type="button" onClick={() => celebration.setOpen(true)} data-testid="tickets-view-winnings">
            <FormattedMessage id="tickets.viewWinnings" />
          </button>
        </section>
      )}

      <CurrentDrawPanel current={current} onBuy={setBuying} />

      <Tabs.Root value={filter} onValueChange={(next) => { setFilter(next as Filter); setPage(1); }}>
        <Tabs.List className="segmented segmented--inline" aria-label={intl.formatMessage({ id: 'tickets.filter' })}>
          {FILTERS.map((name) => (
            <Tabs.Trigger key={name} className="segmented__item" value={name} data-testid={`tickets-filter-${name}`}>
              <FormattedMessage id={`tickets.filter.${name}`} />
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>

      <TicketList
        page={tickets.data?.myTickets}
        loading={tickets.loading}
        error={tickets.error}
        onRetry={() => void tickets.refetch().catch(() => undefined)}
        filter={filter} onPage={setPage} />

      <BuyTicketsDialog draw={buying} onClose={() => setBuying(null)} />
      <WinnerPopup wins={winTickets} open={celebration.open} onOpenChange={celebration.setOpen} />
    </div>
  );
}
