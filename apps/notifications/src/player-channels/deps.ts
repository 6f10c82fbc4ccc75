import type { Db, Logger } from '@nova/platform';
import type { NotificationsConfig } from '../config';
import type { DeliveryChannel } from '../delivery/channel';
import { pushChannel } from '../push/push-channel';
import { loadVapidKeys, vapidKeysOnce, type VapidKeys } from '../push/vapid-keys';
import { botUsernames, playerTelegramChannel } from '../player-telegram/telegram-channel';
import { startUpdateReader } from '../player-telegram/update-reader';

export interface PlayerChannelsContext {
  config: NotificationsConfig;
  db: Db;
  logger: Logger;
}

/** What the push and Telegram-link fields need. */
export interface PlayerChannelsDeps {
  db: Db;
  encryptionKey: string;
  vapidKeys: () => Promise<VapidKeys>;
  pushEndpointOrigins: string;
  botUsername: (token: string) => Promise<string>;
}

const vapidKeysOf = ({ config, db }: PlayerChannelsContext) =>
  vapidKeysOnce(() => loadVapidKeys(db, { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY }));

export function playerChannelsDeps(context: PlayerChannelsContext): PlayerChannelsDeps {
  return {
    db: context.db,
    encryptionKey: context.config.NOTIFICATIONS_ENCRYPTION_KEY,
    vapidKeys: vapidKeysOf(context),
    pushEndpointOrigins: context.config.WEB_PUSH_ENDPOINT_ORIGINS,
    botUsername: botUsernames(context.config.TELEGRAM_API_ROOT),
  };
}

/** Web Push and the player's Telegram chat, for the delivery engine's channel list. */
export function pushAndTelegramChannels(context: PlayerChannelsContext): DeliveryChannel[] {
  const { config, db, logger } = context;
  return [
    pushChannel({ db, logger, vapidKeys: vapidKeysOf(context), subject: config.VAPID_SUBJECT, ttlSeconds: config.WEB_PUSH_TTL_SECONDS }),
    playerTelegramChannel({ db, logger, encryptionKey: config.NOTIFICATIONS_ENCRYPTION_KEY, apiRoot: config.TELEGRAM_API_ROOT }),
  ];
}

/** Reads the bot's updates for `/start <code>` (one replica at a time). */
export const startTelegramLinkReader = ({ config, db, logger }: PlayerChannelsContext) =>
  startUpdateReader({
    db,
    logger,
    encryptionKey: config.NOTIFICATIONS_ENCRYPTION_KEY,
    apiRoot: config.TELEGRAM_API_ROOT,
    pollTimeoutSeconds: config.TELEGRAM_POLL_TIMEOUT_SECONDS,
    idleMs: config.TELEGRAM_POLL_IDLE_MS,
  });
