import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ArrowDownToLine } from 'lucide-react';
import type { AdminDepositsQuery, DepositStatus } from '../../../gql/graphql';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { Money } from '../../../ui/Money';
import { Skeleton } from '../../../ui/Skeleton';
import { AdminDepositsQuery as AdminDepositsDocument } from './admin-payments.operations';
import { ADMIN_POLL_MS } from './admin-polling';
import { DepositRow } from './DepositRow';
import { ScreenshotViewer } from './ScreenshotViewer';
import { StatusFilter } from './StatusFilter';

const FILTERS = ['pending', 'approved', 'rejected', 'all'] as const;
type Filter = (typeof FILTERS)[number];
type Deposit = AdminDepositsQuery['adminDeposits'][number];

/** Admin Deposits: the review list, polled every 5 s, with the proof screenshot and notes. */
export function DepositsTab() {
  const intl = useIntl();
  const [filter, setFilter] = useState<Filter>('pending');
  const [viewing, setViewing] = useState<Deposit | null>(null);
  const status: DepositStatus | null = filter === 'all' ? null : filter;
  const { data, loading, error, refetch } = useQuery(AdminDepositsDocument, { variables: { status }, fetchPolicy: 'cache-and-network', pollInterval: ADMIN_POLL_MS });
  const reload = () => void refetch().catch(() => undefined);
  const deposits = data?.adminDeposits ?? [];

  return (
    <section className="card glass" aria-labelledby="admin-deposits-title">
      <h2 className="card__title" id="admin-deposits-title"><FormattedMessage id="admin.tab.deposits" /></h2>
      <StatusFilter options={FILTERS} value={filter} onChange={setFilter} label="admin.deposits.filter" testIdPrefix="admin-deposits-filter" />
      {loading && !data ? (
        <Skeleton rows={3} height={76} label={intl.formatMessage({ id: 'common.loading' })} />
      ) : error && !data ? (
        <ErrorState error={error} onRetry={reload} />
      ) : deposits.length === 0 ? (
        <EmptyState icon={ArrowDownToLine} title={<FormattedMessage id={filter === 'pending' ? 'admin.deposits.emptyPending' : 'profile.empty.deposits'} />} testId="admin-deposits-empty" />
      ) : (
        <ul className="admin-list" data-testid="admin-deposit-list">
          {deposits.map((deposit) => <DepositRow key={deposit.id} deposit={deposit} onViewScreenshot={setViewing} onChanged={reload} />)}
        </ul>
      )}
      <ScreenshotViewer
        caption={viewing && <><bdi>{viewing.user?.username ?? viewing.id}</bdi> · <Money value={viewing.amount} size="sm" /> · <bdi>{viewing.paymentMethodName}</bdi></>}
        url={viewing?.screenshotUrl ?? null}
        onClose={() => setViewing(null)}
      />
    </section>
  );
}
