import { parse, serialize } from 'cookie';
import type { Request, Response } from 'express';
import { DEVICE_COOKIE, SESSION_COOKIE } from '@nova/contracts';

export interface CookieOptions {
  secure: boolean;
  maxAgeSeconds: number;
}

export function readSessionId(req: Request): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  const value = parse(header)[SESSION_COOKIE];
  // Session ids are base64url; anything else is not worth a store lookup.
  return value && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null;
}

/** HttpOnly so scripts never see it; Lax so cross-site POSTs do not carry it. */
export function setSessionCookie(res: Response, sessionId: string, options: CookieOptions): void {
  res.append(
    'Set-Cookie',
    serialize(SESSION_COOKIE, sessionId, {
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secure,
      path: '/',
      maxAge: options.maxAgeSeconds,
    }),
  );
}

export function clearSessionCookie(res: Response, options: CookieOptions): void {
  res.append(
    'Set-Cookie',
    serialize(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure: options.secure, path: '/', maxAge: 0 }),
  );
}

/** The remembered-device cookie: identity signs and checks it; the gateway only carries it. */
export function readDeviceToken(req: Request): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  const value = parse(header)[DEVICE_COOKIE];
  return value && /^[A-Za-z0-9._-]{20,200}$/.test(value) ? value : null;
}

/** 30 days, HttpOnly and Strict: it only spares a two-factor code at sign-in on this browser. */
export function setDeviceCookie(res: Response, token: string, options: Pick<CookieOptions, 'secure'>): void {
  res.append(
    'Set-Cookie',
    serialize(DEVICE_COOKIE, token, { httpOnly: true, sameSite: 'strict', secure: options.secure, path: '/', maxAge: 30 * 24 * 3600 }),
  );
}
