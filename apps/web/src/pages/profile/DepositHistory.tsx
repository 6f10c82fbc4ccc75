import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { ArrowDownToLine, ImageIcon } from 'lucide-react';
import { AddFundsButton } from '../../payments/AddFundsButton';
import { PaymentTypeIcon } from '../../payments/PaymentTypeIcon';
import { MyDepositsQuery } from '../../payments/payments.operations';
import { HistoryPanel } from './HistoryPanel';
import { HistoryRow } from './HistoryRow';

/** Deposits (transactions) tab: the player's own deposits, newest first. */
export function DepositHistory() {
  const { data, loading, error, refetch } = useQuery(MyDepositsQuery, { fetchPolicy: 'cache-and-network' });
  return (
    <HistoryPanel
      title="profile.deposits.title"
      icon={ArrowDownToLine}
      items={data?.myDeposits}
      loading={loading}
      error={error}
      onRetry={() => void refetch().catch(() => undefined)}
      emptyTitle="profile.empty.deposits"
      name="deposits"
      actions={<AddFundsButton variant="ghost" testId="profile-add-funds" />}
      renderRow={(deposit) => (
        <HistoryRow
          key={deposit.id}
          id={deposit.id}
          icon={<PaymentTypeIcon type={deposit.paymentMethodType} size={18} />}
          title={<bdi>{deposit.paymentMethodName}</bdi>}
          amount={deposit.amount}
          status={deposit.status}
          createdAt={deposit.createdAt}
          notes={deposit.adminNotes}
          meta={
            <a className="history-row__link" href={deposit.screenshotUrl} target="_blank" rel="noreferrer">
              <ImageIcon size={14} strokeWidth={1.75} aria-hidden />
              <FormattedMessage id="profile.deposits.screenshot" />
            </a>
          }
          testId="deposit-row"
        />
      )}
    />
  );
}
