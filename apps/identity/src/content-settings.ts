import type { ContentSettingsFigures } from '@nova/contracts';
import { startSettingsMirror, type Bus, type Db, type Logger, type SettingsMirror } from '@nova/platform';
import type { RewardSettings } from './rewards';

export const IDENTITY_SETTINGS_CONSUMER = 'identity-content-settings';

type ContentOwned = Omit<RewardSettings, 'baseCurrency'>;

/**
 * The admin's settings (content service) decide the VIP threshold and the
 * referral bonuses promised from now on; the configured values apply until an
 * admin saved settings.
 */
export function rewardFiguresFrom(figures: ContentSettingsFigures | null, defaults: ContentOwned): ContentOwned {
  if (!figures) return defaults;
  return {
    referrerBonusMinor: figures.referrerBonusMinor,
    referredBonusMinor: figures.referredBonusMinor,
    deductFromAdminProfit: figures.deductFromAdminProfit,
    // A zero threshold would make every first deposit VIP: keep the configured one then.
    vipThresholdMinor: figures.vipThresholdMinor > 0 ? figures.vipThresholdMinor : defaults.vipThresholdMinor,
    // Copies saved before these settings existed lack them: keep the defaults.
    referralsPerDay: figures.referralsPerDay ?? defaults.referralsPerDay,
    bonusPlayThrough: Math.max(1, figures.bonusPlayThrough ?? defaults.bonusPlayThrough),
  };
}

/** Keeps `rewards` (shared by the resolvers and the deposit consumer) in step with the admin settings. */
export function followContentSettings(runtime: { db: Db; bus: Bus; logger: Logger }, rewards: RewardSettings): Promise<SettingsMirror> {
  const { baseCurrency: _baseCurrency, ...defaults } = rewards;
  return startSettingsMirror({
    db: runtime.db,
    bus: runtime.bus,
    logger: runtime.logger,
    consumer: IDENTITY_SETTINGS_CONSUMER,
    onChange: (figures) => Object.assign(rewards, rewardFiguresFrom(figures, defaults)),
  });
}
