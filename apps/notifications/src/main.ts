/** Notifications as its own process: `tsx apps/notifications/src/main.ts` (stack mode). */
import { runServiceProcess } from '@nova/platform';
import { loadNotificationsConfig } from './config';
import { createNotificationsService } from './index';

runServiceProcess('notifications', () => {
  const config = loadNotificationsConfig();
  return { service: createNotificationsService({ config }), logLevel: config.LOG_LEVEL };
});
