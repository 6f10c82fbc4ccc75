import { describe, expect, it } from '@jest/globals';
import { MESSAGE_MAX, SUBJECT_MAX, lastMessage, messageProblem, preview, subjectProblem } from './support-rules';

describe('support message rules', () => {
  it('requires a subject and a message, blank text counting as empty', () => {
    expect(subjectProblem('')).toBe('support.error.subjectRequired');
    expect(subjectProblem('   ')).toBe('support.error.subjectRequired');
    expect(messageProblem('\n\t ')).toBe('support.error.messageRequired');
    expect(subjectProblem('Deposit not credited')).toBeNull();
    expect(messageProblem('I paid MVR 250 yesterday.')).toBeNull();
  });

  it('keeps to the server limits after trimming', () => {
    expect(subjectProblem('a'.repeat(SUBJECT_MAX))).toBeNull();
    expect(subjectProblem(`  ${'a'.repeat(SUBJECT_MAX)}  `)).toBeNull();
    expect(subjectProblem('a'.repeat(SUBJECT_MAX + 1))).toBe('support.error.subjectTooLong');
    expect(messageProblem('b'.repeat(MESSAGE_MAX))).toBeNull();
    expect(messageProblem('b'.repeat(MESSAGE_MAX + 1))).toBe('support.error.messageTooLong');
  });

  it('previews the newest message on one line', () => {
    const messages = [
      { author: 'player', body: 'first', createdAt: '2026-01-01T00:00:00Z' },
      { author: 'admin', body: 'Hello,\n\nwe found   your deposit.', createdAt: '2026-01-01T01:00:00Z' },
    ];
    expect(lastMessage(messages)?.author).toBe('admin');
    expect(lastMessage([])).toBeUndefined();
    expect(preview(messages[1]!.body)).toBe('Hello, we found your deposit.');
    expect(preview('x'.repeat(20), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
