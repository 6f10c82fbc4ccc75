import type { RequestHandler } from 'express';
import { AppError, requireAdminRole } from '@nova/platform';
import type { ContextFactory } from './run-operation';
import { routeFor } from './route-table';

/**
 * Enforces each route's `access` (route-table.ts) before the route runs:
 * visitors get 401 on player and admin routes, players 403 on admin routes,
 * admins 403 on admin routes their role may not call,
 * whatever the body holds (so a refused caller learns nothing from input
 * checks). The subgraphs check the caller again on every field.
 */
export function routeAccess(context: ContextFactory): RequestHandler {
  return (req, res, next) => {
    const rule = routeFor(req.method, `${req.baseUrl}${req.path}`);
    if (!rule || rule.access === 'public') {
      next();
      return;
    }
    context(req, res)
      .then(({ auth: { caller } }) => {
        if (!caller) throw new AppError('UNAUTHENTICATED', 'Unauthorized');
        if (rule.access === 'admin') requireAdminRole(caller, ...(rule.roles ?? []));
      })
      .then(() => next(), next);
  };
}
