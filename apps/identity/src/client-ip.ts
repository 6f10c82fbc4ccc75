import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';
import { CLIENT_ADDRESS_HEADER, verifyClientAddress } from '@nova/platform';

/**
 * The address sign-in limits count against: the browser's address, as the
 * gateway signs it in its client-address header. X-Forwarded-For is never
 * read: whoever reached the service directly could write any address there
 * and escape the per-address limits. Without a valid signature the
 * connection's own address counts. The platform's subgraph context does not
 * carry the request, so the address travels beside it in async-local
 * storage for the request's lifetime.
 */
const clientIps = new AsyncLocalStorage<string | null>();

export function rememberClientIp(secret: string): RequestHandler {
  return (req, _res, next) => {
    const signed = verifyClientAddress(req.get(CLIENT_ADDRESS_HEADER), secret);
    clientIps.run(signed ?? req.socket.remoteAddress ?? null, next);
  };
}

export function currentClientIp(): string | null {
  return clientIps.getStore() ?? null;
}
