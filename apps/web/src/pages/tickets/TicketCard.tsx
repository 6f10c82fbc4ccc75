import { Collapsible } from 'radix-ui';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { ChevronDown, ShieldCheck } from 'lucide-react';
import { PeriodBadge } from '../../draws/PeriodBadge';
import { periodTone } from '../../draws/periods';
import type { TicketFieldsFragment } from '../../gql/graphql';
import { Money } from '../../ui/Money';
import { TicketPrize } from '../../tickets/TicketPrize';
import { TicketStatusPill } from '../../tickets/TicketStatusPill';
import { TicketTrustActions } from '../../trust/TicketTrustActions';
import '../../trust/trust.css';

/** An expandable ticket card with serial, date and time, draw name, period colour and prize display. */
export function TicketCard({ ticket }: { ticket: TicketFieldsFragment }) {
  const tone = periodTone(ticket.drawPeriod, ticket.drawName);
  return (
    <Collapsible.Root asChild>
      <li className={`ticket-card glass period-edge--${tone} ticket-card--${ticket.status}`} data-testid="ticket-card" data-ticket-number={ticket.ticketNumber}>
        <Collapsible.Trigger className="ticket-card__summary" data-testid="ticket-toggle">
          <span className="ticket-card__serial" dir="ltr">{ticket.ticketNumber}</span>
          <span className="ticket-card__draw">
            <bdi className="ticket-card__name">{ticket.drawName}</bdi>
            <span className="ticket-card__date"><FormattedDate value={ticket.createdAt} dateStyle="medium" timeStyle="short" /></span>
          </span>
          <TicketPrize ticket={ticket} />
          <TicketStatusPill status={ticket.status} />
          <ChevronDown className="ticket-card__chevron" size={18} strokeWidth={1.75} aria-hidden />
        </Collapsible.Trigger>
        <Collapsible.Content className="ticket-card__details">
          <dl className="ticket-card__facts">
            <div><dt><FormattedMessage id="ticket.number" /></dt><dd dir="ltr" className="tabular" data-testid="ticket-number">{ticket.ticketNumber}</dd></div>
            <div><dt><FormattedMessage id="ticket.period" /></dt><dd><PeriodBadge period={ticket.drawPeriod} drawName={ticket.drawName} /></dd></div>
            <div><dt><FormattedMessage id="draw.ticketPrice" /></dt><dd><Money value={ticket.drawTicketPrice} size="sm" /></dd></div>
            <div><dt><FormattedMessage id="draw.drawDate" /></dt><dd><FormattedDate value={ticket.draw.drawDate} dateStyle="medium" timeStyle="short" /></dd></div>
          </dl>
          <TicketTrustActions ticket={ticket} />
          {ticket.draw.status === 'completed' && (
            <Link className="button button--ghost" to={`/verify/${ticket.drawId}`} data-testid="ticket-verify-link">
              <ShieldCheck size={18} strokeWidth={1.75} aria-hidden />
              <FormattedMessage id="verify.open" />
            </Link>
          )}
        </Collapsible.Content>
      </li>
    </Collapsible.Root>
  );
}
