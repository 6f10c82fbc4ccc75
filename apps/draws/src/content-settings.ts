import type { ContentSettingsFigures } from '@nova/contracts';
import { startSettingsMirror, type SettingsMirror } from '@nova/platform';
import type { DrawsDeps, DrawSettings } from './deps';

export const DRAWS_SETTINGS_CONSUMER = 'draws-content-settings';

type ContentOwned = Pick<DrawSettings, 'adminProfitPercentage' | 'autoPayoutLimitMinor'>;

/**
 * The admin's settings (content service) decide the profit share of draws
 * settled from now on and the auto-payout limit; the configured values apply
 * until an admin saved settings. Draws split by whole percents only.
 */
export function drawFiguresFrom(figures: ContentSettingsFigures | null, defaults: ContentOwned): ContentOwned {
  if (!figures) return defaults;
  return {
    adminProfitPercentage: Number.isInteger(figures.adminProfitPercentage) ? figures.adminProfitPercentage : defaults.adminProfitPercentage,
    autoPayoutLimitMinor: figures.autoPayoutLimitMinor,
  };
}

/** Keeps `deps.settings` in step with the content service's settings. */
export function followContentSettings(deps: DrawsDeps): Promise<SettingsMirror> {
  const defaults: ContentOwned = { adminProfitPercentage: deps.settings.adminProfitPercentage, autoPayoutLimitMinor: deps.settings.autoPayoutLimitMinor };
  return startSettingsMirror({
    db: deps.db,
    bus: deps.bus,
    logger: deps.logger,
    consumer: DRAWS_SETTINGS_CONSUMER,
    onChange: (figures) => Object.assign(deps.settings, drawFiguresFrom(figures, defaults)),
  });
}
