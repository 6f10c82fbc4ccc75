import { isMoneyStatusNotification, playerNotificationTypes, type PlayerNotificationType } from '@nova/contracts';
import type { Sql } from '@nova/platform';
import { z } from 'zod';
import { channelNames } from '../delivery/channel';

/** In the app, plus every channel outside it. */
export const preferenceChannels = ['in_app', ...channelNames] as const;
export type PreferenceChannel = (typeof preferenceChannels)[number];

export interface NotificationPreference {
  type: PlayerNotificationType;
  channel: PreferenceChannel;
  enabled: boolean;
}

/**
 * Until the player chooses: everything in the app; email for news of their
 * money and for wins; push and Telegram off until the player connects them.
 */
export function defaultPreference(type: PlayerNotificationType, channel: PreferenceChannel): boolean {
  if (channel === 'in_app') return true;
  if (channel === 'email') return isMoneyStatusNotification(type) || type === 'win';
  return false;
}

/** Every type × channel, the player's choice or the default. */
export async function readPreferences(sql: Sql, userId: string): Promise<NotificationPreference[]> {
  const { rows } = await sql.query<{ type: string; channel: string; enabled: boolean }>(
    'SELECT type, channel, enabled FROM notification_preferences WHERE user_id = $1',
    [userId],
  );
  const chosen = new Map(rows.map((row) => [`${row.type}/${row.channel}`, row.enabled]));
  return playerNotificationTypes.flatMap((type) =>
    preferenceChannels.map((channel) => ({ type, channel, enabled: chosen.get(`${type}/${channel}`) ?? defaultPreference(type, channel) })),
  );
}

export const preferencesInput = z
  .array(
    z.object({
      type: z.enum(playerNotificationTypes, { error: `type must be one of ${playerNotificationTypes.join(', ')}` }),
      channel: z.enum(preferenceChannels, { error: `channel must be one of ${preferenceChannels.join(', ')}` }),
      enabled: z.boolean({ error: 'enabled must be true or false' }),
    }),
  )
  .min(1, 'Give at least one preference')
  .max(playerNotificationTypes.length * preferenceChannels.length, 'Too many preferences');

export async function savePreferences(tx: Sql, userId: string, preferences: NotificationPreference[]): Promise<void> {
  for (const preference of preferences) {
    await tx.query(
      `INSERT INTO notification_preferences (user_id, type, channel, enabled) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, type, channel) DO UPDATE SET enabled = $4, updated_at = now()`,
      [userId, preference.type, preference.channel, preference.enabled],
    );
  }
}

/** Which channels (in the app included) this player wants this type on. */
export async function wantedChannels(sql: Sql, userId: string, type: PlayerNotificationType): Promise<Set<PreferenceChannel>> {
  const preferences = await readPreferences(sql, userId);
  return new Set(preferences.filter((preference) => preference.type === type && preference.enabled).map((preference) => preference.channel));
}
