import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Ticket } from 'lucide-react';
import { MyTicketsQuery } from '../../draws/draws.operations';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Skeleton } from '../../ui/Skeleton';
import { TicketRow } from '../../tickets/TicketRow';

/** My first 3 tickets. */
export function MyTicketsPreview() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(MyTicketsQuery, { variables: { page: 1 }, fetchPolicy: 'cache-and-network' });
  const tickets = data?.myTickets.tickets.slice(0, 3) ?? [];
  return (
    <section className="card glass" aria-labelledby="my-tickets-title" data-testid="dashboard-my-tickets">
      <div className="card__head card__head--split">
        <h2 className="card__title" id="my-tickets-title"><FormattedMessage id="dashboard.myTickets.title" /></h2>
        <Link className="section-head__link" to="/tickets"><FormattedMessage id="common.viewAll" /></Link>
      </div>
      {loading && !data ? (
        <Skeleton rows={3} height={48} label={intl.formatMessage({ id: 'common.loading' })} />
      ) : error && !data ? (
        <ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} />
      ) : tickets.length === 0 ? (
        <EmptyState icon={Ticket} title={<FormattedMessage id="tickets.empty" />} hint={<FormattedMessage id="tickets.emptyHint" />} />
      ) : (
        <ul className="row-list">
          {tickets.map((ticket) => <TicketRow key={ticket.id} ticket={ticket} />)}
        </ul>
      )}
    </section>
  );
}
