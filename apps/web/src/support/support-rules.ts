/** The server's limits for a support message (apps/content/src/support.ts), checked before sending. */
export const SUBJECT_MAX = 200;
export const MESSAGE_MAX = 5000;

export type SupportFieldProblem = 'support.error.subjectRequired' | 'support.error.subjectTooLong' | 'support.error.messageRequired' | 'support.error.messageTooLong';

/** What is wrong with a message body, or null; the server trims, so blank text counts as empty. */
export function messageProblem(message: string): SupportFieldProblem | null {
  const text = message.trim();
  if (text === '') return 'support.error.messageRequired';
  if (text.length > MESSAGE_MAX) return 'support.error.messageTooLong';
  return null;
}

export function subjectProblem(subject: string): SupportFieldProblem | null {
  const text = subject.trim();
  if (text === '') return 'support.error.subjectRequired';
  if (text.length > SUBJECT_MAX) return 'support.error.subjectTooLong';
  return null;
}

export interface SupportMessageLike {
  author: string;
  body: string;
  createdAt: string;
}

/** The newest message of a thread (messages arrive oldest first), for list previews. */
export function lastMessage<T extends SupportMessageLike>(messages: readonly T[]): T | undefined {
  return messages[messages.length - 1];
}

/** A one-line preview of a message body: whitespace collapsed, cut at `max` characters with an ellipsis. */
export function preview(body: string, max = 90): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}
