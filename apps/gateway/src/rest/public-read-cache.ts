import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { readSessionId } from '../session-cookie';
import { restRoutes } from './route-table';

/**
 * Public reads every visitor asks for (current and active draws, the
 * leaderboards, announcements, the login background) answered from memory:
 * one subgraph round trip per route and freshness window instead of one per
 * request, with an ETag so a client that has the answer gets 304.
 *
 * Freshness: a successful REST write through this gateway (POST, PATCH, PUT
 * or DELETE under /api) drops the groups it can affect at once; changes made
 * elsewhere (GraphQL mutations, the scheduler running or opening a draw,
 * another replica's writes) show within `maxAgeMs`, which is short
 * where figures move (1 s for draws: tickets sold grow with every purchase).
 * Access rules run before this (routeAccess), and the same body is correct
 * for every caller of these routes: none answers per-user fields.
 */
export interface CachedRoute {
  path: string;
  group: string;
  maxAgeMs: number;
}

/** The table's GET routes that name a `publicCache`, by their path under /api. */
export const PUBLIC_READS: CachedRoute[] = restRoutes.flatMap((route) =>
  route.method === 'GET' && route.publicCache ? [{ path: route.path.slice('/api'.length), ...route.publicCache }] : [],
);

/** Which cached groups a write under /api may change, by its path. */
function groupsChangedBy(path: string): string[] {
  if (/^\/(tickets|draws|admin\/draws|admin\/payouts)/.test(path)) return ['draws', 'leaderboard'];
  if (/^\/admin\/(leaderboard|announcements|login-background|settings)/.test(path)) return ['content', 'leaderboard', 'draws'];
  return [];
}

interface Entry {
  body: string;
  etag: string;
  storedAt: number;
  group: string;
}

export class PublicReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly routes: Map<string, CachedRoute>;

  constructor(routes: CachedRoute[] = PUBLIC_READS, private readonly now: () => number = Date.now) {
    this.routes = new Map(routes.map((route) => [route.path, route]));
  }

  invalidate(groups: readonly string[]): void {
    for (const [key, entry] of this.entries) if (groups.includes(entry.group)) this.entries.delete(key);
  }

  /** Serves cached public GETs; on a miss, keeps the route's 200 JSON answer. */
  readThrough(): RequestHandler {
    return (req, res, next) => {
      const route = req.method === 'GET' ? this.routes.get(req.path) : undefined;
      if (!route) return next();
      // Leaderboards name players, and a signed-in winner sees their own name
      // whole (docs/product-rules.md, "Public names"): only visitors' answers are shared.
      if (route.group === 'leaderboard' && readSessionId(req)) return next();
      const key = req.originalUrl;
      const entry = this.entries.get(key);
      if (entry && this.now() - entry.storedAt < route.maxAgeMs) return send(req, res, entry, route);
      const json = res.json.bind(res);
      res.json = (body: unknown) => {
        if (res.statusCode !== 200) return json(body);
        const text = JSON.stringify(body);
        const stored: Entry = { body: text, etag: `W/"${createHash('sha1').update(text).digest('base64url')}"`, storedAt: this.now(), group: route.group };
        this.entries.set(key, stored);
        send(req, res, stored, route);
        return res;
      };
      next();
    };
  }

  /** Drops what a successful write through this gateway may have changed. */
  invalidateOnWrites(): RequestHandler {
    return (req, res, next) => {
      if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
      const groups = groupsChangedBy(req.path);
      if (groups.length > 0) res.on('finish', () => {
        if (res.statusCode < 400) this.invalidate(groups);
      });
      next();
    };
  }
}

function send(req: Request, res: Response, entry: Entry, route: CachedRoute): void {
  res.setHeader('ETag', entry.etag);
  // A visitor's answer may be kept briefly; one with a session stays no-store (noStoreForSessions).
  if (!res.getHeader('Cache-Control')) res.setHeader('Cache-Control', `public, max-age=${Math.floor(route.maxAgeMs / 1000)}, must-revalidate`);
  if (req.headers['if-none-match'] === entry.etag) {
    res.status(304).end();
    return;
  }
  res.status(200).type('application/json').send(entry.body);
}
