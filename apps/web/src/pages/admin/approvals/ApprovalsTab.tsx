import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Tabs } from 'radix-ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { ShieldCheck } from 'lucide-react';
import { useAuth } from '../../../auth/AuthProvider';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { Skeleton } from '../../../ui/Skeleton';
import { ADMIN_POLL_MS } from '../payments/admin-polling';
import { ApprovalRow } from './ApprovalRow';
import { AdminApprovalsQuery } from './approvals.operations';
import './approvals.css';

const VIEWS = ['pending', 'decided'] as const;
type View = (typeof VIEWS)[number];

/**
 * Four-eyes approval (docs/product-rules.md#four-eyes-approval): admin money
 * moves at or above the threshold wait here for a second finance admin; the
 * requester sees their own but cannot decide them. Recent decisions show what
 * the owning service did.
 */
export function ApprovalsTab() {
  const intl = useIntl();
  const { auth } = useAuth();
  const [view, setView] = useState<View>('pending');
  const { data, loading, error, refetch } = useQuery(AdminApprovalsQuery, { variables: { status: view }, fetchPolicy: 'cache-and-network', pollInterval: ADMIN_POLL_MS });
  const requests = data?.adminApprovals ?? [];
  const myId = auth.user?.id ?? null;

  return (
    <section className="card glass" aria-labelledby="admin-approvals-title">
      <h2 className="card__title" id="admin-approvals-title"><FormattedMessage id="admin.approvals.title" /></h2>
      <p className="muted approvals__intro"><FormattedMessage id="admin.approvals.intro" /></p>
      <Tabs.Root value={view} onValueChange={(next) => setView(VIEWS.find((option) => option === next) ?? view)}>
        <Tabs.List className="tab-strip" aria-label={intl.formatMessage({ id: 'admin.approvals.filter' })}>
          {VIEWS.map((option) => (
            <Tabs.Trigger key={option} value={option} className="tab-strip__item" aria-controls={undefined} data-testid={`admin-approvals-filter-${option}`}>
              <FormattedMessage id={`admin.approvals.view.${option}`} />
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      {loading && !data ? (
        <Skeleton rows={3} height={96} label={intl.formatMessage({ id: 'common.loading' })} />
      ) : error && !data ? (
        <ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} />
      ) : requests.length === 0 ? (
        <EmptyState icon={ShieldCheck} title={<FormattedMessage id={view === 'pending' ? 'admin.approvals.emptyPending' : 'admin.approvals.emptyDecided'} />} testId="admin-approvals-empty" />
      ) : (
        <ul className="admin-list" data-testid="admin-approval-list">
          {requests.map((request) => <ApprovalRow key={request.id} request={request} mine={request.requestedBy.id === myId} />)}
        </ul>
      )}
    </section>
  );
}
