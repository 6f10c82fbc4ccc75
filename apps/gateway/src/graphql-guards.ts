import type { Request, RequestHandler, Response } from 'express';
import { parse, type DocumentNode } from 'graphql';
import { isAppError, retryAfterSeconds, type RateLimiter } from '@nova/platform';
import type { GatewayContext } from './context';
import { expandedFieldCount } from './document-shape';
import { MAX_FIELDS, queryParseOptions } from './query-limits';

/**
 * Checks in front of Apollo on /graphql, for documents sent by callers.
 * They answer in the GraphQL error shape, as Apollo would.
 */

function refuse(res: Response, status: number, message: string, code: string, extra: Record<string, unknown> = {}): void {
  res.status(status).json({ errors: [{ message, extensions: { code, ...extra } }] });
}

function documentText(req: Request): unknown {
  if (req.method === 'GET') return req.query.query;
  return typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body) ? (req.body as { query?: unknown }).query : undefined;
}

/**
 * Refuses a document with more than MAX_FIELDS fields (fragments expanded)
 * before Apollo validates it: validation compares same-named fields pairwise,
 * so a small document repeating one field a few thousand times cost
 * hundreds of milliseconds of one core. The parse is bounded by the token
 * limit; anything that does not parse is left to Apollo's own error.
 */
export const graphqlDocumentLimit: RequestHandler = (req, res, next) => {
  const text = documentText(req);
  if (typeof text !== 'string') return next();
  let document: DocumentNode;
  try {
    document = parse(text, { ...queryParseOptions, noLocation: true });
  } catch {
    return next();
  }
  if (expandedFieldCount(document, MAX_FIELDS) > MAX_FIELDS) {
    return refuse(res, 400, `Too many fields: at most ${MAX_FIELDS} per request`, 'BAD_USER_INPUT');
  }
  next();
};

/**
 * Every /graphql request of a caller without a valid session spends one
 * point of its address's budget before its document is parsed; signed-in players are
 * limited per action instead (rate-limits.ts).
 */
export function anonymousGraphqlRateLimit(limiter: RateLimiter, context: (req: Request, res: Response) => Promise<GatewayContext>): RequestHandler {
  return (req, res, next) => {
    context(req, res)
      .then(async ({ auth, clientIp }) => {
        if (!auth.caller) await limiter.consume(clientIp);
        next();
      })
      .catch((error: unknown) => {
        if (!isAppError(error) || error.code !== 'RATE_LIMITED') return next(error);
        const seconds = retryAfterSeconds(error);
        if (seconds !== undefined) res.setHeader('Retry-After', String(seconds));
        refuse(res, 429, error.message, 'RATE_LIMITED', seconds !== undefined ? { retryAfterSeconds: seconds } : {});
      });
  };
}

/**
 * One context per HTTP request: the rate limit above and Apollo share it, so
 * the session is looked up once.
 */
export function contextOncePerRequest(context: (req: Request, res: Response) => Promise<GatewayContext>) {
  const contexts = new WeakMap<Request, Promise<GatewayContext>>();
  return (req: Request, res: Response): Promise<GatewayContext> => {
    let built = contexts.get(req);
    if (!built) {
      built = context(req, res);
      contexts.set(req, built);
    }
    return built;
  };
}
