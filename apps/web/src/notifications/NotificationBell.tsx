import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Bell } from 'lucide-react';
import { Hint } from '../ui/Hint';
import { UnreadNotificationCountQuery } from './notifications.operations';
import './notifications.css';

/** New notifications show on the bell within half a minute, on every page. */
export const UNREAD_POLL_MS = 30_000;

/** The top bar's bell: the unread count, and the way to the notification list. */
export function NotificationBell() {
  const intl = useIntl();
  const { data } = useQuery(UnreadNotificationCountQuery, { pollInterval: UNREAD_POLL_MS, fetchPolicy: 'cache-and-network', errorPolicy: 'ignore' });
  const unread = data?.unreadNotificationCount ?? 0;
  const label = unread > 0 ? intl.formatMessage({ id: 'topbar.notificationsUnread' }, { count: unread }) : intl.formatMessage({ id: 'topbar.notifications' });
  return (
    <Hint label={label}>
      <Link className="button button--ghost bell" to="/notifications" aria-label={label} data-testid="notification-bell">
        <Bell size={18} strokeWidth={1.75} aria-hidden />
        {unread > 0 && (
          <span className="bell__count" data-testid="notification-bell-count" aria-hidden>
            {unread > 99 ? '99+' : intl.formatNumber(unread)}
          </span>
        )}
      </Link>
    </Hint>
  );
}
