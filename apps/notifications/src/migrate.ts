/**
 * Applies the notifications service's migrations and exits: the Helm chart's
 * pre-install/pre-upgrade Job runs it (`node migrate.js` in the image), so a
 * failing migration stops a release before any pod is replaced.
 */
import { createLogger, openDb } from '@nova/platform';
import { loadNotificationsConfig } from './config';
import { NOTIFICATIONS_SERVICE, notificationsMigrationsDir } from './index';

async function main(): Promise<void> {
  const config = loadNotificationsConfig();
  if (!config.DATABASE_URL) throw new Error('DATABASE_URL is required to run migrations');
  const logger = createLogger('notifications-migrate', config.LOG_LEVEL);
  const db = await openDb({ service: NOTIFICATIONS_SERVICE, databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, migrationsDir: notificationsMigrationsDir, logger });
  await db.close();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`notifications migrations failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
