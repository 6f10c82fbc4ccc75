import { FormattedDate, FormattedMessage } from 'react-intl';
import { Headset, UserRound } from 'lucide-react';
import './support.css';

interface ConversationProps {
  messages: ReadonlyArray<{ id: string; author: string; body: string; createdAt: string }>;
  /** Whose screen this is: their own messages sit on the inline end, like any chat. */
  viewer: 'player' | 'admin';
  /** The player's name, shown on their messages in the admin's view. */
  playerName?: string;
}

/** A support thread's messages, oldest first: player and support team told apart by side, colour and label. */
export function Conversation({ messages, viewer, playerName }: ConversationProps) {
  return (
    <ol className="conversation" data-testid="support-conversation">
      {messages.map((message) => {
        const fromSupport = message.author === 'admin';
        const own = message.author === viewer;
        return (
          <li key={message.id} className={`conversation__message ${own ? 'conversation__message--own' : ''} ${fromSupport ? 'conversation__message--support' : ''}`} data-testid="support-message-entry" data-author={message.author}>
            <p className="conversation__meta">
              {fromSupport ? <Headset size={14} strokeWidth={1.75} aria-hidden /> : <UserRound size={14} strokeWidth={1.75} aria-hidden />}
              <span className="conversation__author">
                {fromSupport ? <FormattedMessage id="support.author.team" /> : playerName ? <bdi>{playerName}</bdi> : <FormattedMessage id="support.author.you" />}
              </span>
              <time dateTime={message.createdAt}><FormattedDate value={message.createdAt} dateStyle="medium" timeStyle="short" /></time>
            </p>
            <p className="conversation__body" dir="auto">{message.body}</p>
          </li>
        );
      })}
    </ol>
  );
}
