import { useQuery } from '@apollo/client/react';
import { BadgeDollarSign, Trophy } from 'lucide-react';
import { MyPayoutsQuery } from '../../payments/payments.operations';
import { HistoryPanel } from './HistoryPanel';
import { HistoryRow } from './HistoryRow';

/** Payouts tab: the player's prizes (draws service `myPayouts`). */
export function PayoutHistory() {
  const { data, loading, error, refetch } = useQuery(MyPayoutsQuery, { fetchPolicy: 'cache-and-network' });
  return (
    <HistoryPanel
      title="profile.payouts.title"
      icon={BadgeDollarSign}
      items={data?.myPayouts}
      loading={loading}
      error={error}
      onRetry={() => void refetch().catch(() => undefined)}
      emptyTitle="profile.empty.payouts"
      name="payouts"
      renderRow={(payout) => (
        <HistoryRow
          key={payout.id}
          id={payout.id}
          icon={<Trophy size={18} strokeWidth={1.75} />}
          title={<bdi>{payout.drawName}</bdi>}
          amount={payout.amount}
          status={payout.status}
          createdAt={payout.createdAt}
          notes={payout.adminNotes}
          meta={<span dir="ltr">#{payout.rank} · {payout.ticketNumber}</span>}
          testId="payout-row"
        />
      )}
    />
  );
}
