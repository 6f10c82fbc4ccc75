import { join } from 'node:path';
import { consumeEach, defineService } from '@nova/platform';
import { notificationsConfigSchema } from './config';
import { NOTIFICATIONS_CONSUMER, notifiedSubjects, notify, type NotifierDeps } from './consumers';
import { notificationsResolvers } from './resolvers';

/** Notifications: staff alerts on Telegram for the events an admin chose. */
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
  }),
  // Registrations, deposit and withdrawal requests, support messages, draws opened and closed.
  consumes: consumeEach(notifiedSubjects, NOTIFICATIONS_CONSUMER, (subject, event, deps: NotifierDeps) => notify(deps, subject, event)),
  // Made per start in the one-process mode unless given: a saved bot token then lasts one start.
  perStartSecrets: ['NOTIFICATIONS_ENCRYPTION_KEY'],
});
