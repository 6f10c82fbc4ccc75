import { FormattedDate } from 'react-intl';
import { periodTone } from '../draws/periods';
import type { TicketFieldsFragment } from '../gql/graphql';
import { TicketPrize } from './TicketPrize';
import { TicketStatusPill } from './TicketStatusPill';

/** A compact ticket line for the dashboard's "my first 3 tickets". */
export function TicketRow({ ticket }: { ticket: TicketFieldsFragment }) {
  return (
    <li className={`row-list__item ticket-row period-edge--${periodTone(ticket.drawPeriod, ticket.drawName)}`} data-testid="ticket-row">
      <span className="row-list__main">
        <span className="row-list__title ticket-serial" dir="ltr">{ticket.ticketNumber}</span>
        <span className="row-list__meta">
          <bdi>{ticket.drawName}</bdi> · <FormattedDate value={ticket.createdAt} dateStyle="medium" />
        </span>
      </span>
      <TicketPrize ticket={ticket} />
      <TicketStatusPill status={ticket.status} />
    </li>
  );
}
