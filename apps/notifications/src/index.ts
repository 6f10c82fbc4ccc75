import { createService, type ServiceInstance, type ServiceOptions } from '@nova/platform';
import type { NotificationsConfig } from './config';
import type { NotifierDeps } from './consumers';
import notificationsService from './service';

export { notificationsService };
export { notificationsConfigSchema, loadNotificationsConfig, type NotificationsConfig } from './config';
export { notificationTypes } from './settings';

export type NotificationsService = ServiceInstance<NotifierDeps>;
export const createNotificationsService = (options: ServiceOptions<NotificationsConfig>): NotificationsService => createService(notificationsService, options);
