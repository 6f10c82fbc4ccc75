import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BellOff, CheckCheck } from 'lucide-react';
import { MarkNotificationsReadMutation, MyNotificationsQuery, UnreadNotificationCountQuery } from '../../notifications/notifications.operations';
import { NotificationItem } from '../../notifications/NotificationItem';
import { useToast } from '../../ui/Toaster';
import { useErrorText } from '../../lib/use-error-text';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Pagination } from '../../ui/Pagination';
import { Skeleton } from '../../ui/Skeleton';
import { Spinner } from '../../ui/Spinner';
import '../../notifications/notifications.css';

const PAGE_SIZE = 20;

/** /notifications: what happened to the player, newest first, each with a link to it. */
export function NotificationsPage() {
  const intl = useIntl();
  const showToast = useToast();
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(MyNotificationsQuery, { variables: { page, pageSize: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const refetchQueries = [{ query: UnreadNotificationCountQuery }, { query: MyNotificationsQuery, variables: { page, pageSize: PAGE_SIZE } }];
  const [markRead, marking] = useMutation(MarkNotificationsReadMutation, { refetchQueries });
  const list = data?.myNotifications;

  async function markAll() {
    try {
      await markRead({ variables: { all: true } });
    } catch (failure) {
      showToast({ title: intl.formatMessage({ id: 'notifications.markFailed' }), description: errorText(failure), variant: 'destructive' });
    }
  }

  function open(id: string) {
    // Fire and forget: the player is on their way to the linked page.
    void markRead({ variables: { ids: [id] } }).catch(() => undefined);
  }

  return (
    <div className="page notifications-page">
      <header className="page__header page__header--split">
        <div>
          <p className="page__eyebrow"><FormattedMessage id="notifications.eyebrow" /></p>
          <h1 className="page__title"><FormattedMessage id="notifications.title" /></h1>
        </div>
        {list && list.unread > 0 && (
          <button className="button button--ghost" type="button" onClick={() => void markAll()} disabled={marking.loading} data-testid="notifications-mark-all">
            {marking.loading ? <Spinner /> : <CheckCheck size={18} strokeWidth={1.75} aria-hidden />}
            <FormattedMessage id="notifications.markAllRead" />
          </button>
        )}
      </header>

      <section className="card glass" aria-label={intl.formatMessage({ id: 'notifications.title' })}>
        {loading && !list ? (
          <Skeleton rows={4} height={64} label={intl.formatMessage({ id: 'common.loading' })} />
        ) : error && !list ? (
          <ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} testId="notifications-error" />
        ) : !list || list.items.length === 0 ? (
          <EmptyState icon={BellOff} title={<FormattedMessage id="notifications.empty" />} hint={<FormattedMessage id="notifications.emptyHint" />} testId="notifications-empty" />
        ) : (
          <>
            <ul className="notification-list" data-testid="notification-list">
              {list.items.map((notification) => <NotificationItem key={notification.id} notification={notification} onOpen={open} />)}
            </ul>
            <Pagination page={page} totalPages={Math.ceil(list.total / PAGE_SIZE)} onPage={setPage} testId="notifications-pages" />
          </>
        )}
      </section>
    </div>
  );
}
