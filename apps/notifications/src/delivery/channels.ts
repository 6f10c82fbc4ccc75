import type { Db, Logger } from '@nova/platform';
import type { NotificationsConfig } from '../config';
import type { DeliveryChannel } from './channel';
import { pushAndTelegramChannels } from '../player-channels/deps';
import { createMailer } from '@nova/platform/mail';
import { emailChannel } from './email-channel';

export interface ChannelContext {
  config: NotificationsConfig;
  db: Db;
  logger: Logger;
}

/**
 * The player-facing channels this start delivers through, built once from the
 * config in service.ts. A channel left out here is never queued.
 */
export function deliveryChannels(context: ChannelContext): DeliveryChannel[] {
  const mailer = createMailer({ smtpUrl: context.config.SMTP_URL, from: context.config.MAIL_FROM, db: context.db });
  return [emailChannel(context.db, mailer), ...pushAndTelegramChannels(context)];
}
