import { z } from 'zod';
import { AppError } from '@nova/platform';
import { birthDateProblem, EARLIEST_BIRTH_DATE, utcToday, type BirthDateProblem } from '@nova/rules';

/**
 * Input rules for sign-up, sign-in and profile changes. Every
 * message names its field, because it is shown to the player as it is.
 */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 32;
export const PASSWORD_MIN = 6;
/** Long enough for any passphrase, short enough that hashing stays cheap. */
export const PASSWORD_MAX = 128;
export const languages = ['en', 'th', 'hi', 'bn', 'ar'] as const;
export type Language = (typeof languages)[number];

const username = z
  .string({ error: 'Username is required' })
  .trim()
  .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`)
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may contain only letters, digits and _ . -');

function password(label: string) {
  return z
    .string({ error: `${label} is required` })
    .min(PASSWORD_MIN, `${label} must be at least ${PASSWORD_MIN} characters long`)
    .max(PASSWORD_MAX, `${label} must be at most ${PASSWORD_MAX} characters long`);
}

const birthDateMessages: Record<BirthDateProblem, string> = {
  format: 'Date of birth must be a date written YYYY-MM-DD',
  future: 'Date of birth cannot be in the future',
  tooEarly: `Date of birth must be on or after ${EARLIEST_BIRTH_DATE}`,
};

/** A possible date of birth, YYYY-MM-DD (whether it is old enough is the sign-up's rule, age-check.ts). */
export const dateOfBirth = z
  .string({ error: 'Date of birth is required' })
  .trim()
  .max(10, birthDateMessages.format)
  .superRefine((value, context) => {
    const problem = birthDateProblem(value, utcToday());
    if (problem) context.addIssue({ code: 'custom', message: birthDateMessages[problem] });
  });

export const registerInput = z.object({
  username,
  password: password('Password'),
  // Optional for clients that predate it: such an account answers it at its first sign-in (docs/product-rules.md#age).
  dateOfBirth: dateOfBirth.nullish().transform((value) => value ?? null),
  // The sign-up form omits an empty code; treat "" the same way.
  referralCode: z
    .string({ error: 'Referral code must be text' })
    .max(64, 'Referral code is not valid')
    .nullish()
    .transform((code) => code?.trim().toUpperCase() || null),
});
export type RegisterInput = z.infer<typeof registerInput>;

/** Sign-in only checks shape: a wrong length is simply a wrong password. */
export const loginInput = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(200, 'Invalid username or password'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1000, 'Invalid username or password'),
  /** Two-factor accounts: the authenticator's code or a recovery code. */
  twoFactorCode: z.string().trim().max(20, 'The code is not valid').nullish(),
  /** Two-factor accounts: skip the code on this browser for 30 days. */
  rememberDevice: z.boolean().nullish(),
});
export type LoginInput = z.infer<typeof loginInput>;

export const changePasswordInput = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(1000, 'Current password is incorrect'),
  // The message players know: "Password must be at least 6 characters long".
  newPassword: password('Password'),
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

export const languageInput = z.enum(languages, { error: `Language must be one of ${languages.join(', ')}` });

export const adminCredentialsInput = z.object({ username, password: password('Admin password') });

/** Parses input or throws BAD_USER_INPUT carrying the rule's own message(s). */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const messages = [...new Set(result.error.issues.map((issue) => issue.message))];
  throw new AppError('BAD_USER_INPUT', messages.join('; '));
}
