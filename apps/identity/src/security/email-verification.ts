import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { CallerIdentity } from '@nova/contracts';
import { AppError, type Tx } from '@nova/platform';
import { countWrongCode, insertToken, lockLiveTokenByHash, lockNewestLiveToken, spendToken, type AccountToken } from '../db/account-tokens';
import { findUserById, isUniqueViolation, type UserRecord } from '../db/users';
import type { IdentityDeps } from '../deps';
import { parseInput } from '../inputs';
import { verifyPassword } from '../password';
import { requireActiveUser } from '../profile';
import { announceContactChanged } from '../events';
import { emailCodeMail } from './mail-texts';
import { LINK_TOKEN, newLinkToken, newSixDigitCode, sameDigest, sha256 } from './secrets';

/** Wrong codes that spend a confirmation (a new mail must be asked for). */
export const MAX_WRONG_CODES = 5;

export const emailAddress = z
  .string({ error: 'Email is required' })
  .trim()
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email({ error: 'Please enter a valid email address' }));

const confirmInput = z
  .object({
    code: z.string().trim().regex(/^\d{6}$/, 'The code has 6 digits').optional(),
    token: z.string().trim().max(100).optional(),
  })
  .refine((input) => Boolean(input.code) !== Boolean(input.token), 'Give either the code or the link token');

const wrongCode = () => new AppError('BAD_USER_INPUT', 'The code is wrong or has expired; ask for a new one if needed');
const badLink = () => new AppError('BAD_USER_INPUT', 'This confirmation link is invalid, used or expired');

/**
 * Sends a 6-digit code and a link to the address the player wants to use
 * (asked with the current password, since that address can reset it).
 * The address becomes the account's only once confirmed; a newer request
 * spends the older ones. Limited per user and per client address.
 */
export async function requestEmailConfirmation(
  deps: IdentityDeps,
  caller: CallerIdentity | null,
  rawEmail: unknown,
  rawPassword: unknown,
  clientIp: string | null,
): Promise<UserRecord> {
  const user = await requireActiveUser(deps.db, caller);
  const email = parseInput(emailAddress, rawEmail);
  const password = parseInput(z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(1000, 'Current password is incorrect'), rawPassword);
  // The confirmed email can reset the password: a stolen session alone must not be able to set it.
  await deps.passwordChangeLimit.consume(user.id);
  if (!(await verifyPassword(password, user.passwordHash))) throw new AppError('INVALID_CREDENTIALS', 'Current password is incorrect');
  if (user.emailVerifiedAt && user.email?.toLowerCase() === email.toLowerCase()) {
    throw new AppError('BAD_USER_INPUT', 'This email address is already confirmed');
  }
  const security = deps.accountSecurity;
  await security.mailsPerClientIp.consume(clientIp ?? 'unknown');
  await security.mailsPerTarget.consume(`user:${user.id}`);

  const id = randomUUID();
  const code = newSixDigitCode();
  const token = newLinkToken();
  await insertToken(deps.db, {
    id, userId: user.id, purpose: 'verify-email', email, tokenHash: sha256(token), codeHash: sha256(id, code), ttlSeconds: security.emailCodeTtlSeconds,
  });
  const link = `${security.publicUrl}/verify-email?token=${token}`;
  try {
    await security.mailer.send(emailCodeMail({ to: email, username: user.username, code, link, minutes: security.emailCodeTtlSeconds / 60, language: user.language }));
  } catch (error) {
    await spendToken(deps.db, id);
    security.logger.warn({ err: error }, 'confirmation mail not sent');
    throw new AppError('UNAVAILABLE', 'The mail could not be sent; please try again later');
  }
  return user;
}

/**
 * Confirms the address with the code (signed in) or the link token (from
 * the mail, signed in or not). Wrong codes count against the confirmation
 * and the user; a used, expired or unknown one is refused and changes nothing.
 */
export async function confirmEmail(deps: IdentityDeps, caller: CallerIdentity | null, rawInput: unknown, clientIp: string | null): Promise<UserRecord> {
  const input = parseInput(confirmInput, rawInput);
  const limit = deps.accountSecurity.codeAttempts;
  await limit.consume(`ip:${clientIp ?? 'unknown'}`);
  if (input.token !== undefined) {
    if (!LINK_TOKEN.test(input.token)) throw badLink();
    const confirmed = await deps.db.transaction(async (tx) => {
      const token = await lockLiveTokenByHash(tx, 'verify-email', sha256(input.token as string));
      return token ? adoptEmail(tx, token) : null;
    });
    if (!confirmed) throw badLink();
    deps.afterCommit();
    return confirmed;
  }
  const user = await requireActiveUser(deps.db, caller);
  await limit.consume(`user:${user.id}`);
  const outcome = await deps.db.transaction(async (tx) => {
    const token = await lockNewestLiveToken(tx, user.id, 'verify-email');
    if (!token?.codeHash) return null;
    if (!sameDigest(token.codeHash, sha256(token.id, input.code as string))) {
      await countWrongCode(tx, token.id, MAX_WRONG_CODES);
      return null;
    }
    return adoptEmail(tx, token);
  });
  if (!outcome) throw wrongCode();
  deps.afterCommit();
  return outcome;
}

/** Makes the token's address the user's confirmed email and spends the token. */
async function adoptEmail(tx: Tx, token: AccountToken): Promise<UserRecord> {
  const taken = await tx.query<{ id: string }>(
    'SELECT id FROM users WHERE lower(email) = lower($1) AND email_verified_at IS NOT NULL AND id <> $2',
    [token.email, token.userId],
  );
  if (taken.rows.length > 0) throw new AppError('CONFLICT', 'This email address belongs to another account');
  await spendToken(tx, token.id);
  try {
    await tx.query('UPDATE users SET email = $2, email_verified_at = now(), updated_at = now() WHERE id = $1', [token.userId, token.email]);
  } catch (error) {
    if (isUniqueViolation(error, 'users_verified_email_unique')) throw new AppError('CONFLICT', 'This email address belongs to another account');
    throw error;
  }
  const user = (await findUserById(tx, token.userId)) as UserRecord;
  await announceContactChanged(tx, user);
  return user;
}
