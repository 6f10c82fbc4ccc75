import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UserRecord } from '../db/users';

/** How long a browser may skip the two-factor code. */
export const REMEMBER_DEVICE_SECONDS = 30 * 24 * 3600;

/**
 * The remembered-device cookie: `userId.expiresAt.signature`. The signature
 * also covers when two-factor was turned on and the user's security version,
 * so turning it off and on again, a password change or reset, or any other
 * security change forgets every remembered browser.
 */
export function signDevice(secret: string, user: UserRecord, now = Date.now()): string {
  const expiresAt = Math.floor(now / 1000) + REMEMBER_DEVICE_SECONDS;
  return `${user.id}.${expiresAt}.${signature(secret, user, expiresAt)}`;
}

export function isRememberedDevice(secret: string, token: string | null, user: UserRecord, now = Date.now()): boolean {
  if (!token) return false;
  const [userId, expires, given] = token.split('.');
  const expiresAt = Number(expires);
  if (userId !== user.id || !Number.isSafeInteger(expiresAt) || expiresAt * 1000 <= now || !given) return false;
  const expected = Buffer.from(signature(secret, user, expiresAt));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

function signature(secret: string, user: UserRecord, expiresAt: number): string {
  const enabledAt = user.totpEnabledAt?.getTime() ?? 0;
  return createHmac('sha256', secret).update(`device:${user.id}:${expiresAt}:${enabledAt}:${user.securityVersion}`).digest('base64url');
}
