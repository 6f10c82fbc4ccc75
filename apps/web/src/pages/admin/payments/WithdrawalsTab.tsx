import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ArrowUpFromLine } from 'lucide-react';
import type { WithdrawalStatus } from '../../../gql/graphql';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { Skeleton } from '../../../ui/Skeleton';
import { AdminWithdrawalsQuery } from './admin-payments.operations';
import { ADMIN_POLL_MS } from './admin-polling';
import { StatusFilter } from './StatusFilter';
import { WithdrawalRow } from './WithdrawalRow';

const FILTERS = ['pending', 'processing', 'completed', 'rejected', 'all'] as const;
type Filter = (typeof FILTERS)[number];

/** Admin Withdrawals: the review list, polled every 5 s, account details readable, status with notes. */
export function WithdrawalsTab() {
  const intl = useIntl();
  const [filter, setFilter] = useState<Filter>('pending');
  const status: WithdrawalStatus | null = filter === 'all' ? null : filter;
  const { data, loading, error, refetch } = useQuery(AdminWithdrawalsQuery, { variables: { status }, fetchPolicy: 'cache-and-network', pollInterval: ADMIN_POLL_MS });
  const withdrawals = data?.adminWithdrawals ?? [];

  return (
    <section className="card glass" aria-labelledby="admin-withdrawals-title">
      <h2 className="card__title" id="admin-withdrawals-title"><FormattedMessage id="admin.tab.withdrawals" /></h2>
      <StatusFilter options={FILTERS} value={filter} onChange={setFilter} label="admin.withdrawals.filter" testIdPrefix="admin-withdrawals-filter" />
      {loading && !data ? (
        <Skeleton rows={3} height={96} label={intl.formatMessage({ id: 'common.loading' })} />
      ) : error && !data ? (
        <ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} />
      ) : withdrawals.length === 0 ? (
        <EmptyState icon={ArrowUpFromLine} title={<FormattedMessage id={filter === 'pending' ? 'admin.withdrawals.emptyPending' : 'profile.empty.withdrawals'} />} testId="admin-withdrawals-empty" />
      ) : (
        <ul className="admin-list" data-testid="admin-withdrawal-list">
          {withdrawals.map((withdrawal) => <WithdrawalRow key={withdrawal.id} withdrawal={withdrawal} />)}
        </ul>
      )}
    </section>
  );
}
