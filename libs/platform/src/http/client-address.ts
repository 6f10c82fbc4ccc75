import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The browser's address as the gateway saw it, signed with the internal
 * secret. Subgraphs count per-address limits (sign-in) against it; a bare
 * X-Forwarded-For is not trusted, since anyone who reaches a subgraph
 * directly could write any address there.
 */
export const CLIENT_ADDRESS_HEADER = 'x-nova-client-address';

/** The header only has to survive one gateway → subgraph hop. */
const LIFETIME_MS = 60_000;
const MAX_ADDRESS_LENGTH = 64;

/** `base64url(address).expiry.base64url(hmac-sha256)`. */
export function signClientAddress(address: string, secret: string, now = Date.now()): string {
  const body = `${Buffer.from(address.slice(0, MAX_ADDRESS_LENGTH)).toString('base64url')}.${now + LIFETIME_MS}`;
  return `${body}.${mac(body, secret)}`;
}

/** The address if the header is authentic and unexpired, otherwise null. */
export function verifyClientAddress(header: string | undefined | null, secret: string, now = Date.now()): string | null {
  if (!header) return null;
  const parts = header.split('.');
  if (parts.length !== 3) return null;
  const [encoded = '', expiry = '', signature = ''] = parts;
  const expected = Buffer.from(mac(`${encoded}.${expiry}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (!/^\d{1,15}$/.test(expiry) || Number(expiry) < now) return null;
  const address = Buffer.from(encoded, 'base64url').toString('utf8');
  return address.length > 0 && address.length <= MAX_ADDRESS_LENGTH ? address : null;
}

function mac(body: string, secret: string): string {
  return createHmac('sha256', secret).update(`client-address:${body}`).digest('base64url');
}
