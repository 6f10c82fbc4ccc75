import { FormattedDate, FormattedMessage } from 'react-intl';
import type { AdminSupportInboxQuery } from '../../../gql/graphql';
import { lastMessage, preview } from '../../../support/support-rules';

export type InboxThread = AdminSupportInboxQuery['adminSupportInbox']['threads'][number];

interface SupportThreadRowProps {
  thread: InboxThread;
  selected: boolean;
  onOpen: (id: string) => void;
}

/** One conversation in the inbox list: who wrote, the subject, the newest message and the unread count. */
export function SupportThreadRow({ thread, selected, onOpen }: SupportThreadRowProps) {
  const latest = lastMessage(thread.messages);
  const unread = thread.unreadForAdmin;
  return (
    <li>
      <button
        type="button"
        className={`support-row ${unread > 0 ? 'support-row--unread' : ''}`}
        aria-current={selected ? 'true' : undefined}
        onClick={() => onOpen(thread.id)}
        data-testid="admin-support-row"
        data-thread-id={thread.id}
        data-unread={unread}
      >
        <span className="support-row__top">
          <span className="support-row__user"><bdi>{thread.user.username}</bdi></span>
          <time className="support-row__date" dateTime={thread.updatedAt}><FormattedDate value={thread.updatedAt} dateStyle="medium" timeStyle="short" /></time>
        </span>
        <span className="support-row__subject"><bdi>{thread.subject}</bdi></span>
        <span className="support-row__bottom">
          {latest && (
            <span className="support-row__preview">
              <FormattedMessage id={latest.author === 'admin' ? 'admin.support.previewTeam' : 'admin.support.previewPlayer'} values={{ text: <bdi>{preview(latest.body, 70)}</bdi> }} />
            </span>
          )}
          {unread > 0 && (
            <span className="unread-marker" data-testid={`admin-support-unread-${thread.id}`}>
              <FormattedMessage id="admin.support.unread" values={{ count: unread }} />
            </span>
          )}
        </span>
      </button>
    </li>
  );
}
