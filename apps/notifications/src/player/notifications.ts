import { randomUUID } from 'node:crypto';
import { isMoneyStatusNotification, type NotificationParams, type PlayerNotificationType } from '@nova/contracts';
import type { Sql } from '@nova/platform';
import type { ChannelName } from '../delivery/channel';
import { readContact } from './directory';
import { wantedChannels } from './preferences';

export interface NewNotification {
  userId: string;
  /** The event's id, or what the notice is about when one event tells many players. */
  dedupeKey: string;
  eventId: string;
  type: PlayerNotificationType;
  params: NotificationParams;
}

/**
 * Records a notification once per player and key, and queues one delivery per
 * channel the player wants it on. docs/product-rules.md#responsible-gaming:
 * during a time-out or self-exclusion only news of the player's own money
 * reaches them; anything else is kept hidden and goes to no channel.
 * Returns the new id, or null when this key was already recorded.
 */
export async function recordNotification(tx: Sql, notice: NewNotification, channels: readonly ChannelName[]): Promise<string | null> {
  const contact = await readContact(tx, notice.userId);
  const heldBack = contact.blocked && !isMoneyStatusNotification(notice.type);
  const wanted = await wantedChannels(tx, notice.userId, notice.type);
  const id = randomUUID();
  const inserted = await tx.query(
    `INSERT INTO player_notifications (id, user_id, dedupe_key, event_id, type, params, visible) VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)
     ON CONFLICT ON CONSTRAINT player_notifications_once DO NOTHING`,
    [id, notice.userId, notice.dedupeKey, notice.eventId, notice.type, JSON.stringify(notice.params), !heldBack && wanted.has('in_app')],
  );
  if (inserted.rowCount === 0) return null;
  if (heldBack) return id;
  for (const channel of channels.filter((name) => wanted.has(name))) {
    await tx.query(
      `INSERT INTO notification_deliveries (id, notification_id, channel) VALUES ($1, $2, $3)
       ON CONFLICT ON CONSTRAINT notification_deliveries_once DO NOTHING`,
      [randomUUID(), id, channel],
    );
  }
  return id;
}

export interface NotificationRecord {
  id: string;
  userId: string;
  type: PlayerNotificationType;
  params: NotificationParams;
  createdAt: Date;
  readAt: Date | null;
}

interface NotificationRow {
  id: string;
  user_id: string;
  type: PlayerNotificationType;
  params: NotificationParams;
  created_at: Date | string;
  read_at: Date | string | null;
}

const toRecord = (row: NotificationRow): NotificationRecord => ({
  id: row.id,
  userId: row.user_id,
  type: row.type,
  params: row.params,
  createdAt: new Date(row.created_at),
  readAt: row.read_at === null ? null : new Date(row.read_at),
});

export async function findNotification(sql: Sql, id: string): Promise<NotificationRecord | null> {
  const { rows } = await sql.query<NotificationRow>('SELECT id, user_id, type, params, created_at, read_at FROM player_notifications WHERE id = $1', [id]);
  return rows[0] ? toRecord(rows[0]) : null;
}

/** The player's visible notifications, newest first. */
export async function listNotifications(sql: Sql, userId: string, page: number, pageSize: number): Promise<{ items: NotificationRecord[]; total: number }> {
  const [{ rows }, counted] = await Promise.all([
    sql.query<NotificationRow>(
      `SELECT id, user_id, type, params, created_at, read_at FROM player_notifications
        WHERE user_id = $1 AND visible ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [userId, pageSize, (page - 1) * pageSize],
    ),
    sql.query<{ total: string }>('SELECT count(*) AS total FROM player_notifications WHERE user_id = $1 AND visible', [userId]),
  ]);
  return { items: rows.map(toRecord), total: Number(counted.rows[0]?.total ?? 0) };
}

export async function countUnread(sql: Sql, userId: string): Promise<number> {
  const { rows } = await sql.query<{ unread: string }>(
    'SELECT count(*) AS unread FROM player_notifications WHERE user_id = $1 AND visible AND read_at IS NULL',
    [userId],
  );
  return Number(rows[0]?.unread ?? 0);
}

/** Marks the player's own notifications read (the given ones, or all); returns how many changed. */
export async function markRead(sql: Sql, userId: string, ids: readonly string[] | 'all'): Promise<number> {
  const result =
    ids === 'all'
      ? await sql.query('UPDATE player_notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL', [userId])
      : await sql.query('UPDATE player_notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL AND id = ANY($2::uuid[])', [userId, ids]);
  return result.rowCount ?? 0;
}
