import { FormattedMessage } from 'react-intl';
import type { TicketFieldsFragment } from '../gql/graphql';
import { Money } from '../ui/Money';
import { prizeDisplay } from './ticket-display';

const PRIZE_LABEL = { won: 'ticket.prize.won', upTo: 'ticket.prize.upTo', refunded: 'ticket.prize.refunded' } as const;

export function TicketPrize({ ticket }: { ticket: TicketFieldsFragment }) {
  const prize = prizeDisplay(ticket);
  return (
    <span className={`ticket-prize ticket-prize--${prize.kind}`} data-testid="ticket-prize">
      <span className="ticket-prize__label"><FormattedMessage id={PRIZE_LABEL[prize.kind]} /></span>
      <Money value={prize.amount} size={prize.kind === 'won' ? 'md' : 'sm'} />
    </span>
  );
}
