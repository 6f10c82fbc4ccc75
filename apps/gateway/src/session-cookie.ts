import { parse, serialize } from 'cookie';
import type { Request, Response } from 'express';
import { SESSION_COOKIE } from '@nova/contracts';

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
