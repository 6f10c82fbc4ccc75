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
  const tooMany = tooManyFields(text);
  if (tooMany) return refuse(res, 400, `Too many fields: at most ${MAX_FIELDS} per request`, 'BAD_USER_INPUT');
  next();
};

/**
 * The verdicts on documents seen lately, by their text: the web client sends
 * the same few dozen documents over and over, and each is parsed here once,
 * not on every request (Apollo keeps its own parsed and validated copy).
 */
const verdicts = new Map<string, boolean>();
const REMEMBERED_VERDICTS = 1000;
/** Longer documents are not remembered (at most about 10 MB in all). */
const REMEMBERED_TEXT_CHARS = 10_000;

function tooManyFields(text: string): boolean {
  const known = verdicts.get(text);
  if (known !== undefined) return known;
  let document: DocumentNode;
  try {
    document = parse(text, { ...queryParseOptions, noLocation: true });
  } catch {
    return false; // Apollo answers the syntax error itself
  }
  const verdict = expandedFieldCount(document, MAX_FIELDS) > MAX_FIELDS;
  if (text.length > REMEMBERED_TEXT_CHARS) return verdict;
  if (verdicts.size >= REMEMBERED_VERDICTS) verdicts.delete(verdicts.keys().next().value as string);
  verdicts.set(text, verdict);
  return verdict;
}

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
