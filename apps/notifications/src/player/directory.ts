import type { PlayerLanguage } from '@nova/contracts';
import type { Sql } from '@nova/platform';

/**
 * What the service knows of a player, kept from events: their language, their
 * confirmed email, and whether a time-out or self-exclusion is running.
 */
export interface PlayerContact {
  userId: string;
  language: PlayerLanguage;
  confirmedEmail: string | null;
  /** A time-out or self-exclusion is running now. */
  blocked: boolean;
}

export async function saveContact(tx: Sql, userId: string, language: PlayerLanguage, confirmedEmail: string | null): Promise<void> {
  await tx.query(
    `INSERT INTO notification_players (user_id, language, confirmed_email) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET language = $2, confirmed_email = $3, updated_at = now()`,
    [userId, language, confirmedEmail],
  );
}

/** A new block never shortens a running one: the latest time-out end counts. */
export async function saveBlockStarted(tx: Sql, userId: string, kind: 'time_out' | 'self_exclusion', endsAt: string): Promise<void> {
  await tx.query(
    kind === 'time_out'
      ? `INSERT INTO notification_players (user_id, time_out_until) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET time_out_until = GREATEST(notification_players.time_out_until, $2), updated_at = now()`
      : `INSERT INTO notification_players (user_id, self_excluded) VALUES ($1, true)
         ON CONFLICT (user_id) DO UPDATE SET self_excluded = true, updated_at = now()`,
    kind === 'time_out' ? [userId, endsAt] : [userId],
  );
}

export async function saveSelfExclusionEnded(tx: Sql, userId: string): Promise<void> {
  await tx.query('UPDATE notification_players SET self_excluded = false, updated_at = now() WHERE user_id = $1', [userId]);
}

/** A player the service has heard nothing of reads English, has no email and no block. */
export async function readContact(sql: Sql, userId: string): Promise<PlayerContact> {
  const { rows } = await sql.query<{ language: PlayerLanguage; confirmed_email: string | null; blocked: boolean }>(
    `SELECT language, confirmed_email, (self_excluded OR coalesce(time_out_until > now(), false)) AS blocked
       FROM notification_players WHERE user_id = $1`,
    [userId],
  );
  const row = rows[0];
  return { userId, language: row?.language ?? 'en', confirmedEmail: row?.confirmed_email ?? null, blocked: row?.blocked ?? false };
}
