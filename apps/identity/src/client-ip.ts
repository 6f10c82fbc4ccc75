import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';

/**
 * The address sign-in limits count against. The gateway puts the browser's
 * address in X-Forwarded-For; subgraphs are reachable only from the gateway.
 * The platform's subgraph context does not carry the request, so the address
 * travels beside it in async-local storage for the request's lifetime.
 */
const clientIps = new AsyncLocalStorage<string | null>();

export const rememberClientIp: RequestHandler = (req, _res, next) => {
  const forwarded = req.get('x-forwarded-for')?.split(',')[0]?.trim().slice(0, 64);
  clientIps.run(forwarded || req.socket.remoteAddress || null, next);
};

export function currentClientIp(): string | null {
  return clientIps.getStore() ?? null;
}
