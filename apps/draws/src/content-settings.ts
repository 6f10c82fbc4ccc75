import type { ContentSettingsClient, ContentSettingsFigures } from '@nova/contracts';
import { createSettingsMirror, type Bus, type Db, type Logger } from '@nova/platform';
import type { DrawSettings } from './deps';

export const DRAWS_SETTINGS_CONSUMER = 'draws-content-settings';

type ContentOwned = Pick<DrawSettings, 'adminProfitPercentage' | 'autoPayoutLimitMinor'>;

/**
 * The admin's settings (content service) decide the profit share of draws
 * settled from now on and the auto-payout limit; the configured values apply
 * until an admin saved settings. Draws split by whole percents only.
 */
export function drawFiguresFrom(figures: Readonly<ContentSettingsFigures> | null, defaults: ContentOwned): ContentOwned {
  if (!figures) return defaults;
  return {
    adminProfitPercentage: Number.isInteger(figures.adminProfitPercentage) ? figures.adminProfitPercentage : defaults.adminProfitPercentage,
    autoPayoutLimitMinor: figures.autoPayoutLimitMinor,
  };
}

/** This service's copy of the content settings (started with the service). */
export const contentSettingsMirror = (runtime: { db: Db; bus: Bus; logger: Logger }) =>
  createSettingsMirror({ ...runtime, consumer: DRAWS_SETTINGS_CONSUMER });

/** The draw settings, the content-owned ones read from the client at each use (never copied). */
export function drawSettings(own: Omit<DrawSettings, keyof ContentOwned>, defaults: ContentOwned, content: ContentSettingsClient): DrawSettings {
  const figures = () => drawFiguresFrom(content.current(), defaults);
  return {
    ...own,
    get adminProfitPercentage() {
      return figures().adminProfitPercentage;
    },
    get autoPayoutLimitMinor() {
      return figures().autoPayoutLimitMinor;
    },
  };
}
