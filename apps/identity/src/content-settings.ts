import type { ContentSettingsClient, ContentSettingsFigures } from '@nova/contracts';
import { createSettingsMirror, type Bus, type Db, type Logger } from '@nova/platform';
import type { RewardSettings } from './rewards';

export const IDENTITY_SETTINGS_CONSUMER = 'identity-content-settings';

type ContentOwned = Omit<RewardSettings, 'baseCurrency'>;

/**
 * The admin's settings (content service) decide the VIP threshold and the
 * referral bonuses promised from now on; the configured values apply until an
 * admin saved settings.
 */
export function rewardFiguresFrom(figures: Readonly<ContentSettingsFigures> | null, defaults: ContentOwned): ContentOwned {
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

/** This service's copy of the content settings (started with the service). */
export const contentSettingsMirror = (runtime: { db: Db; bus: Bus; logger: Logger }) =>
  createSettingsMirror({ ...runtime, consumer: IDENTITY_SETTINGS_CONSUMER });

/** The reward settings (resolvers and the deposit consumer), read from the client at each use (never copied). */
export function rewardView(configured: RewardSettings, content: ContentSettingsClient): RewardSettings {
  const { baseCurrency, ...defaults } = configured;
  const figures = () => rewardFiguresFrom(content.current(), defaults);
  return {
    baseCurrency,
    get referrerBonusMinor() {
      return figures().referrerBonusMinor;
    },
    get referredBonusMinor() {
      return figures().referredBonusMinor;
    },
    get deductFromAdminProfit() {
      return figures().deductFromAdminProfit;
    },
    get vipThresholdMinor() {
      return figures().vipThresholdMinor;
    },
    get referralsPerDay() {
      return figures().referralsPerDay;
    },
    get bonusPlayThrough() {
      return figures().bonusPlayThrough;
    },
  };
}
