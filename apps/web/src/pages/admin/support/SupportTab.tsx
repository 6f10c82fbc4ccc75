import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Inbox, MessagesSquare } from 'lucide-react';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { Skeleton } from '../../../ui/Skeleton';
import { ADMIN_POLL_MS } from '../payments/admin-polling';
import { AdminSupportInboxQuery } from './admin-support.operations';
import { SupportThreadRow } from './SupportThreadRow';
import { SupportThreadView } from './SupportThreadView';
import './support-tab.css';

/** Every player conversation, unread first, polled like the other admin lists. */
export function SupportTab() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(AdminSupportInboxQuery, { pollInterval: ADMIN_POLL_MS, fetchPolicy: 'cache-and-network' });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const inbox = data?.adminSupportInbox;
  const threads = inbox?.threads ?? [];
  const selected = threads.find((thread) => thread.id === selectedId) ?? null;

  return (
    <section className="card glass" aria-labelledby="support-title">
      <div className="card__head card__head--split">
        <h2 className="card__title" id="support-title"><FormattedMessage id="admin.support.title" /></h2>
        {inbox && inbox.unreadThreads > 0 && (
          <span className="pill pill--accent" data-testid="admin-support-waiting">
            <FormattedMessage id="admin.support.waiting" values={{ count: inbox.unreadThreads }} />
          </span>
        )}
      </div>
      {loading && !data ? (
        <Skeleton rows={3} height={72} label={intl.formatMessage({ id: 'common.loading' })} />
      ) : error && !data ? (
        <ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} />
      ) : threads.length === 0 ? (
        <EmptyState icon={Inbox} title={<FormattedMessage id="admin.support.empty" />} hint={<FormattedMessage id="admin.support.emptyHint" />} testId="admin-support-empty" />
      ) : (
        <div className={`support-inbox ${selected ? 'support-inbox--open' : ''}`}>
          <ul className="support-inbox__list" data-testid="admin-support-list" aria-label={intl.formatMessage({ id: 'admin.support.title' })}>
            {threads.map((thread) => <SupportThreadRow key={thread.id} thread={thread} selected={thread.id === selectedId} onOpen={setSelectedId} />)}
          </ul>
          <div className="support-inbox__detail">
            {selected ? (
              <SupportThreadView key={selected.id} thread={selected} onBack={() => setSelectedId(null)} />
            ) : (
              <EmptyState icon={MessagesSquare} title={<FormattedMessage id="admin.support.select" />} testId="admin-support-select" />
            )}
          </div>
        </div>
      )}
    </section>
  );
}
