import { useMutation } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { useMutationErrorHandler } from '../../../auth/AuthProvider';
import { Conversation } from '../../../support/Conversation';
import { ReplyForm } from '../../../support/ReplyForm';
import { MarkSupportThreadReadMutation } from '../../../support/support.operations';
import { Spinner } from '../../../ui/Spinner';
import { useToast } from '../../../ui/Toaster';
import { ADMIN_SUPPORT_QUERIES, AdminReplySupportThreadMutation } from './admin-support.operations';
import type { InboxThread } from './SupportThreadRow';

interface SupportThreadViewProps {
  thread: InboxThread;
  onBack: () => void;
}

/**
 * An open conversation: the messages, "Mark as read" while player messages are unread, and the answer box.
 * Opening does not mark it read by itself, so an admin can leave a conversation flagged for a colleague;
 * answering marks it read (server rule).
 */
export function SupportThreadView({ thread, onBack }: SupportThreadViewProps) {
  const intl = useIntl();
  const showToast = useToast();
  const handleError = useMutationErrorHandler();
  const [reply, { loading: sending }] = useMutation(AdminReplySupportThreadMutation, { refetchQueries: ADMIN_SUPPORT_QUERIES });
  const [markRead, { loading: marking }] = useMutation(MarkSupportThreadReadMutation, { refetchQueries: ADMIN_SUPPORT_QUERIES });

  function failed(title: string, error: unknown) {
    const text = handleError(error);
    if (text) showToast({ variant: 'destructive', title: intl.formatMessage({ id: title }), description: text });
  }

  async function send(message: string): Promise<boolean> {
    try {
      await reply({ variables: { id: thread.id, message } });
      showToast({ title: intl.formatMessage({ id: 'admin.support.replySent' }) });
      return true;
    } catch (error) {
      failed('support.sendFailed', error);
      return false;
    }
  }

  async function markAsRead() {
    try {
      await markRead({ variables: { id: thread.id } });
    } catch (error) {
      failed('admin.support.markFailed', error);
    }
  }

  return (
    <article className="support-view" aria-labelledby={`support-subject-${thread.id}`} data-testid="admin-support-thread" data-thread-id={thread.id}>
      <button className="button button--ghost support-view__back" type="button" onClick={onBack}>
        <ArrowLeft className="icon-flip" size={16} strokeWidth={1.75} aria-hidden />
        <FormattedMessage id="admin.support.back" />
      </button>
      <header className="support-view__head">
        <div className="support-view__title-block">
          <h3 className="support-view__subject" id={`support-subject-${thread.id}`} dir="auto">{thread.subject}</h3>
          <p className="support-view__from">
            <FormattedMessage id="admin.support.from" values={{ username: <bdi>{thread.user.username}</bdi> }} />
            {thread.user.email && <> · <bdi className="support-view__email">{thread.user.email}</bdi></>}
          </p>
        </div>
        {thread.unreadForAdmin > 0 && (
          <button className="button button--ghost" type="button" onClick={() => void markAsRead()} disabled={marking} aria-busy={marking} data-testid="admin-support-mark-read">
            {marking ? <Spinner size={16} /> : <MailCheck size={16} strokeWidth={1.75} aria-hidden />}
            <FormattedMessage id="admin.support.markRead" />
          </button>
        )}
      </header>
      <Conversation messages={thread.messages} viewer="admin" playerName={thread.user.username} />
      <ReplyForm onSend={send} sending={sending} label={intl.formatMessage({ id: 'admin.support.replyLabel' })} testIdPrefix="admin-support-reply" />
    </article>
  );
}
