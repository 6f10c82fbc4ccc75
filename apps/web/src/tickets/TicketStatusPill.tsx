import { FormattedMessage } from 'react-intl';
import type { TicketStatus } from '../gql/graphql';

const TONE: Record<TicketStatus, string> = {
  active: 'pill--accent',
  won: 'pill--success',
  lost: 'pill--muted',
  refunded: 'pill--warning',
};

export function TicketStatusPill({ status }: { status: TicketStatus }) {
  return (
    <span className={`pill ${TONE[status]}`} data-testid="ticket-status" data-status={status}>
      <FormattedMessage id={`ticket.status.${status}`} />
    </span>
  );
}
