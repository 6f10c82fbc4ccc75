import { join } from 'node:path';
import { consumeEach, defineService } from '@nova/platform';
import { notificationsConfigSchema } from './config';
import { NOTIFICATIONS_CONSUMER, notifiedSubjects, notify, type NotifierDeps } from './consumers';
import { notificationsResolvers } from './resolvers';
import { deliveryChannels } from './delivery/channels';
import { deliveryJob, deliveryOptions } from './delivery/job';
import { withPlayerConsumers } from './player/consumers';
import { playerChannelsDeps, startTelegramLinkReader } from './player-channels/deps';

/** Notifications: staff alerts on Telegram, and the players' notification centre with its channels. */
export default defineService({
  name: 'notifications',
  config: notificationsConfigSchema,
  migrations: join(__dirname, 'db', 'migrations'),
  graphql: { schema: join(__dirname, 'schema.graphql'), resolvers: notificationsResolvers },
  deps: ({ db, bus, logger, config }): NotifierDeps => ({
    db,
    bus,
    encryptionKey: config.NOTIFICATIONS_ENCRYPTION_KEY,
    telegram: { apiRoot: config.TELEGRAM_API_ROOT, maxAttempts: config.TELEGRAM_MAX_ATTEMPTS, retryBaseMs: config.TELEGRAM_RETRY_BASE_MS, logger },
    // The player-facing channels (email, push, Telegram) the delivery worker sends through.
    channels: deliveryChannels({ config, db, logger }),
    delivery: deliveryOptions(config),
    deliveryLogger: logger,
    playerChannels: playerChannelsDeps({ config, db, logger }),
  }),
  // Registrations, deposit and withdrawal requests, support messages, draws opened and closed.
  // Players: wins, prizes, deposits, withdrawals, results, limits, support answers, and what decides who hears (player/sources.ts).
  consumes: withPlayerConsumers(consumeEach(notifiedSubjects, NOTIFICATIONS_CONSUMER, (subject, event, deps: NotifierDeps) => notify(deps, subject, event))),
  // Sends the players' due deliveries (email, push, Telegram) with backoff.
  jobs: [deliveryJob],
  // Made per start in the one-process mode unless given: a saved bot token then lasts one start.
  perStartSecrets: ['NOTIFICATIONS_ENCRYPTION_KEY'],
  // Players link their Telegram chat by sending the bot /start <code>: one replica reads the bot's updates.
  onStart: async (deps, { config, db, logger }) => {
    const reader = startTelegramLinkReader({ config, db, logger });
    return {
      stop: async () => {
        await reader.stop();
        for (const channel of deps.channels) channel.close?.();
      },
    };
  },
});
