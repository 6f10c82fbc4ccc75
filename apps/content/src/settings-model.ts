import { z } from 'zod';
import { contentFigureDefaults } from '@nova/contracts';
import { MINIMUM_AGE_HIGHEST, MINIMUM_AGE_LOWEST } from '@nova/rules';
import { amountField } from './inputs';

export const themes = ['dark', 'neon', 'cyber', 'matrix', 'sunset', 'ocean', 'purple', 'red', 'gold', 'mint', 'hitech', 'retro'] as const;
export const displayCurrencies = ['USD', 'EUR', 'GBP', 'THB', 'INR'] as const;

export const languages = ['en', 'th', 'hi', 'bn', 'ar'] as const;
export type Language = (typeof languages)[number];

/** A help line or site linked from the Help page's Responsible gaming section. */
export interface SupportOrganisation {
  name: string;
  url: string;
}

/**
 * The Help page's Responsible gaming section (docs/product-rules.md#age and
 * #limits): the admin's words per language ('' shows the built-in text of
 * that language) and the support organisations it links.
 */
export interface ResponsibleGaming {
  text: Record<Language, string>;
  organisations: SupportOrganisation[];
}

export const RESPONSIBLE_GAMING_TEXT_MAX = 4000;
export const SUPPORT_ORGANISATIONS_MAX = 8;

export interface LoginBackground {
  enabled: boolean;
  url: string | null;
  width: string | null;
  height: string | null;
  position: string;
  size: string;
  opacity: number;
}

/** Every setting; amounts in minor units of the base currency (MVR). */
export interface Settings {
  appName: string;
  ticketPriceMinor: number;
  adminProfitPercentage: number;
  referrerBonusMinor: number;
  referredBonusMinor: number;
  deductFromAdminProfit: boolean;
  theme: (typeof themes)[number];
  autoPayoutLimitMinor: number;
  vipThresholdMinor: number;
  /** Referral bonuses one referrer may earn per UTC day. */
  referralsPerDay: number;
  /** Bonus money is withdrawable once ticket spend reaches bonus × this. */
  bonusPlayThrough: number;
  /** The youngest age allowed to sign up and play (16–25, default 18). */
  minimumAge: number;
  /** An admin's money move at or above this waits for a second admin (four-eyes approval). */
  fourEyesThresholdMinor: number;
  baseCurrency: 'MVR';
  displayRates: Record<(typeof displayCurrencies)[number], number>;
  loginBackground: LoginBackground;
  responsibleGaming: ResponsibleGaming;
}

/**
 * Defaults. The figures other services apply start from the contract's
 * defaults, which they use until an admin saves settings. Display rates are
 * MVR → currency, editable by an admin.
 */
export const defaultSettings: Settings = {
  ...contentFigureDefaults,
  appName: 'Nova Jackpot',
  theme: 'dark',
  baseCurrency: 'MVR',
  displayRates: { USD: 0.065, EUR: 0.06, GBP: 0.051, THB: 2.3, INR: 5.4 },
  loginBackground: { enabled: false, url: null, width: null, height: null, position: 'center', size: 'cover', opacity: 1 },
  responsibleGaming: {
    text: { en: '', th: '', hi: '', bn: '', ar: '' },
    // Free, confidential help; Gambling Therapy answers in many languages, Arabic included.
    organisations: [
      { name: 'Gambling Therapy', url: 'https://www.gamblingtherapy.org' },
      { name: 'GamCare', url: 'https://www.gamcare.org.uk' },
      { name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org' },
      { name: 'BeGambleAware', url: 'https://www.begambleaware.org' },
    ],
  },
};

const rate = z.number().positive('must be above 0').max(1_000_000);
const cssText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

/** POST /api/admin/settings: only the fields given change. */
export const settingsUpdate = z
  .object({
    appName: z.string().trim().min(1, 'App name is required').max(60, 'must be at most 60 characters'),
    ticketPrice: amountField('Ticket price').refine((minor) => minor > 0, 'Ticket price must be above 0'),
    // A whole number: draws split sales in integer minor units by whole percents.
    adminProfitPercentage: z.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must be between 0 and 100').max(100, 'must be between 0 and 100'),
    referrerBonus: amountField('Referrer bonus'),
    referredBonus: amountField('Referred bonus'),
    deductFromAdminProfit: z.boolean(),
    theme: z.enum(themes, { error: `must be one of ${themes.join(', ')}` }),
    autoPayoutLimit: amountField('Auto-payout limit'),
    vipThreshold: amountField('VIP threshold').refine((minor) => minor > 0, 'VIP threshold must be above 0'),
    // 0 switches referral bonuses off; a play-through below 1× would let bonus money out unplayed.
    referralsPerDay: z.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must be between 0 and 1000').max(1000, 'must be between 0 and 1000'),
    bonusPlayThrough: z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be between 1 and 20').max(20, 'must be between 1 and 20'),
    displayRates: z.object({ USD: rate, EUR: rate, GBP: rate, THB: rate, INR: rate }).partial().strict(),
    minimumAge: z.number({ error: 'must be a number' }).int('must be a whole number').min(MINIMUM_AGE_LOWEST, `must be between ${MINIMUM_AGE_LOWEST} and ${MINIMUM_AGE_HIGHEST}`).max(MINIMUM_AGE_HIGHEST, `must be between ${MINIMUM_AGE_LOWEST} and ${MINIMUM_AGE_HIGHEST}`),
    fourEyesThreshold: amountField('Four-eyes threshold').refine((minor) => minor > 0, 'Four-eyes threshold must be above 0'),
    // Plain text (shown as text, never as HTML); '' for a language shows its built-in text.
    responsibleGamingText: z.object(Object.fromEntries(languages.map((language) => [language, cssText(RESPONSIBLE_GAMING_TEXT_MAX).nullish()])) as Record<Language, z.ZodOptional<z.ZodNullable<z.ZodString>>>).strict(),
    supportOrganisations: z
      .array(
        z
          .object({
            name: z.string().trim().min(1, 'An organisation needs a name').max(80, 'An organisation name must be at most 80 characters'),
            url: z.string().trim().max(300, 'must be at most 300 characters').regex(/^https:\/\/[^\s"'<>()]+$/, 'An organisation link must be an https address'),
          })
          .strict(),
      )
      .max(SUPPORT_ORGANISATIONS_MAX, `At most ${SUPPORT_ORGANISATIONS_MAX} organisations`),
  })
  .partial()
  .strict();

export const loginBackgroundUpdate = z
  .object({
    enabled: z.boolean(),
    // Only our own served images or https images: no javascript:, data: or CSS injection.
    url: z
      .string()
      .trim()
      .max(2000)
      .refine((url) => url === '' || /^(https:\/\/[^\s"'()]+|\/api\/login-background\/image\/[0-9a-f-]{36})$/.test(url), 'must be an https address or an uploaded image')
      .nullable(),
    width: cssText(20).refine((v) => v === '' || /^\d{1,5}(px|%|vw|vh)?$/.test(v), 'must be like 100%, 1920px or empty for auto').nullable(),
    height: cssText(20).refine((v) => v === '' || /^\d{1,5}(px|%|vw|vh)?$/.test(v), 'must be like 100%, 1080px or empty for auto').nullable(),
    position: cssText(40).refine((v) => /^[a-z0-9 %.-]+$/i.test(v), 'must be a CSS position such as center'),
    size: cssText(40).refine((v) => /^[a-z0-9 %.-]+$/i.test(v), 'must be a CSS size such as cover'),
    opacity: z.number().min(0, 'must be between 0 and 1').max(1, 'must be between 0 and 1'),
  })
  .partial()
  .strict();

export type SettingsUpdate = z.infer<typeof settingsUpdate>;
export type LoginBackgroundUpdate = z.infer<typeof loginBackgroundUpdate>;

/** The stored document over the defaults, so a setting added later has its default. */
export function withDefaults(stored: Partial<Settings> | null): Settings {
  return {
    ...defaultSettings,
    ...stored,
    displayRates: { ...defaultSettings.displayRates, ...stored?.displayRates },
    loginBackground: { ...defaultSettings.loginBackground, ...stored?.loginBackground },
    responsibleGaming: {
      text: { ...defaultSettings.responsibleGaming.text, ...stored?.responsibleGaming?.text },
      organisations: stored?.responsibleGaming?.organisations ?? defaultSettings.responsibleGaming.organisations,
    },
  };
}

export function applyUpdate(current: Settings, update: SettingsUpdate): Settings {
  const next: Settings = { ...current, displayRates: { ...current.displayRates, ...update.displayRates } };
  if (update.appName !== undefined) next.appName = update.appName;
  if (update.ticketPrice !== undefined) next.ticketPriceMinor = update.ticketPrice;
  if (update.adminProfitPercentage !== undefined) next.adminProfitPercentage = update.adminProfitPercentage;
  if (update.referrerBonus !== undefined) next.referrerBonusMinor = update.referrerBonus;
  if (update.referredBonus !== undefined) next.referredBonusMinor = update.referredBonus;
  if (update.deductFromAdminProfit !== undefined) next.deductFromAdminProfit = update.deductFromAdminProfit;
  if (update.theme !== undefined) next.theme = update.theme;
  if (update.autoPayoutLimit !== undefined) next.autoPayoutLimitMinor = update.autoPayoutLimit;
  if (update.vipThreshold !== undefined) next.vipThresholdMinor = update.vipThreshold;
  if (update.referralsPerDay !== undefined) next.referralsPerDay = update.referralsPerDay;
  if (update.bonusPlayThrough !== undefined) next.bonusPlayThrough = update.bonusPlayThrough;
  if (update.minimumAge !== undefined) next.minimumAge = update.minimumAge;
  if (update.fourEyesThreshold !== undefined) next.fourEyesThresholdMinor = update.fourEyesThreshold;
  if (update.responsibleGamingText !== undefined || update.supportOrganisations !== undefined) {
    next.responsibleGaming = {
      // GraphQL sends an omitted language as null: it keeps its text.
      text: { ...current.responsibleGaming.text, ...(Object.fromEntries(Object.entries(update.responsibleGamingText ?? {}).filter(([, text]) => typeof text === 'string')) as Partial<Record<Language, string>>) },
      organisations: update.supportOrganisations ?? current.responsibleGaming.organisations,
    };
  }
  return next;
}

export function applyBackground(current: LoginBackground, update: LoginBackgroundUpdate): LoginBackground {
  const next = { ...current };
  if (update.enabled !== undefined) next.enabled = update.enabled;
  if (update.url !== undefined) next.url = update.url || null;
  if (update.width !== undefined) next.width = update.width || null;
  if (update.height !== undefined) next.height = update.height || null;
  if (update.position !== undefined) next.position = update.position;
  if (update.size !== undefined) next.size = update.size;
  if (update.opacity !== undefined) next.opacity = update.opacity;
  return next;
}
