import { Router } from 'express';
import type { RestRoute, RouteDeps } from './rest-route';

/** A route as served: `{ method: 'POST', path: '/api/tickets/buy' }`. */
export interface ServedRoute {
  method: RestRoute['method'];
  path: string;
}

/**
 * One router holding every route of the table, for `app.use('/api', …)`.
 * Table paths start with /api; the router sees them without it.
 */
export function restRouter(routes: readonly RestRoute[], deps: RouteDeps): { router: Router; served: ServedRoute[] } {
  const router = Router();
  const served: ServedRoute[] = [];
  for (const route of routes) {
    if (!route.path.startsWith('/api/')) throw new Error(`REST route outside /api: ${route.path}`);
    const method = route.method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete';
    router[method](route.path.slice('/api'.length), ...route.handlers(deps));
    served.push({ method: route.method, path: route.path });
  }
  return { router, served };
}
