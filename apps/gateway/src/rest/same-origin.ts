import type { Request, RequestHandler } from 'express';

/** Methods that change state: a page on another origin must not make the browser send them with our cookie. */
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_ORIGIN_MESSAGE = 'Cross-origin request refused: changes are accepted only from this site’s own pages';

export interface RequestOrigin {
  /** The Origin header, if any. */
  origin: string | undefined;
  /** The Sec-Fetch-Site header, if any. */
  fetchSite: string | undefined;
  /** This gateway's origin as the request addressed it (scheme and Host). */
  ownOrigin: string;
}

/**
 * Whether a state-changing request came from a page of another origin.
 * The session cookie is SameSite=Lax, which stops other sites but not a
 * sibling origin of the same site (another subdomain, another port): those
 * are refused here.
 *  1. An Origin on the trusted list (TRUSTED_ORIGINS) is accepted.
 *  2. Sec-Fetch-Site, which a page cannot forge, decides when sent:
 *     `same-origin` and `none` (typed by the user) pass, `same-site` and
 *     `cross-site` do not. It also holds behind a proxy that rewrites Host.
 *  3. Otherwise Origin must equal this gateway's own origin; `null` (a
 *     sandboxed or privacy-sensitive context) is refused.
 *  4. With neither header the request is not from a current browser's page
 *     (curl, a server, a test client; every browser that lacks
 *     Sec-Fetch-Site still sends Origin on a POST): it passes, since no
 *     other page can have made it and its cookie, if any, is its own.
 */
export function isCrossOrigin({ origin, fetchSite, ownOrigin }: RequestOrigin, trustedOrigins: ReadonlySet<string>): boolean {
  if (origin !== undefined && trustedOrigins.has(origin)) return false;
  if (fetchSite !== undefined) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  if (origin === undefined) return false;
  return origin !== ownOrigin;
}

function requestOrigin(req: Request): RequestOrigin {
  // Behind trusted proxies (TRUST_PROXY_HOPS) Express reads X-Forwarded-Proto/-Host here.
  return { origin: req.get('origin'), fetchSite: req.get('sec-fetch-site')?.toLowerCase(), ownOrigin: `${req.protocol}://${req.host}` };
}

/**
 * 403 for a state-changing request from another origin, before any route
 * runs, on REST and GraphQL alike (GraphQL answers in its error shape).
 */
export function sameOriginCheck(trustedOrigins: readonly string[]): RequestHandler {
  const trusted = new Set(trustedOrigins);
  return (req, res, next) => {
    if (!STATE_CHANGING.has(req.method) || !isCrossOrigin(requestOrigin(req), trusted)) return next();
    if (req.baseUrl === '/graphql') {
      res.status(403).json({ errors: [{ message: CROSS_ORIGIN_MESSAGE, extensions: { code: 'FORBIDDEN' } }] });
    } else {
      res.status(403).json({ message: CROSS_ORIGIN_MESSAGE, code: 'FORBIDDEN' });
    }
  };
}
