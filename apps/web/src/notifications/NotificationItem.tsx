import { FormattedMessage, FormattedDate } from 'react-intl';
import { Link } from 'react-router';
import { ArrowDownToLine, ArrowUpFromLine, BadgeDollarSign, Gauge, MessagesSquare, Repeat, Trophy, Ticket, type LucideIcon } from 'lucide-react';
import type { PlayerNotificationType } from '@nova/contracts/player-notifications';
import { isNotificationType, parseParams } from './notification-text';
import { NotificationBody, NotificationTitle } from './NotificationMessage';

const ICONS: Record<PlayerNotificationType, LucideIcon> = {
  win: Trophy,
  prize_paid: BadgeDollarSign,
  deposit_approved: ArrowDownToLine,
  deposit_rejected: ArrowDownToLine,
  withdrawal_processed: ArrowUpFromLine,
  draw_results: Ticket,
  subscription_bought: Repeat,
  subscription_skipped: Repeat,
  limit_reached: Gauge,
  support_reply: MessagesSquare,
};

export interface NotificationView {
  id: string;
  type: string;
  params: string;
  link: string;
  createdAt: string;
  read: boolean;
}

/** One notification: what happened, when, and a link to it; opening it marks it read. */
export function NotificationItem({ notification, onOpen }: { notification: NotificationView; onOpen: (id: string) => void }) {
  if (!isNotificationType(notification.type)) return null;
  const type = notification.type;
  const params = parseParams(notification.params);
  const Icon = ICONS[type];
  return (
    <li className={`notification-row${notification.read ? '' : ' notification-row--unread'}`} data-testid={`notification-${type}`}>
      <span className={`notification-row__icon notification-row__icon--${type}`} aria-hidden><Icon size={18} strokeWidth={1.75} /></span>
      <Link className="notification-row__main" to={notification.link} onClick={() => onOpen(notification.id)}>
        <span className="notification-row__title">
          {!notification.read && (
            <span className="notification-row__dot"><span className="sr-only"><FormattedMessage id="notifications.unread" /></span></span>
          )}
          <NotificationTitle type={type} params={params} />
        </span>
        <span className="notification-row__body"><NotificationBody type={type} params={params} /></span>
        <time className="notification-row__time" dateTime={notification.createdAt}>
          <FormattedDate value={notification.createdAt} dateStyle="medium" timeStyle="short" />
        </time>
      </Link>
    </li>
  );
}
