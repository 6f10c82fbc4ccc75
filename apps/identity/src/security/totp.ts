import { Secret, TOTP } from 'otpauth';

/** RFC 6238 with the parameters every authenticator app reads: SHA-1, 6 digits, 30 s. */
const PERIOD_SECONDS = 30;

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

function totpOf(secretBase32: string, issuer = 'Nova Jackpot', label = 'account'): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secretBase32) });
}

/** The otpauth:// address a QR code carries. */
export const totpUri = (secretBase32: string, issuer: string, label: string): string => totpOf(secretBase32, issuer, label).toString();

/**
 * The time step of `code` if it is valid now (one step of clock drift either
 * way), else null. Callers refuse a step at or before the last accepted one.
 */
export function acceptedStep(secretBase32: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}
