import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { CallerIdentity } from '@nova/contracts';
import { AppError } from '@nova/platform';
import { countryCurrencies, currencyForCountry } from './countries';
import { saveProfile, type ProfilePatch, type UserRecord } from './db/users';
import type { IdentityDeps } from './deps';
import { announceContactChanged } from './events';
import { languages, parseInput } from './inputs';
import { requireActiveUser } from './profile';
import { requireSecondFactor } from './security/two-factor';

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value?.trim() || null));

/** A payment method the user saved for withdrawals. */
const savedPaymentMethod = z.object({
  id: z.string().trim().min(1).max(100).optional(),
  type: z.enum(['bank', 'crypto', 'paypal'], { error: 'Payment method type must be bank, crypto or paypal' }),
  // "Please provide a name for this payment method".
  name: z
    .string({ error: 'Please provide a name for this payment method' })
    .trim()
    .min(1, 'Please provide a name for this payment method')
    .max(100, 'Payment method name must be at most 100 characters'),
  // bankName, accountName, accountNumber / cryptoType, address / email, paypalName, ...
  details: z
    .record(z.string().max(50), z.string().max(500, 'Payment details must be at most 500 characters each'))
    .refine((details) => Object.keys(details).length <= 20, 'Too many payment details')
    .default({}),
  createdAt: z.string().max(40).optional(),
});

const savedPaymentMethods = z
  .string({ error: 'Payment methods must be a JSON string' })
  .max(50_000, 'Too many payment methods')
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'Payment methods must be valid JSON' });
      return z.NEVER;
    }
  })
  .pipe(z.array(savedPaymentMethod, { error: 'Payment methods must be a list' }).max(20, 'At most 20 payment methods'))
  .transform((methods) =>
    methods.map((method) => ({ ...method, id: method.id ?? randomUUID(), createdAt: method.createdAt ?? new Date().toISOString() })),
  );

const profileInput = z.object({
  email: z.string().max(254).nullish(),
  fullName: optionalText('Full name', 100),
  firstName: optionalText('First name', 100),
  phone: optionalText('Phone', 30).refine((phone) => !phone || /^\+?[0-9 ()-]{3,30}$/.test(phone), 'Phone number is not valid'),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .refine((code) => Object.hasOwn(countryCurrencies, code), 'Please choose a country from the list')
    .nullish(),
  language: z.enum(languages, { error: `Language must be one of ${languages.join(', ')}` }).nullish(),
  paymentMethods: savedPaymentMethods.nullish(),
  /** With two-factor on: needed to change the saved payout methods. */
  twoFactorCode: z.string().trim().max(20, 'The code is not valid').nullish(),
});

/**
 * POST /api/profile/update: only the fields sent change. Email is read-only
 * in the profile: sending the stored one (or none) is fine, a
 * different one is refused. A country sets the display currency.
 */
export async function updateProfile(deps: IdentityDeps, caller: CallerIdentity | null, rawInput: unknown): Promise<UserRecord> {
  const user = await requireActiveUser(deps.db, caller);
  const input = parseInput(profileInput, rawInput);
  const email = input.email?.trim() || null;
  if (input.email !== undefined && email !== (user.email ?? null) && email !== null) {
    throw new AppError('BAD_USER_INPUT', 'Email cannot be changed');
  }
  // Saved methods are where withdrawals go: with two-factor on, changing them needs a code.
  if (input.paymentMethods && user.totpEnabledAt) {
    if (!input.twoFactorCode) throw new AppError('TWO_FACTOR_REQUIRED', 'Enter your two-factor code to change saved payout methods');
    await requireSecondFactor(deps, user, input.twoFactorCode);
  }
  const patch: ProfilePatch = {};
  if (input.fullName !== undefined) patch.fullName = input.fullName;
  if (input.firstName !== undefined) patch.firstName = input.firstName;
  if (input.phone !== undefined) patch.phone = input.phone;
  if (input.country) {
    patch.country = input.country;
    patch.currency = currencyForCountry(input.country);
  }
  if (input.language) patch.language = input.language;
  if (input.paymentMethods) patch.paymentMethods = input.paymentMethods;
  const updated = await deps.db.transaction(async (tx) => {
    const saved = await saveProfile(tx, user.id, patch);
    if (saved && saved.language !== user.language) await announceContactChanged(tx, saved);
    return saved;
  });
  if (!updated) throw new AppError('UNAUTHENTICATED', 'Please sign in');
  deps.afterCommit();
  return updated;
}
