import { contentSettingsCopy, type ContentSettingsClient } from '@nova/contracts';
import { followPublishedCopy, type Bus, type Db, type Logger } from '@nova/platform';
import type { DrawSettings } from './deps';

export const DRAWS_SETTINGS_CONSUMER = 'draws-content-settings';

type ContentOwned = Pick<DrawSettings, 'adminProfitPercentage' | 'autoPayoutLimitMinor' | 'fourEyesThresholdMinor'>;

/** This service's copy of the content settings (started with the service). */
export const contentSettingsFollower = (runtime: { db: Db; bus: Bus; logger: Logger }) =>
  followPublishedCopy(contentSettingsCopy, { ...runtime, consumer: DRAWS_SETTINGS_CONSUMER });

/**
 * The draw settings: the admin's profit share of draws settled from now on and
 * the auto-payout limit (and the four-eyes threshold) are the content service's (read from the client at each
 * use, never copied); the rest is this service's configuration.
 */
export function drawSettings(own: Omit<DrawSettings, keyof ContentOwned>, content: ContentSettingsClient): DrawSettings {
  return {
    ...own,
    get adminProfitPercentage() {
      return content.current().adminProfitPercentage;
    },
    get autoPayoutLimitMinor() {
      return content.current().autoPayoutLimitMinor;
    },
    get fourEyesThresholdMinor() {
      return content.current().fourEyesThresholdMinor;
    },
  };
}
