import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Accordion } from 'radix-ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { MessagesSquare } from 'lucide-react';
import { MySupportThreadsQuery } from '../../support/support.operations';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Skeleton } from '../../ui/Skeleton';
import { PlayerThread } from './PlayerThread';

/** Replies arrive while the page is open: checked every 15 s, only while the Help page is shown. */
const THREADS_POLL_MS = 15_000;

/** The player's own support conversations with the admins' replies; unread replies are marked until opened. */
export function MySupportThreads() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(MySupportThreadsQuery, { pollInterval: THREADS_POLL_MS, fetchPolicy: 'cache-and-network' });
  const [openIds, setOpenIds] = useState<string[]>([]);
  const threads = data?.mySupportThreads ?? [];
  useLinkedThread(threads, setOpenIds);
  const unread = threads.filter((thread) => thread.unreadForPlayer > 0).length;

  return (
    <section className="card glass help__threads" aria-labelledby="threads-title">
      <div className="card__head">
        <span className="card__icon" aria-hidden><MessagesSquare size={20} strokeWidth={1.75} /></span>
        <h2 className="card__title" id="threads-title"><FormattedMessage id="support.threads.title" /></h2>
        {unread > 0 && (
          <span className="unread-marker" data-testid="support-threads-unread">
            <FormattedMessage id="support.threads.unreadCount" values={{ count: unread }} />
          </span>
        )}
      </div>
      {loading && !data ? (
        <Skeleton rows={2} height={54} label={intl.formatMessage({ id: 'common.loading' })} />
      ) : error && !data ? (
        <ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} />
      ) : threads.length === 0 ? (
        <EmptyState icon={MessagesSquare} title={<FormattedMessage id="support.threads.empty" />} hint={<FormattedMessage id="support.threads.emptyHint" />} testId="support-threads-empty" />
      ) : (
        <Accordion.Root type="multiple" value={openIds} onValueChange={setOpenIds} className="accordion" data-testid="support-threads">
          {threads.map((thread) => <PlayerThread key={thread.id} thread={thread} open={openIds.includes(thread.id)} />)}
        </Accordion.Root>
      )}
    </section>
  );
}

/**
 * `/help?thread=<id>` (the link of a "Support answered" notification) opens that
 * conversation, which marks its replies read, and brings it into view once the list is there.
 */
function useLinkedThread(threads: ReadonlyArray<{ id: string }>, setOpenIds: (update: (ids: string[]) => string[]) => void): void {
  const [searchParams] = useSearchParams();
  const linked = searchParams.get('thread');
  const listed = linked !== null && threads.some((thread) => thread.id === linked);
  useEffect(() => {
    if (!linked || !listed) return;
    setOpenIds((ids) => (ids.includes(linked) ? ids : [...ids, linked]));
    document.querySelector(`[data-thread-id="${CSS.escape(linked)}"]`)?.scrollIntoView({ block: 'center' });
  }, [linked, listed, setOpenIds]);
}
