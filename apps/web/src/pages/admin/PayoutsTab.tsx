import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Tabs } from 'radix-ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { BadgeDollarSign } from 'lucide-react';
import type { PayoutStatus } from '../../gql/graphql';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Skeleton } from '../../ui/Skeleton';
import { AdminPayoutsQuery } from './admin.operations';
import { PayoutRow } from './PayoutRow';

const FILTERS = ['all', 'pending', 'paid', 'failed'] as const;
type Filter = (typeof FILTERS)[number];

/** Admin Payouts: a list with admin notes; pending ones are marked paid (credited once) or failed. */
export function PayoutsTab() {
  const intl = useIntl();
  const [filter, setFilter] = useState<Filter>('pending');
  const status: PayoutStatus | null = filter === 'all' ? null : filter;
  const { data, loading, error, refetch } = useQuery(AdminPayoutsQuery, { variables: { status }, fetchPolicy: 'cache-and-network' });
  const reload = () => void refetch().catch(() => undefined);
  const payouts = data?.adminPayouts ?? [];

  return (
    <section className="card glass" aria-labelledby="payouts-title">
      <h2 className="card__title" id="payouts-title"><FormattedMessage id="admin.tab.payouts" /></h2>
      <Tabs.Root value={filter} onValueChange={(next) => setFilter(next as Filter)}>
        <Tabs.List className="tab-strip" aria-label={intl.formatMessage({ id: 'admin.payouts.filter' })}>
          {FILTERS.map((name) => (
            <Tabs.Trigger key={name} value={name} className="tab-strip__item" data-testid={`admin-payouts-filter-${name}`}>
              <FormattedMessage id={name === 'all' ? 'tickets.filter.all' : name === 'paid' ? 'status.completed' : `status.${name}`} />
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      {loading && !data ? (
        <Skeleton rows={3} height={64} label={intl.formatMessage({ id: 'common.loading' })} />
      ) : error && !data ? (
        <ErrorState error={error} onRetry={reload} />
      ) : payouts.length === 0 ? (
        <EmptyState icon={BadgeDollarSign} title={<FormattedMessage id="profile.empty.payouts" />} testId="admin-payouts-empty" />
      ) : (
        <ul className="admin-list" data-testid="admin-payout-list">
          {payouts.map((payout) => <PayoutRow key={payout.id} payout={payout} onChanged={reload} />)}
        </ul>
      )}
    </section>
  );
}
