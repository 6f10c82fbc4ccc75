import { randomInt } from 'node:crypto';
import { z } from 'zod';
import QRCode from 'qrcode';
import type { CallerIdentity } from '@nova/contracts';
import { AppError, type Sql, type Tx } from '@nova/platform';
import { lockUser } from '../db/admin-users';
import type { UserRecord } from '../db/users';
import type { IdentityDeps } from '../deps';
import { parseInput } from '../inputs';
import { verifyPassword } from '../password';
import { requireActiveUser } from '../profile';
import { republishAccess } from '../security-changes';
import { sha256 } from './secrets';
import { acceptedStep, newTotpSecret, totpUri } from './totp';

export const RECOVERY_CODE_COUNT = 10;
/** Recovery codes read well aloud: no 0/O, 1/I/L. */
const RECOVERY_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export interface TwoFactorEnrolment {
  secret: string;
  otpauthUri: string;
  /** A PNG data: URL of the QR code. */
  qrCodeDataUrl: string;
}

const codeInput = z.string({ error: 'The code is required' }).trim().min(6, 'The code is required').max(20, 'The code is not valid');

export const invalidCode = () => new AppError('TWO_FACTOR_INVALID', 'The code is wrong or was used already');

/** Starts (or restarts) enrolment: a new secret is kept aside until a code from it is confirmed. */
export async function startTwoFactorEnrolment(deps: IdentityDeps, caller: CallerIdentity | null): Promise<TwoFactorEnrolment> {
  const user = await requireActiveUser(deps.db, caller);
  if (user.totpEnabledAt) throw new AppError('CONFLICT', 'Two-factor sign-in is already on');
  const secret = newTotpSecret();
  await deps.db.query('UPDATE users SET totp_pending_secret = $2 WHERE id = $1', [user.id, secret]);
  const otpauthUri = totpUri(secret, deps.accountSecurity.totpIssuer, user.username);
  return { secret, otpauthUri, qrCodeDataUrl: await QRCode.toDataURL(otpauthUri, { margin: 1, width: 240 }) };
}

/**
 * Turns two-factor on once the player proves the app shows the right code,
 * and returns the 10 recovery codes: shown this once, stored hashed.
 */
export async function confirmTwoFactorEnrolment(deps: IdentityDeps, caller: CallerIdentity | null, rawCode: unknown): Promise<string[]> {
  const user = await requireActiveUser(deps.db, caller);
  const code = parseInput(codeInput, rawCode);
  await deps.accountSecurity.codeAttempts.consume(`user:${user.id}`);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const enabled = await deps.db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    const { rows } = await tx.query<{ pending: string | null; enabled: Date | null }>(
      'SELECT totp_pending_secret AS pending, totp_enabled_at AS enabled FROM users WHERE id = $1',
      [user.id],
    );
    const row = rows[0];
    if (row?.enabled) throw new AppError('CONFLICT', 'Two-factor sign-in is already on');
    if (!row?.pending) throw new AppError('BAD_USER_INPUT', 'Start the set-up first');
    const step = acceptedStep(row.pending, code);
    if (step === null) return false;
    await tx.query(
      `UPDATE users SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_enabled_at = now(), totp_last_step = $2, updated_at = now()
       WHERE id = $1`,
      [user.id, step],
    );
    await storeRecoveryCodes(tx, user.id, codes);
    return true;
  });
  if (!enabled) throw invalidCode();
  // The access record says so at once: a gateway requiring two-factor of admins opens the panel's data now.
  await republishAccess(deps, user.id);
  return codes;
}

/** A fresh set of recovery codes; the old ones stop working. Needs a current code. */
export async function renewRecoveryCodes(deps: IdentityDeps, caller: CallerIdentity | null, rawCode: unknown): Promise<string[]> {
  const user = await requireActiveUser(deps.db, caller);
  const code = parseInput(codeInput, rawCode);
  if (!user.totpEnabledAt) throw new AppError('BAD_USER_INPUT', 'Two-factor sign-in is off');
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await requireSecondFactor(deps, user, code, async (tx) => storeRecoveryCodes(tx, user.id, codes));
  return codes;
}

/** Turns two-factor off with the password and a current code. Admins cannot: it is mandatory for them. */
export async function disableTwoFactor(deps: IdentityDeps, caller: CallerIdentity | null, rawInput: unknown): Promise<UserRecord> {
  const user = await requireActiveUser(deps.db, caller);
  const input = parseInput(z.object({ password: z.string().min(1, 'Password is required').max(1000), code: codeInput }), rawInput);
  // Not an access refusal (admins may call it): their accounts must keep it.
  if (user.isAdmin) throw new AppError('CONFLICT', 'Two-factor sign-in is mandatory for admins');
  if (!user.totpEnabledAt) return user;
  await deps.accountSecurity.codeAttempts.consume(`user:${user.id}`);
  if (!(await verifyPassword(input.password, user.passwordHash))) throw new AppError('INVALID_CREDENTIALS', 'Password is incorrect');
  await requireSecondFactor(deps, user, input.code, async (tx) => {
    await tx.query(
      `UPDATE users SET totp_secret = NULL, totp_pending_secret = NULL, totp_enabled_at = NULL, totp_last_step = NULL, updated_at = now() WHERE id = $1`,
      [user.id],
    );
    await tx.query('DELETE FROM recovery_codes WHERE user_id = $1', [user.id]);
  });
  await republishAccess(deps, user.id);
  return requireActiveUser(deps.db, caller);
}

/**
 * Checks a TOTP or recovery code of a user who has two-factor on and, when it
 * is good, runs `then` in the same transaction. A code's time step must be
 * newer than the last one accepted, and a recovery code is spent, so neither
 * works twice. Attempts are limited per user; a wrong code changes nothing.
 */
export async function requireSecondFactor(deps: IdentityDeps, user: UserRecord, code: string, then?: (tx: Tx) => Promise<void>): Promise<void> {
  await deps.accountSecurity.codeAttempts.consume(`user:${user.id}`);
  const accepted = await deps.db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    if (!(await spendSecondFactor(tx, user.id, code))) return false;
    await then?.(tx);
    return true;
  });
  if (!accepted) throw invalidCode();
}

/** Under the user's row lock: spends the code (TOTP step or recovery code); false when it is not good. */
async function spendSecondFactor(tx: Sql, userId: string, rawCode: string): Promise<boolean> {
  const { rows } = await tx.query<{ secret: string | null; last_step: string | number | null }>(
    'SELECT totp_secret AS secret, totp_last_step AS last_step FROM users WHERE id = $1',
    [userId],
  );
  const secret = rows[0]?.secret;
  if (!secret) return false;
  const code = rawCode.replace(/[\s-]/g, '').toUpperCase();
  if (/^\d{6}$/.test(code)) {
    const step = acceptedStep(secret, code);
    const last = rows[0]?.last_step === null || rows[0]?.last_step === undefined ? -1 : Number(rows[0].last_step);
    if (step === null || step <= last) return false;
    await tx.query('UPDATE users SET totp_last_step = $2 WHERE id = $1', [userId, step]);
    return true;
  }
  const spent = await tx.query(
    'UPDATE recovery_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL',
    [userId, sha256(userId, code)],
  );
  return spent.rowCount === 1;
}

async function storeRecoveryCodes(tx: Sql, userId: string, codes: string[]): Promise<void> {
  await tx.query('DELETE FROM recovery_codes WHERE user_id = $1', [userId]);
  for (const code of codes) {
    await tx.query('INSERT INTO recovery_codes (user_id, code_hash) VALUES ($1, $2)', [userId, sha256(userId, code.replace('-', ''))]);
  }
}

/** 10 characters from the recovery alphabet, shown as XXXXX-XXXXX. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** How many unused recovery codes the user has left. */
export async function recoveryCodesLeft(sql: Sql, userId: string): Promise<number> {
  const { rows } = await sql.query<{ n: string }>('SELECT count(*)::text AS n FROM recovery_codes WHERE user_id = $1 AND used_at IS NULL', [userId]);
  return Number(rows[0]?.n ?? 0);
}
