import { formatMinor, parseAmount } from '@nova/money';
import type { AdminSettingsFieldsFragment, Theme, UpdateSettingsInput } from '../../../gql/graphql';
import { isThemeName } from '../../../theme/themes';

export const DISPLAY_CURRENCIES = ['USD', 'EUR', 'GBP', 'THB', 'INR'] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

/** The settings form as typed: text for every figure, so a half-typed value is never coerced. */
export interface SettingsDraft {
  appName: string;
  ticketPrice: string;
  adminProfitPercentage: string;
  referrerBonus: string;
  referredBonus: string;
  deductFromAdminProfit: boolean;
  theme: Theme;
  autoPayoutLimit: string;
  vipThreshold: string;
  referralsPerDay: string;
  bonusPlayThrough: string;
  /** docs/product-rules.md#age: the youngest age allowed to sign up and play. */
  minimumAge: string;
  /** docs/product-rules.md#four-eyes-approval: admin money moves at or above it wait for a second admin. */
  fourEyesThreshold: string;
  displayRates: Record<DisplayCurrency, string>;
}

export type SettingsField = Exclude<keyof SettingsDraft, 'displayRates' | 'deductFromAdminProfit' | 'theme'> | `rate.${DisplayCurrency}`;

/** Message ids of the problems found, per field. */
export type SettingsErrors = Partial<Record<SettingsField, string>>;

/** The server's ranges (apps/content settings-model.ts), repeated so the admin sees them before saving. */
export const SETTINGS_LIMITS = { appNameMax: 60, percentMax: 100, rateMax: 1_000_000, referralsPerDayMax: 1000, playThroughMin: 1, playThroughMax: 20, minimumAgeMin: 16, minimumAgeMax: 25 } as const;

export function draftFromSettings(settings: AdminSettingsFieldsFragment): SettingsDraft {
  return {
    appName: settings.appName,
    ticketPrice: settings.ticketPrice,
    adminProfitPercentage: String(settings.adminProfitPercentage),
    referrerBonus: settings.referrerBonus,
    referredBonus: settings.referredBonus,
    deductFromAdminProfit: settings.deductFromAdminProfit,
    theme: isThemeName(settings.theme) ? settings.theme : 'dark',
    autoPayoutLimit: settings.autoPayoutLimit,
    vipThreshold: settings.vipThreshold,
    referralsPerDay: String(settings.referralsPerDay),
    bonusPlayThrough: String(settings.bonusPlayThrough),
    minimumAge: String(settings.minimumAge),
    fourEyesThreshold: settings.fourEyesThreshold,
    displayRates: {
      USD: String(settings.displayRates.USD),
      EUR: String(settings.displayRates.EUR),
      GBP: String(settings.displayRates.GBP),
      THB: String(settings.displayRates.THB),
      INR: String(settings.displayRates.INR),
    },
  };
}

/** "12.5" → "12.50" in minor-unit arithmetic; undefined when it is not an amount of at least 0 with at most 2 decimals. */
function amount(text: string): { minor: number; decimal: string } | undefined {
  try {
    const minor = parseAmount(text);
    return { minor, decimal: formatMinor(minor) };
  } catch {
    return undefined;
  }
}

/** A plain decimal number as typed ("0.065", "30"); no exponents, signs or spaces inside. */
function decimalNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return /^\d{1,9}(\.\d{1,6})?$/.test(trimmed) ? Number(trimmed) : undefined;
}

export type SettingsCheck = { ok: true; input: UpdateSettingsInput } | { ok: false; errors: SettingsErrors };

/**
 * The server's ranges: app name 1–60 characters, admin profit a whole 0–100 %,
 * bonuses and the auto-payout limit at least 0 with cents (step 0.01), ticket price
 * VIP threshold and four-eyes threshold above 0, display rates above 0 and at most 1,000,000, referrals per
 * day a whole 0–1000, bonus play-through a whole 1–20, minimum age a whole 16–25.
 */
export function checkSettings(draft: SettingsDraft): SettingsCheck {
  const errors: SettingsErrors = {};
  const appName = draft.appName.trim();
  if (appName === '') errors.appName = 'admin.settings.error.appNameRequired';
  else if (appName.length > SETTINGS_LIMITS.appNameMax) errors.appName = 'admin.settings.error.appNameTooLong';

  const money = (field: 'ticketPrice' | 'referrerBonus' | 'referredBonus' | 'autoPayoutLimit' | 'vipThreshold' | 'fourEyesThreshold', positive: boolean): string => {
    const parsed = amount(draft[field]);
    if (!parsed) errors[field] = 'admin.settings.error.amount';
    else if (positive && parsed.minor === 0) errors[field] = 'admin.settings.error.aboveZero';
    return parsed?.decimal ?? '';
  };
  const ticketPrice = money('ticketPrice', true);
  const referrerBonus = money('referrerBonus', false);
  const referredBonus = money('referredBonus', false);
  const autoPayoutLimit = money('autoPayoutLimit', false);
  const vipThreshold = money('vipThreshold', true);
  const fourEyesThreshold = money('fourEyesThreshold', true);

  // Whole percents only: the draws service splits sales by whole percents and refuses fractions.
  const percent = /^\d{1,3}$/.test(draft.adminProfitPercentage.trim()) ? Number(draft.adminProfitPercentage.trim()) : undefined;
  if (percent === undefined || percent > SETTINGS_LIMITS.percentMax) errors.adminProfitPercentage = 'admin.settings.error.percent';

  const wholeNumber = (text: string, min: number, max: number) => {
    const value = /^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : undefined;
    return value !== undefined && value >= min && value <= max ? value : undefined;
  };
  const referralsPerDay = wholeNumber(draft.referralsPerDay, 0, SETTINGS_LIMITS.referralsPerDayMax);
  if (referralsPerDay === undefined) errors.referralsPerDay = 'admin.settings.error.referralsPerDay';
  const bonusPlayThrough = wholeNumber(draft.bonusPlayThrough, SETTINGS_LIMITS.playThroughMin, SETTINGS_LIMITS.playThroughMax);
  if (bonusPlayThrough === undefined) errors.bonusPlayThrough = 'admin.settings.error.playThrough';
  const minimumAge = wholeNumber(draft.minimumAge, SETTINGS_LIMITS.minimumAgeMin, SETTINGS_LIMITS.minimumAgeMax);
  if (minimumAge === undefined) errors.minimumAge = 'admin.settings.error.minimumAge';

  const displayRates: Partial<Record<DisplayCurrency, number>> = {};
  for (const currency of DISPLAY_CURRENCIES) {
    const rate = decimalNumber(draft.displayRates[currency]);
    if (rate === undefined || rate <= 0 || rate > SETTINGS_LIMITS.rateMax) errors[`rate.${currency}`] = 'admin.settings.error.rate';
    else displayRates[currency] = rate;
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      appName,
      ticketPrice,
      adminProfitPercentage: percent ?? 0,
      referrerBonus,
      referredBonus,
      deductFromAdminProfit: draft.deductFromAdminProfit,
      theme: draft.theme,
      autoPayoutLimit,
      vipThreshold,
      referralsPerDay: referralsPerDay ?? 0,
      bonusPlayThrough: bonusPlayThrough ?? 1,
      minimumAge: minimumAge ?? SETTINGS_LIMITS.minimumAgeMin,
      fourEyesThreshold,
      displayRates,
    },
  };
}
