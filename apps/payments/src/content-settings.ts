import { contentSettingsCopy } from '@nova/contracts';
import { followPublishedCopy, type Bus, type Db, type Logger } from '@nova/platform';

export const PAYMENTS_SETTINGS_CONSUMER = 'payments-content-settings';

/** This service's copy of the content settings (the four-eyes threshold), started with the service. */
export const contentSettingsFollower = (runtime: { db: Db; bus: Bus; logger: Logger }) =>
  followPublishedCopy(contentSettingsCopy, { ...runtime, consumer: PAYMENTS_SETTINGS_CONSUMER });
