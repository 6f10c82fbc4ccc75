import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { fingerprintOf, timed, type IdempotentResponses } from '@nova/platform';
import type { ContextFactory } from './run-operation';
import { routeFor, type RestRoute } from './route-table';

/** Set on a replayed answer, so clients and logs can tell a copy from the first run. */
export const REPLAY_HEADER = 'idempotent-replayed';

/**
 * For the money-moving routes (route-table.ts `idempotency: 'gateway'`): a
 * request with an Idempotency-Key runs once per signed-in caller, route and
 * key; every copy (concurrent or up to 24 h later) gets the first answer's
 * status and JSON body, and the same key with another body is refused with
 * 409 IDEMPOTENCY_CONFLICT. Mounted on `/api` before the routes.
 */
export function idempotentRoutes(responses: IdempotentResponses, context: ContextFactory): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const key = req.get('idempotency-key');
    const path = `${req.baseUrl}${req.path}`;
    const rule = routeFor(req.method, path);
    if (key === undefined || rule?.idempotency !== 'gateway') {
      next();
      return;
    }
    run(req, res, next, rule, path, key).catch(next);
  };

  async function run(req: Request, res: Response, next: NextFunction, rule: RestRoute, path: string, key: string): Promise<void> {
    const caller = (await context(req, res)).auth.caller;
    // Signed out: the route answers 401 itself, nothing to keep.
    if (!caller) return next();
    const scope = {
      caller: caller.userId,
      // Per route, not per record: the same key sent for another draw or deposit is refused.
      operation: `${rule.method} ${rule.path}`,
      key,
      fingerprint: fingerprintOf({ path, query: req.query, body: req.body as unknown }),
    };
    const claim = await timed('idempotency.claim', () => responses.claim(scope));
    if (claim.kind === 'replay') {
      res.status(claim.response.status).setHeader(REPLAY_HEADER, 'true').json(claim.response.body);
      return;
    }
    // With Redis unreachable the release fails too; the claim then expires on its own. An
    // unhandled rejection here would take the whole gateway down (seen in the chaos test).
    const releaseQuietly = () => void claim.release().catch(() => undefined);
    let kept = false;
    const send = res.json.bind(res);
    res.json = (body: unknown) => {
      kept = true;
      // Stored before it is sent: a copy that reads the store never sees less than the first caller.
      timed('idempotency.save', () => claim.save({ status: res.statusCode, body: JSON.parse(JSON.stringify(body ?? null)) as unknown })).then(
        () => send(body),
        () => {
          releaseQuietly();
          send(body);
        },
      );
      return res;
    };
    // An answer sent some other way is not kept. A client that hangs up does
    // not free the key: the request runs on and its answer is saved.
    res.on('finish', () => {
      if (!kept) releaseQuietly();
    });
    next();
  }
}
