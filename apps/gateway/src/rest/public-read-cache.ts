import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { KeyValueStore } from '@nova/platform';
import { changeOfEvent, changeOfRestWrite, type CacheChange, type CacheEvent, type CacheGroup } from './cache-invalidation';
import { readSessionId } from '../session-cookie';
import { restRoutes } from './route-table';

/**
 * Public reads every visitor asks for (current and active draws, the
 * leaderboards, announcements, the login background) answered from a cache
 * shared by the gateway's replicas: the key-value store (Redis in stack mode,
 * memory when embedded). One subgraph round trip per route until something
 * changes it, not one per request; an ETag lets a client that has the answer
 * get 304.
 *
 * Kept until changed (cache-invalidation.ts): the bus events every replica
 * reads (a draw opened, closed, completed, a payout paid, settings saved) and
 * writes through the gateway drop a group's answers at once; a ticket sold
 * only marks the draws changed, and a changed answer is read again once it
 * is older than its route's max-age (1 s for draws), so a stream of purchases
 * costs one read per second, not one per purchase. `holdMs` bounds an answer's
 * life in case an event was missed (a replica cut off from NATS).
 *
 * Each answer carries the time its read began; a replica treats an answer
 * read before the latest change it saw as gone, so a read that raced a
 * change is never served past it. Access rules run before this
 * (routeAccess), and the same body is right for every caller of these
 * routes: none answers per-user fields.
 *
 * In front of the shared store each replica keeps the answers it served in
 * memory for LOCAL_MS, under the same freshness rules: a hot route costs no
 * store round trip per request. A drop this replica makes or sees clears its
 * memory at once; a drop made by another replica's write reaches it through
 * that write's bus event, and at the latest LOCAL_MS later, when it asks the
 * store again.
 */
export interface CachedRoute {
  path: string;
  group: CacheGroup;
  maxAgeMs: number;
}

/** The table's GET routes that name a `publicCache`, by their path under /api. */
export const PUBLIC_READS: CachedRoute[] = restRoutes.flatMap((route) =>
  route.method === 'GET' && route.publicCache ? [{ path: route.path.slice('/api'.length), ...route.publicCache }] : [],
);

/** Longest life of an answer per group, should an event be missed. */
export const HOLD_MS: Record<CacheGroup, number> = { draws: 30_000, leaderboard: 60_000, content: 300_000 };

/** How long a replica answers from its own memory before asking the shared store again. */
export const LOCAL_MS = 250;

/** Distinct query strings cached per group and replica; further ones are answered uncached. */
const MAX_QUERY_KEYS_PER_GROUP = 64;

interface Entry {
  body: string;
  etag: string;
  /** When the read that produced it began (ms since the epoch). */
  readAt: number;
}

const entryKey = (group: CacheGroup, url: string) => `public-read:${group}:${url}`;
const groupKey = (group: CacheGroup) => `public-read-keys:${group}`;

export class PublicReadCache {
  private readonly routes: Map<string, CachedRoute>;
  /** The latest drop of each group this replica made or saw. */
  private readonly droppedAt = new Map<CacheGroup, number>();
  /** The latest sale (or other small change) this replica saw per group. */
  private readonly touchedAt = new Map<CacheGroup, number>();
  /** Keys with a query string this replica has cached, per group (MAX_QUERY_KEYS_PER_GROUP). */
  private readonly queryKeys = new Map<CacheGroup, Set<string>>();
  /** Answers this replica served lately (LOCAL_MS), by key; bounded like the keys themselves. */
  private readonly local = new Map<string, { entry: Entry; group: CacheGroup; until: number }>();
  /** Reads in progress on this replica, so a burst of misses on one key runs the route once. */
  private readonly filling = new Map<string, Promise<Entry | null>>();

  constructor(
    private readonly store: KeyValueStore,
    routes: CachedRoute[] = PUBLIC_READS,
    private readonly now: () => number = Date.now,
  ) {
    this.routes = new Map(routes.map((route) => [route.path, route]));
  }

  /** Drops groups now (here and, through the shared store, for every replica) or marks them changed. */
  async apply(change: CacheChange): Promise<void> {
    const at = this.now();
    for (const group of change.touch) this.touchedAt.set(group, at);
    for (const group of change.drop) this.droppedAt.set(group, at);
    for (const [key, held] of this.local) if (change.drop.includes(held.group)) this.local.delete(key);
    if (change.dropAgainAfterMs !== undefined && change.drop.length > 0) {
      const again = setTimeout(() => void this.apply({ drop: change.drop, touch: [] }).catch(() => undefined), change.dropAgainAfterMs);
      again.unref();
    }
    await Promise.all(change.drop.map((group) => this.deleteGroup(group)));
  }

  /** A bus event (event-feed.ts), read by every replica. */
  onEvent(item: CacheEvent): Promise<void> {
    return this.apply(changeOfEvent(item));
  }

  /** Serves cached public GETs; on a miss, runs the route once and keeps its 200 JSON answer. */
  readThrough(): RequestHandler {
    return (req, res, next) => {
      const route = req.method === 'GET' ? this.routes.get(req.path) : undefined;
      if (!route) return next();
      // Leaderboards name players, and a signed-in winner sees their own name
      // whole (docs/product-rules.md, "Public names"): only visitors' answers are shared.
      if (route.group === 'leaderboard' && readSessionId(req)) return next();
      this.serve(req, res, next, route).catch(next);
    };
  }

  /** Applies what a write through this gateway changes, once it has succeeded. */
  invalidateOnWrites(): RequestHandler {
    return (req, res, next) => {
      if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
      const change = changeOfRestWrite(req.path);
      if (change.drop.length > 0 || change.touch.length > 0) {
        res.on('finish', () => {
          if (res.statusCode < 400) void this.apply(change).catch(() => undefined);
        });
      }
      next();
    };
  }

  private async serve(req: Request, res: Response, next: () => void, route: CachedRoute): Promise<void> {
    const key = entryKey(route.group, req.originalUrl);
    const held = this.local.get(key);
    if (held && held.until > this.now() && this.fresh(held.entry, route)) return send(req, res, held.entry, route);
    const stored = await this.read(key);
    if (stored && this.fresh(stored, route)) {
      this.hold(key, route, stored);
      return send(req, res, stored, route);
    }
    const inFlight = this.filling.get(key);
    if (inFlight) {
      const other = await inFlight;
      if (other) return send(req, res, other, route);
      return next(); // the other read failed: this one tries for itself
    }
    // Keys with a query string (leaderboard periods) are bounded per replica, so odd queries cannot fill the store.
    if (req.originalUrl.includes('?') && !this.roomFor(route.group, key)) return next();
    let settle: (entry: Entry | null) => void = () => undefined;
    const filled = new Promise<Entry | null>((resolve) => (settle = resolve));
    this.filling.set(key, filled);
    const readAt = this.now();
    let settled = false;
    const done = (entry: Entry | null) => {
      if (settled) return;
      settled = true;
      if (this.filling.get(key) === filled) this.filling.delete(key);
      settle(entry);
    };
    res.on('close', () => done(null)); // answered some other way (an error): nothing kept
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      if (res.statusCode !== 200) return json(body);
      const text = JSON.stringify(body);
      const entry: Entry = { body: text, etag: `W/"${createHash('sha1').update(text).digest('base64url')}"`, readAt };
      done(entry);
      void this.keep(key, route, entry).catch(() => undefined);
      send(req, res, entry, route);
      return res;
    };
    next();
  }

  private roomFor(group: CacheGroup, key: string): boolean {
    const keys = this.queryKeys.get(group) ?? new Set<string>();
    this.queryKeys.set(group, keys);
    if (keys.has(key) || keys.size < MAX_QUERY_KEYS_PER_GROUP) {
      keys.add(key);
      return true;
    }
    return false;
  }

  private fresh(entry: Entry, route: CachedRoute): boolean {
    const age = this.now() - entry.readAt;
    if (age >= HOLD_MS[route.group] || entry.readAt <= (this.droppedAt.get(route.group) ?? -Infinity)) return false;
    const touched = this.touchedAt.get(route.group) ?? -Infinity;
    return !(touched >= entry.readAt && age >= route.maxAgeMs);
  }

  private async read(key: string): Promise<Entry | null> {
    const text = await this.store.get(key).catch(() => null); // a store out of reach is a miss, not an error
    if (text === null) return null;
    try {
      return JSON.parse(text) as Entry;
    } catch {
      return null;
    }
  }

  /** Stores an answer unless a drop came after its read began (it could predate the change). */
  private async keep(key: string, route: CachedRoute, entry: Entry): Promise<void> {
    if (entry.readAt <= (this.droppedAt.get(route.group) ?? -Infinity)) return;
    this.hold(key, route, entry);
    await this.store.set(key, JSON.stringify(entry), { ttlSeconds: Math.ceil(HOLD_MS[route.group] / 1000) });
    await this.store.setAdd(groupKey(route.group), key);
  }

  private hold(key: string, route: CachedRoute, entry: Entry): void {
    // Keys are few (routes, and MAX_QUERY_KEYS_PER_GROUP query strings): this only guards against a surprise.
    if (this.local.size >= 4 * MAX_QUERY_KEYS_PER_GROUP) this.local.clear();
    this.local.set(key, { entry, group: route.group, until: this.now() + LOCAL_MS });
  }

  private async deleteGroup(group: CacheGroup): Promise<void> {
    const keys = await this.store.setMembers(groupKey(group));
    await Promise.all(keys.map(async (key) => {
      await this.store.del(key);
      await this.store.setRemove(groupKey(group), key);
    }));
  }
}

/** True when an If-None-Match header names this ETag (weak comparison, lists and `*` included). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

function send(req: Request, res: Response, entry: Entry, route: CachedRoute): void {
  res.setHeader('ETag', entry.etag);
  // A visitor's answer may be kept briefly; one with a session stays no-store (noStoreForSessions).
  if (!res.getHeader('Cache-Control')) res.setHeader('Cache-Control', `public, max-age=${Math.floor(route.maxAgeMs / 1000)}, must-revalidate`);
  if (etagMatches(req.headers['if-none-match'], entry.etag)) {
    res.status(304).end();
    return;
  }
  res.status(200).type('application/json').send(entry.body);
}
