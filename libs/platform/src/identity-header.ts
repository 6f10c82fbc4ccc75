import { createHmac, timingSafeEqual } from 'node:crypto';
import { isAdminRole, type CallerIdentity } from '@nova/contracts';

/** Short lifetime: the header only has to survive one gateway → subgraph hop. */
export const IDENTITY_LIFETIME_MS = 60_000;

interface SignedIdentity extends CallerIdentity {
  exp: number;
}

/** `base64url(json).base64url(hmac-sha256)`, valid for 60 seconds. */
export function signIdentity(caller: CallerIdentity, secret: string, now = Date.now()): string {
  const claims: SignedIdentity = {
    userId: caller.userId,
    isAdmin: caller.isAdmin,
    sessionId: caller.sessionId,
    ...(caller.securityVersion !== undefined ? { securityVersion: caller.securityVersion } : {}),
    ...(caller.isAdmin && caller.adminRole ? { adminRole: caller.adminRole } : {}),
    exp: now + IDENTITY_LIFETIME_MS,
  };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${mac(body, secret)}`;
}

/** The caller if the header is authentic and unexpired, otherwise null. */
export function verifyIdentity(header: string | undefined | null, secret: string, now = Date.now()): CallerIdentity | null {
  if (!header) return null;
  const [body, signature, extra] = header.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(body, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const claims = parseClaims(body);
  if (!claims || claims.exp < now) return null;
  const { exp: _exp, ...caller } = claims;
  return caller;
}

function mac(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

function parseClaims(body: string): SignedIdentity | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null) return null;
    const claims = value as Record<string, unknown>;
    if (
      typeof claims.userId !== 'string' ||
      typeof claims.isAdmin !== 'boolean' ||
      typeof claims.sessionId !== 'string' ||
      typeof claims.exp !== 'number' ||
      (claims.securityVersion !== undefined && !Number.isInteger(claims.securityVersion)) ||
      (claims.adminRole !== undefined && (claims.isAdmin !== true || !isAdminRole(claims.adminRole)))
    ) {
      return null;
    }
    return {
      userId: claims.userId,
      isAdmin: claims.isAdmin,
      sessionId: claims.sessionId,
      ...(claims.securityVersion !== undefined ? { securityVersion: claims.securityVersion as number } : {}),
      ...(isAdminRole(claims.adminRole) ? { adminRole: claims.adminRole } : {}),
      exp: claims.exp,
    };
  } catch {
    return null;
  }
}
