import { z } from 'zod';
import { baseConfigSchema, loadConfig, portSchema, secret } from '@nova/platform';
import { playerChannelsConfig } from './player-channels/config';
import { deliveryConfig } from './delivery/config';

const encryptionKey = z
  .string({ error: 'required: 32 random bytes, base64 (openssl rand -base64 32)' })
  .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes, base64 encoded');

export const notificationsConfigSchema = baseConfigSchema.extend({
  PORT: portSchema(4006),
  /** Encrypts the bot token at rest (AES-256-GCM). */
  NOTIFICATIONS_ENCRYPTION_KEY: secret(encryptionKey),
  /** The Bot API; tests point it at a local stand-in. */
  TELEGRAM_API_ROOT: z.string().url().default('https://api.telegram.org'),
  /** Sends per message before giving up (Telegram down): bounded, so the consumer moves on. */
  TELEGRAM_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(4),
  /** First retry delay; doubles each attempt. */
  TELEGRAM_RETRY_BASE_MS: z.coerce.number().int().min(1).default(500),
  ...playerChannelsConfig,
  ...deliveryConfig,
});

export type NotificationsConfig = z.infer<typeof notificationsConfigSchema>;

export function loadNotificationsConfig(env?: Record<string, string | undefined>): NotificationsConfig {
  return loadConfig(notificationsConfigSchema, env);
}
