import type { Express } from 'express';

/** One REST route the gateway answers, e.g. `{ method: 'POST', path: '/api/tickets/buy' }`. */
export interface RouteEntry {
  method: string;
  /** Express path with `:params`. */
  path: string;
}

interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/**
 * Every route mounted on the app, read from express's own router, so tests
 * that sweep the API (fuzzing, authorization) cover new routes without a list
 * to keep up to date.
 */
export function routeTable(app: Express): RouteEntry[] {
  const routes: RouteEntry[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route && typeof layer.route.path === 'string') {
        for (const [method, enabled] of Object.entries(layer.route.methods)) {
          const entry = { method: method.toUpperCase(), path: `${prefix}${layer.route.path}` };
          // A path can have several layers (a rate limit before the route itself): list it once.
          if (enabled && method !== '_all' && !routes.some((route) => route.method === entry.method && route.path === entry.path)) routes.push(entry);
        }
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack, `${prefix}${typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : ''}`);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return routes;
}
