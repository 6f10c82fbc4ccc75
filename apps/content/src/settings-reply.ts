import type { ReplyOf } from '@nova/contracts';
import type { Db } from '@nova/platform';
import { readSettings } from './settings';

/** The figures other services apply, as content.settings.changed.v1 carries them. */
export async function currentSettingsFigures(db: Db): Promise<ReplyOf<'content.settings.current.v1'>> {
  const { settings, updatedAt } = await readSettings(db);
  const saved = updatedAt.getTime() > 0;
  return {
    adminProfitPercentage: settings.adminProfitPercentage,
    autoPayoutLimitMinor: settings.autoPayoutLimitMinor,
    vipThresholdMinor: settings.vipThresholdMinor,
    referrerBonusMinor: settings.referrerBonusMinor,
    referredBonusMinor: settings.referredBonusMinor,
    deductFromAdminProfit: settings.deductFromAdminProfit,
    ticketPriceMinor: settings.ticketPriceMinor,
    referralsPerDay: settings.referralsPerDay,
    bonusPlayThrough: settings.bonusPlayThrough,
    minimumAge: settings.minimumAge,
    fourEyesThresholdMinor: settings.fourEyesThresholdMinor,
    changedAt: saved ? updatedAt.toISOString() : null,
  };
}
