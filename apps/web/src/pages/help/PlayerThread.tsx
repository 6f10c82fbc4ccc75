import { useEffect } from 'react';
import { useMutation } from '@apollo/client/react';
import { Accordion } from 'radix-ui';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { ChevronDown } from 'lucide-react';
import { useMutationErrorHandler } from '../../auth/AuthProvider';
import type { SupportThreadFieldsFragment } from '../../gql/graphql';
import { Conversation } from '../../support/Conversation';
import { ReplyForm } from '../../support/ReplyForm';
import { MarkSupportThreadReadMutation, ReplySupportThreadMutation } from '../../support/support.operations';
import { lastMessage, preview } from '../../support/support-rules';
import { useToast } from '../../ui/Toaster';

/** One conversation in the player's list: opening it marks the admins' replies read. */
export function PlayerThread({ thread, open }: { thread: SupportThreadFieldsFragment; open: boolean }) {
  const intl = useIntl();
  const showToast = useToast();
  const handleError = useMutationErrorHandler();
  const [reply, { loading: sending }] = useMutation(ReplySupportThreadMutation);
  const [markRead] = useMutation(MarkSupportThreadReadMutation);
  const latest = lastMessage(thread.messages);
  const unread = thread.unreadForPlayer;

  // An open conversation is read, also when a reply arrives while it is open (the list polls).
  useEffect(() => {
    if (open && unread > 0) void markRead({ variables: { id: thread.id } }).catch(() => undefined);
  }, [open, unread, markRead, thread.id]);

  async function send(message: string): Promise<boolean> {
    try {
      await reply({ variables: { id: thread.id, message } });
      return true;
    } catch (error) {
      const text = handleError(error);
      if (text) showToast({ variant: 'destructive', title: intl.formatMessage({ id: 'support.sendFailed' }), description: text });
      return false;
    }
  }

  return (
    <Accordion.Item value={thread.id} className="accordion__item support-thread" data-testid="support-thread" data-thread-id={thread.id} data-unread={unread}>
      <Accordion.Header className="accordion__header">
        <Accordion.Trigger className="accordion__trigger support-thread__trigger" data-testid="support-thread-toggle">
          <span className="support-thread__summary">
            <span className="support-thread__subject"><bdi>{thread.subject}</bdi></span>
            {latest && (
              <span className="support-thread__preview">
                <FormattedMessage id={latest.author === 'admin' ? 'support.preview.team' : 'support.preview.you'} values={{ text: <bdi>{preview(latest.body)}</bdi> }} />
              </span>
            )}
          </span>
          <span className="support-thread__side">
            {unread > 0 && (
              <span className="unread-marker" data-testid="support-thread-unread">
                <FormattedMessage id="support.thread.newReplies" values={{ count: unread }} />
              </span>
            )}
            <time className="support-thread__date" dateTime={thread.updatedAt}><FormattedDate value={thread.updatedAt} dateStyle="medium" /></time>
            <ChevronDown className="accordion__chevron" size={18} strokeWidth={1.75} aria-hidden />
          </span>
        </Accordion.Trigger>
      </Accordion.Header>
      <Accordion.Content className="accordion__content">
        <div className="support-thread__body">
          <Conversation messages={thread.messages} viewer="player" />
          <ReplyForm onSend={send} sending={sending} label={intl.formatMessage({ id: 'support.reply.label' })} testIdPrefix="support-reply" />
        </div>
      </Accordion.Content>
    </Accordion.Item>
  );
}
