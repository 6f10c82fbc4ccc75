import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { House, Ticket } from 'lucide-react';
import { EmptyState } from '../../ui/EmptyState';

/** My tickets. No draw has opened yet, so the list is honestly empty. */
export function TicketsPage() {
  return (
    <div className="page">
      <header className="page__header">
        <p className="page__eyebrow"><FormattedMessage id="tickets.eyebrow" /></p>
        <h1 className="page__title"><FormattedMessage id="tickets.title" /></h1>
      </header>
      <section className="card glass">
        <EmptyState icon={Ticket} title={<FormattedMessage id="tickets.empty" />} hint={<FormattedMessage id="tickets.emptyHint" />} testId="tickets-empty">
          <Link className="button button--ghost" to="/">
            <House size={18} strokeWidth={1.75} aria-hidden />
            <FormattedMessage id="common.backToDashboard" />
          </Link>
        </EmptyState>
      </section>
    </div>
  );
}
