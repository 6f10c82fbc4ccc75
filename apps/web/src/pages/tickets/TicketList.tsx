import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { House, Ticket } from 'lucide-react';
import type { MyTicketsQuery } from '../../gql/graphql';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Pagination } from '../../ui/Pagination';
import { Skeleton } from '../../ui/Skeleton';
import { TicketCard } from './TicketCard';

interface TicketListProps {
  page: MyTicketsQuery['myTickets'] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  filter: string;
  onPage: (page: number) => void;
}

/** 10 tickets per page with Previous / Next. */
export function TicketList({ page, loading, error, onRetry, filter, onPage }: TicketListProps) {
  const intl = useIntl();
  if (loading && !page) return <Skeleton rows={4} height={64} label={intl.formatMessage({ id: 'common.loading' })} />;
  if (error && !page) return <section className="card glass"><ErrorState error={error} onRetry={onRetry} /></section>;
  if (!page || page.tickets.length === 0) {
    return (
      <section className="card glass">
        <EmptyState
          icon={Ticket}
          title={<FormattedMessage id={filter === 'all' ? 'tickets.empty' : 'tickets.emptyFiltered'} />}
          hint={filter === 'all' ? <FormattedMessage id="tickets.emptyHint" /> : undefined}
          testId="tickets-empty"
        >
          {filter === 'all' && (
            <Link className="button button--ghost" to="/">
              <House size={18} strokeWidth={1.75} aria-hidden />
              <FormattedMessage id="common.backToDashboard" />
            </Link>
          )}
        </EmptyState>
      </section>
    );
  }
  return (
    <>
      <ul className="ticket-list" data-testid="ticket-list" aria-busy={loading}>
        {page.tickets.map((ticket) => <TicketCard key={ticket.id} ticket={ticket} />)}
      </ul>
      <Pagination page={page.page} totalPages={page.totalPages} onPage={onPage} testId="tickets-pagination" />
    </>
  );
}
