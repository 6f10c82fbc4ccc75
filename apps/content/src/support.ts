import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { adminRoleAllows, type CallerIdentity } from '@nova/contracts';
import { AppError, enqueueEvent, isAppError, requireAdminRole, requirePlayer, type Sql } from '@nova/platform';
import { auditOwn } from './audit';
import type { ContentDeps } from './deps';
import { iso, parseId, parseInput } from './inputs';

const message = z.string({ error: 'Message is required' }).trim().min(1, 'Message is required').max(5000, 'Message must be at most 5000 characters');
const threadInput = z.object({
  subject: z.string({ error: 'Subject is required' }).trim().min(1, 'Subject is required').max(200, 'Subject must be at most 200 characters'),
  message,
});

interface ThreadRow {
  id: string; user_id: string; subject: string; status: string;
  unread_for_admin: number; unread_for_player: number; created_at: Date | string; updated_at: Date | string;
}
interface MessageRow { id: string; thread_id: string; author: 'player' | 'admin'; body: string; created_at: Date | string }

async function threadViews(db: Sql, threads: ThreadRow[]) {
  if (threads.length === 0) return [];
  const { rows } = await db.query<MessageRow>('SELECT * FROM support_messages WHERE thread_id = ANY($1::uuid[]) ORDER BY created_at, id', [threads.map((t) => t.id)]);
  return threads.map((thread) => ({
    id: thread.id,
    subject: thread.subject,
    status: thread.status,
    user: { id: thread.user_id },
    unreadForAdmin: thread.unread_for_admin,
    unreadForPlayer: thread.unread_for_player,
    createdAt: iso(thread.created_at),
    updatedAt: iso(thread.updated_at),
    messages: rows.filter((m) => m.thread_id === thread.id).map((m) => ({ id: m.id, author: m.author, body: m.body, createdAt: iso(m.created_at) })),
  }));
}

async function oneThread(db: Sql, id: string) {
  const { rows } = await db.query<ThreadRow>('SELECT * FROM support_threads WHERE id = $1', [id]);
  const [view] = await threadViews(db, rows);
  if (!view) throw new AppError('NOT_FOUND', 'Conversation not found');
  return view;
}

async function addMessage(tx: Sql, threadId: string, author: 'player' | 'admin', authorId: string, body: string) {
  await tx.query('INSERT INTO support_messages (id, thread_id, author, author_id, body) VALUES ($1, $2, $3, $4, $5)', [randomUUID(), threadId, author, authorId, body]);
  const unread = author === 'player' ? 'unread_for_admin' : 'unread_for_player';
  await tx.query(`UPDATE support_threads SET ${unread} = ${unread} + 1, status = 'open', updated_at = now() WHERE id = $1`, [threadId]);
}

/** Staff hear of every player message (notifications service). */
const announceMessage = (tx: Sql, thread: { id: string; subject: string }, userId: string, body: string, newThread: boolean) =>
  enqueueEvent(tx, 'content.support.message.v1', { threadId: thread.id, userId, subject: thread.subject, message: body, newThread });

/**
 * Spends one of the player's support posts; a burst (each post notifies staff)
 * is refused with RATE_LIMITED, which the gateway answers as 429 with Retry-After.
 */
async function spendSupportPost(deps: ContentDeps, userId: string): Promise<void> {
  try {
    await deps.supportPostLimit.consume(userId);
  } catch (error) {
    if (!isAppError(error) || error.code !== 'RATE_LIMITED') throw error;
    const seconds = Number(error.details?.retryAfterSeconds ?? 60);
    throw new AppError(
      'RATE_LIMITED',
      `You have sent many support messages in a short time; please wait ${seconds} seconds before writing again. Our team has your messages.`,
      { retryAfterSeconds: seconds },
    );
  }
}

export async function createSupportThread(deps: ContentDeps, caller: CallerIdentity | null, rawInput: unknown) {
  const player = requirePlayer(caller);
  const input = parseInput(threadInput, rawInput);
  await spendSupportPost(deps, player.userId);
  const id = randomUUID();
  await deps.db.transaction(async (tx) => {
    await tx.query('INSERT INTO support_threads (id, user_id, subject) VALUES ($1, $2, $3)', [id, player.userId, input.subject]);
    await addMessage(tx, id, 'player', player.userId, input.message);
    await announceMessage(tx, { id, subject: input.subject }, player.userId, input.message, true);
  });
  deps.afterCommit();
  return oneThread(deps.db, id);
}

export async function replySupportThread(deps: ContentDeps, caller: CallerIdentity | null, rawId: unknown, rawMessage: unknown) {
  const player = requirePlayer(caller);
  const id = parseId(rawId, 'Conversation');
  const body = parseInput(message, rawMessage);
  await spendSupportPost(deps, player.userId);
  await deps.db.transaction(async (tx) => {
    const thread = (await tx.query<ThreadRow>('SELECT * FROM support_threads WHERE id = $1 FOR UPDATE', [id])).rows[0];
    // Someone else's thread answers exactly like a missing one.
    if (!thread || thread.user_id !== player.userId) throw new AppError('NOT_FOUND', 'Conversation not found');
    await addMessage(tx, id, 'player', player.userId, body);
    await announceMessage(tx, thread, player.userId, body, false);
  });
  deps.afterCommit();
  return oneThread(deps.db, id);
}

export async function adminReplySupportThread(deps: ContentDeps, caller: CallerIdentity | null, rawId: unknown, rawMessage: unknown) {
  const admin = requireAdminRole(caller, 'support');
  const id = parseId(rawId, 'Conversation');
  const body = parseInput(message, rawMessage);
  await deps.db.transaction(async (tx) => {
    const thread = (await tx.query<ThreadRow>('SELECT * FROM support_threads WHERE id = $1 FOR UPDATE', [id])).rows[0];
    if (!thread) throw new AppError('NOT_FOUND', 'Conversation not found');
    await addMessage(tx, id, 'admin', admin.userId, body);
    // Answering means the admin has read the player's messages.
    await tx.query('UPDATE support_threads SET unread_for_admin = 0 WHERE id = $1', [id]);
    await auditOwn(tx, admin, 'support.reply', 'support_thread', id, null, { message: body });
    // The player is told outside the conversation too (the notifications service).
    await enqueueEvent(tx, 'content.support.replied.v1', { threadId: id, userId: thread.user_id, subject: thread.subject });
  });
  deps.afterCommit();
  return oneThread(deps.db, id);
}

export async function markSupportThreadRead(deps: ContentDeps, caller: CallerIdentity | null, rawId: unknown) {
  const user = requirePlayer(caller);
  const id = parseId(rawId, 'Conversation');
  const thread = (await deps.db.query<ThreadRow>('SELECT * FROM support_threads WHERE id = $1', [id])).rows[0];
  // Another player's thread is for the support role (and superadmins) only.
  const supportStaff = user.isAdmin && adminRoleAllows(user.adminRole, ['support']);
  if (!thread || (thread.user_id !== user.userId && !supportStaff)) throw new AppError('NOT_FOUND', 'Conversation not found');
  const column = thread.user_id === user.userId ? 'unread_for_player' : 'unread_for_admin';
  await deps.db.query(`UPDATE support_threads SET ${column} = 0 WHERE id = $1`, [id]);
  return oneThread(deps.db, id);
}

export async function mySupportThreads(deps: ContentDeps, caller: CallerIdentity | null) {
  const player = requirePlayer(caller);
  const { rows } = await deps.db.query<ThreadRow>('SELECT * FROM support_threads WHERE user_id = $1 ORDER BY updated_at DESC LIMIT 100', [player.userId]);
  return threadViews(deps.db, rows);
}

export async function adminSupportInbox(deps: ContentDeps, caller: CallerIdentity | null) {
  requireAdminRole(caller, 'support');
  const { rows } = await deps.db.query<ThreadRow>('SELECT * FROM support_threads ORDER BY (unread_for_admin > 0) DESC, updated_at DESC LIMIT 200');
  const unread = await deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM support_threads WHERE unread_for_admin > 0');
  return { threads: await threadViews(deps.db, rows), unreadThreads: unread.rows[0]?.n ?? 0 };
}
