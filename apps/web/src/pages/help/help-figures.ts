import { formatMinor, parseAmount } from '@nova/money';
import { MIN_WITHDRAWAL_MINOR } from '../../payments/withdraw-rules';
import { winnersShare } from '../../draws/draw-figures';

/** The configured figures the help texts quote, as API decimal strings and a plain percentage. */
export interface HelpFigures {
  appName: string;
  /** The default ticket price of new draws (each draw shows its own). */
  ticketPrice: string;
  /** The share of ticket sales the winners split: 100 − adminProfitPercentage. */
  winnersShare: number;
  /** Prizes up to this amount are credited at once; larger ones wait for an admin. */
  autoPayoutLimit: string;
  referrerBonus: string;
  referredBonus: string;
  /** The lowest minimum among the active payment methods, or null when none is active. */
  lowestDeposit: string | null;
  minWithdrawal: string;
}

interface SettingsFigures {
  appName: string;
  ticketPrice: string;
  adminProfitPercentage: number;
  autoPayoutLimit: string;
  referrerBonus: string;
  referredBonus: string;
}

export function helpFigures(settings: SettingsFigures, methods: ReadonlyArray<{ minAmount: string }>): HelpFigures {
  // Compared in minor units: "9.50" < "10.00" must hold, which string order does not give.
  const minimums = methods.map((method) => parseAmount(method.minAmount));
  return {
    appName: settings.appName,
    ticketPrice: settings.ticketPrice,
    winnersShare: winnersShare(settings.adminProfitPercentage),
    autoPayoutLimit: settings.autoPayoutLimit,
    referrerBonus: settings.referrerBonus,
    referredBonus: settings.referredBonus,
    lowestDeposit: minimums.length === 0 ? null : formatMinor(Math.min(...minimums)),
    minWithdrawal: formatMinor(MIN_WITHDRAWAL_MINOR),
  };
}
