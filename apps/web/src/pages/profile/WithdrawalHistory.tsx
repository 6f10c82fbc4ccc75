import { useQuery } from '@apollo/client/react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { ArrowUpFromLine } from 'lucide-react';
import { methodKindLabel } from '../../payments/payment-labels';
import { PaymentTypeIcon } from '../../payments/PaymentTypeIcon';
import { MyWithdrawalsQuery } from '../../payments/payments.operations';
import { parseAccountInfo } from '../../payments/account-info';
import { HistoryPanel } from './HistoryPanel';
import { HistoryRow } from './HistoryRow';

function accountName(accountInfo: string): string | null {
  return parseAccountInfo(accountInfo)?.name ?? null;
}

/** The player's own withdrawals, newest first (15 per page). */
export function WithdrawalHistory() {
  const { data, loading, error, refetch } = useQuery(MyWithdrawalsQuery, { fetchPolicy: 'cache-and-network' });
  return (
    <HistoryPanel
      title="profile.withdrawals.title"
      icon={ArrowUpFromLine}
      items={data?.myWithdrawals}
      loading={loading}
      error={error}
      onRetry={() => void refetch().catch(() => undefined)}
      emptyTitle="profile.empty.withdrawals"
      name="withdraw"
      renderRow={(withdrawal) => {
        const kind = methodKindLabel(withdrawal.paymentMethod);
        const name = accountName(withdrawal.accountInfo);
        return (
          <HistoryRow
            key={withdrawal.id}
            id={withdrawal.id}
            icon={<PaymentTypeIcon type={withdrawal.paymentMethod === 'bank' || withdrawal.paymentMethod === 'paypal' ? withdrawal.paymentMethod : 'crypto'} size={18} />}
            title={name ? <bdi>{name}</bdi> : kind ? <FormattedMessage id={kind} /> : withdrawal.paymentMethod}
            amount={withdrawal.amount}
            status={withdrawal.status}
            createdAt={withdrawal.createdAt}
            notes={withdrawal.adminNotes}
            meta={
              withdrawal.processedAt ? (
                <span><FormattedMessage id="profile.withdrawals.processed" values={{ date: <FormattedDate value={withdrawal.processedAt} dateStyle="medium" /> }} /></span>
              ) : kind && name ? (
                <span><FormattedMessage id={kind} /></span>
              ) : null
            }
            testId="withdrawal-row"
          />
        );
      }}
    />
  );
}
