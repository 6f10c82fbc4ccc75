import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { AppError, type Sql } from '@nova/platform';
import { insertToken, lockLiveTokenByHash } from '../db/account-tokens';
import { updatePasswordHash, usernameKey } from '../db/users';
import type { IdentityDeps } from '../deps';
import { announcePasswordChanged } from '../events';
import { parseInput, PASSWORD_MAX, PASSWORD_MIN } from '../inputs';
import { hashPassword } from '../password';
import { applySecurityChange } from '../security-changes';
import { passwordResetMail } from './mail-texts';
import { LINK_TOKEN, newLinkToken, sha256 } from './secrets';

/** A username or an email address; anything else is refused before any lookup (the answer for a well-formed unknown name stays the same). */
const USERNAME = /^[A-Za-z0-9_.-]{3,32}$/;
const requestInput = z.object({
  login: z
    .string({ error: 'Username or email is required' })
    .trim()
    .min(1, 'Username or email is required')
    .max(254, 'Username or email is too long')
    .refine((login) => USERNAME.test(login) || z.email().safeParse(login).success, 'Enter your username or email address'),
});

const resetInput = z.object({
  token: z.string({ error: 'The reset link is incomplete' }).trim().max(100),
  newPassword: z
    .string({ error: 'Password is required' })
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters long`)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters long`),
});

const badLink = () => new AppError('BAD_USER_INPUT', 'This reset link is invalid, used or expired; ask for a new one');

interface ResetTarget {
  id: string;
  username: string;
  email: string;
  language: string | null;
}

/** An active account by username or confirmed email; only those with a confirmed email can be reset by mail. */
async function resetTarget(sql: Sql, login: string): Promise<ResetTarget | null> {
  const { rows } = await sql.query<ResetTarget>(
    `SELECT id, username, email, language FROM users
     WHERE (username_key = $1 OR lower(email) = lower($2))
       AND email_verified_at IS NOT NULL AND status = 'active' AND deleted_at IS NULL
     LIMIT 1`,
    [usernameKey(login), login],
  );
  return rows[0] ?? null;
}

/**
 * "Forgot password?": mails a single-use link to the account's confirmed
 * address. The answer is the same whether or not such an account exists, and
 * the mail leaves after the answer, so neither the reply nor its timing tells.
 * Limited per client address and per name asked for.
 */
export async function requestPasswordReset(deps: IdentityDeps, rawInput: unknown, clientIp: string | null): Promise<boolean> {
  const { login } = parseInput(requestInput, rawInput);
  const security = deps.accountSecurity;
  await security.mailsPerClientIp.consume(clientIp ?? 'unknown');
  await security.mailsPerTarget.consume(`reset:${login.toLowerCase()}`);
  const target = await resetTarget(deps.db, login);
  if (!target) return true;
  const token = newLinkToken();
  await insertToken(deps.db, {
    id: randomUUID(), userId: target.id, purpose: 'reset-password', email: target.email, tokenHash: sha256(token), codeHash: null, ttlSeconds: security.resetTtlSeconds,
  });
  const mail = passwordResetMail({
    to: target.email, username: target.username, link: `${security.publicUrl}/reset-password?token=${token}`, minutes: security.resetTtlSeconds / 60, language: target.language,
  });
  void security.mailer.send(mail).catch((error: unknown) => security.logger.warn({ err: error }, 'password-reset mail not sent'));
  return true;
}

/**
 * Sets a new password from a reset link: the token is spent, the password
 * replaced and every session of the account ended, in one security change.
 * An unknown, used or expired token is refused and changes nothing.
 */
export async function resetPassword(deps: IdentityDeps, rawInput: unknown, clientIp: string | null): Promise<boolean> {
  const input = parseInput(resetInput, rawInput);
  await deps.accountSecurity.codeAttempts.consume(`ip:${clientIp ?? 'unknown'}`);
  if (!LINK_TOKEN.test(input.token)) throw badLink();
  const tokenHash = sha256(input.token);
  const found = await deps.db.query<{ user_id: string }>(
    `SELECT user_id FROM account_tokens WHERE token_hash = $1 AND purpose = 'reset-password' AND used_at IS NULL AND expires_at > now()`,
    [tokenHash],
  );
  const userId = found.rows[0]?.user_id;
  if (!userId) throw badLink();
  const passwordHash = await hashPassword(input.newPassword);
  await applySecurityChange(deps, userId, async (tx, before) => {
    // Checked again under the user's lock: two uses of one link, only one wins.
    const token = await lockLiveTokenByHash(tx, 'reset-password', tokenHash);
    if (!token || token.userId !== userId || before.deletedAt || before.status !== 'active') throw badLink();
    await tx.query('UPDATE account_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL', [userId, 'reset-password']);
    await updatePasswordHash(tx, userId, passwordHash);
    await announcePasswordChanged(tx, userId);
  });
  return true;
}
