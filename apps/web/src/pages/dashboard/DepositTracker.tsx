import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Hourglass } from 'lucide-react';
import { MoneyWatchQuery } from '../../payments/payments.operations';
import { toDecimal, toMinor } from '../../draws/ticket-pricing';
import { Money } from '../../ui/Money';
import { MoneyStatusPill } from '../../ui/StatusPill';
import { LocalDateTime } from '../../ui/LocalDateTime';

const OPEN = new Set(['pending', 'processing']);

/**
 * Deposits waiting for an admin, on the dashboard (not only under Profile ›
 * Deposits): not money yet, so apart from the balance. Read from the money
 * watch the shell keeps fresh, so a decision shows here by itself.
 */
export function DepositTracker() {
  const { data } = useQuery(MoneyWatchQuery, { fetchPolicy: 'cache-only' });
  const open = (data?.myDeposits ?? []).filter((deposit) => OPEN.has(deposit.status));
  if (open.length === 0) return null;
  const totalMinor = open.reduce((sum, deposit) => sum + toMinor(deposit.amount), 0);
  return (
    <div className="deposit-tracker" data-testid="deposit-tracker">
      <p className="deposit-tracker__head">
        <Hourglass size={16} strokeWidth={1.75} aria-hidden />
        <FormattedMessage id="dashboard.deposits.pending" values={{ count: open.length, amount: <Money value={toDecimal(totalMinor)} size="sm" /> }} />
      </p>
      <ul className="deposit-tracker__list">
        {open.map((deposit) => (
          <li key={deposit.id} className="deposit-tracker__item" data-testid="deposit-tracker-item">
            <Money value={deposit.amount} size="sm" />
            <span className="deposit-tracker__when"><LocalDateTime value={deposit.createdAt} /></span>
            <MoneyStatusPill status={deposit.status} />
          </li>
        ))}
      </ul>
      <p className="field__hint">
        <FormattedMessage id="dashboard.deposits.hint" />{' '}
        <Link to="/profile?tab=deposits"><FormattedMessage id="dashboard.deposits.history" /></Link>
      </p>
    </div>
  );
}
