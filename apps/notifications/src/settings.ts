import { z } from 'zod';
import type { CallerIdentity } from '@nova/contracts';
import { enqueueEvent, fromZodError, requireAdminRole, type Db } from '@nova/platform';
import { decryptToken, encryptToken, maskToken } from './token-cipher';

export const notificationTypes = ['user_registration', 'withdrawal_request', 'deposit_request', 'support_message', 'draw_start', 'draw_stop'] as const;
export type NotificationType = (typeof notificationTypes)[number];

export interface TelegramSettings {
  botToken: string | null;
  enabled: boolean;
  staffChatIds: string[];
  notificationTypes: NotificationType[];
}

interface Row { bot_token_sealed: string | null; enabled: boolean; staff_chat_ids: string[]; notification_types: string[] }

export async function readTelegramSettings(db: Db, key: string): Promise<TelegramSettings> {
  const row = (await db.query<Row>('SELECT * FROM telegram_settings')).rows[0];
  // All types are on by default.
  if (!row) return { botToken: null, enabled: false, staffChatIds: [], notificationTypes: [...notificationTypes] };
  return {
    botToken: row.bot_token_sealed ? decryptToken(row.bot_token_sealed, key) : null,
    enabled: row.enabled,
    staffChatIds: row.staff_chat_ids,
    notificationTypes: row.notification_types.filter((type): type is NotificationType => (notificationTypes as readonly string[]).includes(type)),
  };
}

export const settingsView = (settings: TelegramSettings) => ({
  botTokenMasked: settings.botToken ? maskToken(settings.botToken) : null,
  hasBotToken: settings.botToken !== null,
  enabled: settings.enabled,
  staffChatIds: settings.staffChatIds,
  notificationTypes: settings.notificationTypes,
});

/** Split on commas, trimmed, empty ones dropped. */
export const parseChatIds = (text: string): string[] => text.split(',').map((id) => id.trim()).filter((id) => id !== '');

const input = z
  .object({
    botToken: z.string().trim().max(200).regex(/^(\d+:[A-Za-z0-9_-]+)?$/, 'must look like 123456:ABC…').nullish(),
    enabled: z.boolean().nullish(),
    staffChatIds: z
      .string()
      .max(2000)
      // Telegram chat ids are numbers (groups negative) or a public @channel name.
      .refine((text) => parseChatIds(text).every((id) => /^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{4,31})$/.test(id)), 'each chat id must be a number like -1001234567890 or an @channel name')
      .nullish(),
    notificationTypes: z.array(z.enum(notificationTypes)).max(notificationTypes.length).nullish(),
  })
  .strict();

export async function updateTelegramSettings(db: Db, key: string, caller: CallerIdentity | null, raw: unknown) {
  const admin = requireAdminRole(caller, 'superadmin');
  const parsed = input.safeParse(raw);
  if (!parsed.success) throw fromZodError(parsed.error);
  const before = await readTelegramSettings(db, key);
  const next: TelegramSettings = {
    botToken: parsed.data.botToken ? parsed.data.botToken : before.botToken,
    enabled: parsed.data.enabled ?? before.enabled,
    staffChatIds: parsed.data.staffChatIds != null ? parseChatIds(parsed.data.staffChatIds) : before.staffChatIds,
    notificationTypes: parsed.data.notificationTypes ?? before.notificationTypes,
  };
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO telegram_settings (id, bot_token_sealed, enabled, staff_chat_ids, notification_types, updated_at) VALUES (true, $1, $2, $3, $4, now())
       ON CONFLICT (id) DO UPDATE SET bot_token_sealed = EXCLUDED.bot_token_sealed, enabled = EXCLUDED.enabled,
         staff_chat_ids = EXCLUDED.staff_chat_ids, notification_types = EXCLUDED.notification_types, updated_at = now()`,
      [next.botToken ? encryptToken(next.botToken, key) : null, next.enabled, next.staffChatIds, next.notificationTypes],
    );
    // The audit log shows the masked token only.
    await enqueueEvent(tx, 'admin.action.recorded.v1', {
      actorUserId: admin.userId, action: 'telegram.update', targetType: 'telegram_settings', targetId: null,
      before: settingsView(before), after: settingsView(next),
    });
  });
  return next;
}
