import { contentSettingsCopy, type ContentSettingsClient } from '@nova/contracts';
import { followPublishedCopy, type Bus, type Db, type Logger } from '@nova/platform';
import type { RewardSettings } from './rewards';

export const IDENTITY_SETTINGS_CONSUMER = 'identity-content-settings';

/** This service's copy of the content settings (started with the service). */
export const contentSettingsFollower = (runtime: { db: Db; bus: Bus; logger: Logger }) =>
  followPublishedCopy(contentSettingsCopy, { ...runtime, consumer: IDENTITY_SETTINGS_CONSUMER });

/**
 * The reward settings (resolvers and the deposit consumer): the VIP threshold
 * and the referral bonuses promised from now on are the content service's,
 * read from the client at each use (never copied).
 */
export function rewardView(baseCurrency: string, content: ContentSettingsClient): RewardSettings {
  return {
    baseCurrency,
    get referrerBonusMinor() {
      return content.current().referrerBonusMinor;
    },
    get referredBonusMinor() {
      return content.current().referredBonusMinor;
    },
    get deductFromAdminProfit() {
      return content.current().deductFromAdminProfit;
    },
    get vipThresholdMinor() {
      return content.current().vipThresholdMinor;
    },
    get referralsPerDay() {
      return content.current().referralsPerDay;
    },
    get bonusPlayThrough() {
      return content.current().bonusPlayThrough;
    },
  };
}
