import type { Db, Logger, ScheduledJob } from '@nova/platform';
import type { NotificationsConfig } from '../config';
import type { DeliveryChannel } from './channel';
import { sendDueDeliveries, type DeliveryOptions } from './worker';

export function deliveryOptions(config: NotificationsConfig): DeliveryOptions {
  return {
    maxAttempts: config.DELIVERY_MAX_ATTEMPTS,
    retryBaseMs: config.DELIVERY_RETRY_BASE_MS,
    retryCapMs: config.DELIVERY_RETRY_CAP_MS,
    leaseMs: config.DELIVERY_LEASE_MS,
    batchSize: 50,
    publicUrl: config.PUBLIC_URL,
  };
}

/** What the worker needs from the service's deps. */
export interface DeliveryJobDeps {
  db: Db;
  channels: DeliveryChannel[];
  delivery: DeliveryOptions;
  deliveryLogger: Logger;
}

/** Every replica runs it; the claim keeps them from sending one delivery twice. */
export const deliveryJob: ScheduledJob<NotificationsConfig, DeliveryJobDeps> = {
  name: 'notification deliveries',
  everyMs: (config) => config.DELIVERY_INTERVAL_MS,
  enabled: (config) => config.DELIVERY_WORKER_ENABLED,
  atStart: true,
  run: (deps) => sendDueDeliveries({ db: deps.db, channels: deps.channels, delivery: deps.delivery, logger: deps.deliveryLogger }),
};
