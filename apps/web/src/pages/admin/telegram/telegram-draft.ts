import type { TelegramSettingsFieldsFragment, TelegramSettingsInput } from '../../../gql/graphql';

/** The six staff notification types, all on by default. */
export const NOTIFICATION_TYPES = ['user_registration', 'withdrawal_request', 'deposit_request', 'support_message', 'draw_start', 'draw_stop'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface TelegramDraft {
  /** A new token; empty keeps the saved one (the API never returns it in full). */
  botToken: string;
  enabled: boolean;
  /** Shown comma separated. */
  staffChatIds: string;
  notificationTypes: NotificationType[];
}

const isNotificationType = (value: string): value is NotificationType => (NOTIFICATION_TYPES as readonly string[]).includes(value);

export function draftFromTelegram(settings: TelegramSettingsFieldsFragment): TelegramDraft {
  return {
    botToken: '',
    enabled: settings.enabled,
    staffChatIds: settings.staffChatIds.join(', '),
    notificationTypes: settings.notificationTypes.filter(isNotificationType),
  };
}

/** Chat ids are split on commas, trimmed, and empty ones dropped. */
export function parseChatIds(text: string): string[] {
  return text.split(',').map((id) => id.trim()).filter((id) => id !== '');
}

/** Telegram chat ids are integers (groups and channels are negative); @channel names are accepted by the Bot API too. */
const CHAT_ID = /^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{4,31})$/;
/** The Bot API token shape the server also checks: 123456:ABC… */
const BOT_TOKEN = /^\d+:[A-Za-z0-9_-]+$/;

export type TelegramField = 'botToken' | 'staffChatIds';
export type TelegramCheck = { ok: true; input: TelegramSettingsInput } | { ok: false; errors: Partial<Record<TelegramField, string>> };

export function checkTelegram(draft: TelegramDraft): TelegramCheck {
  const errors: Partial<Record<TelegramField, string>> = {};
  const token = draft.botToken.trim();
  if (token !== '' && !BOT_TOKEN.test(token)) errors.botToken = 'admin.telegram.error.token';
  const chatIds = parseChatIds(draft.staffChatIds);
  if (chatIds.some((id) => !CHAT_ID.test(id))) errors.staffChatIds = 'admin.telegram.error.chatIds';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      ...(token !== '' ? { botToken: token } : {}),
      enabled: draft.enabled,
      staffChatIds: chatIds.join(','),
      // Kept in the spec's order whatever order they were ticked in.
      notificationTypes: NOTIFICATION_TYPES.filter((type) => draft.notificationTypes.includes(type)),
    },
  };
}

/**
 * Send Test is disabled unless the bot is enabled and a token is present.
 * The test goes out with the saved settings, so it is the saved state that counts,
 * and a bot without any staff chat has nobody to send to.
 */
export function canSendTest(saved: Pick<TelegramSettingsFieldsFragment, 'enabled' | 'hasBotToken' | 'staffChatIds'>): boolean {
  return saved.enabled && saved.hasBotToken && saved.staffChatIds.length > 0;
}
