import { FormattedMessage } from 'react-intl';
import { Wallet } from 'lucide-react';
import { useCurrentUser } from '../../auth/AuthProvider';
import { AddFundsButton } from '../../payments/AddFundsButton';
import { Money } from '../../ui/Money';
import { DepositTracker } from './DepositTracker';

const hasAmount = (text: string) => Number(text) > 0;

export function BalanceCard() {
  const user = useCurrentUser();
  return (
    <section className="card glass balance-card" aria-labelledby="balance-title">
      <div className="card__head">
        <span className="card__icon" aria-hidden><Wallet size={20} strokeWidth={1.75} /></span>
        <h2 className="card__title" id="balance-title"><FormattedMessage id="dashboard.balance.title" /></h2>
      </div>
      <p className="balance-card__label"><FormattedMessage id="dashboard.balance.total" /></p>
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
        {hasAmount(user.bonusBalance) && (
          <div>
            <dt><FormattedMessage id="dashboard.balance.bonus" /></dt>
            <dd><Money value={user.bonusBalance} size="sm" testId="dashboard-bonus" /></dd>
          </div>
        )}
      </dl>
      {hasAmount(user.bonusBalance) && (
        <p className="field__hint" data-testid="dashboard-bonus-hint">
          <FormattedMessage id="dashboard.balance.bonusHint" values={{ amount: <Money value={user.bonusPlayThroughLeft} size="sm" /> }} />
        </p>
      )}
      <DepositTracker />
      {!hasAmount(user.availableBalance) && (
        <div className="balance-card__empty" data-testid="balance-empty">
          <p className="field__hint"><FormattedMessage id="dashboard.balance.empty" /></p>
          <AddFundsButton testId="balance-add-funds" />
        </div>
      )}
    </section>
  );
}
