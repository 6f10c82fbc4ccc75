import { FormattedMessage } from 'react-intl';
import { Wallet } from 'lucide-react';
import { useCurrentUser } from '../../auth/AuthProvider';
import { Money } from '../../ui/Money';

export function BalanceCard() {
  const user = useCurrentUser();
  return (
    <section className="card glass balance-card" aria-labelledby="balance-title">
      <div className="card__head">
        <span className="card__icon" aria-hidden><Wallet size={20} strokeWidth={1.75} /></span>
        <h2 className="card__title" id="balance-title"><FormattedMessage id="dashboard.balance.title" /></h2>
      </div>
      <Money value={user.balance} size="xl" testId="dashboard-balance" />
      <dl className="balance-card__split">
        <div>
          <dt><FormattedMessage id="dashboard.balance.available" /></dt>
          <dd><Money value={user.availableBalance} size="sm" /></dd>
        </div>
        <div>
          <dt><FormattedMessage id="dashboard.balance.held" /></dt>
          <dd><Money value={user.heldBalance} size="sm" /></dd>
        </div>
      </dl>
    </section>
  );
}
