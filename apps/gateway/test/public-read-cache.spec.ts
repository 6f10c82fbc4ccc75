import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMemoryStore, type KeyValueStore } from '@nova/platform';
import { etagMatches, HOLD_MS, LOCAL_MS, PublicReadCache } from '../src/rest/public-read-cache';
import { changeOfEvent, changeOfMutation, changeOfRestWrite, SETTINGS_SETTLE_MS, type CacheEvent } from '../src/rest/cache-invalidation';

const event = (subject: CacheEvent['subject'], fields: Record<string, unknown> = {}) =>
  ({ subject, event: { id: '00000000-0000-4000-8000-000000000001', occurredAt: new Date().toISOString(), drawId: 'd1', ...fields } }) as unknown as CacheEvent;

/** The gateway's cache of public reads (on the embedded mode's memory store), in front of a route that counts how often it really runs. */
describe('public read cache', () => {
  let clock = 1_000_000;
  let served = 0;
  let sold = 0;
  let name = 'Daily';
  let holdRoute: Promise<void> | null = null;
  let server: Server;
  let baseUrl: string;
  let cache: PublicReadCache;

  beforeAll(async () => {
    cache = new PublicReadCache(createMemoryStore({ prefix: 'cache-test' }), undefined, () => clock);
    const app = express();
    app.use('/api', cache.invalidateOnWrites(), cache.readThrough());
    app.get('/api/draws/current', (_req, res) => {
      served += 1;
      const body = [{ id: 'd1', name, ticketsSold: sold }];
      if (holdRoute) void holdRoute.then(() => res.json(body));
      else res.json(body);
    });
    app.post('/api/tickets/buy', (_req, res) => {
      sold += 1;
      res.status(201).json({ ok: true });
    });
    app.post('/api/draws/:id/trigger', (_req, res) => {
      res.status(409).json({ error: 'not due' });
    });
    app.post('/api/draws', (_req, res) => {
      name = 'Weekly';
      res.status(201).json({ ok: true });
    });
    server = await new Promise((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const read = (headers: Record<string, string> = {}) => fetch(`${baseUrl}/api/draws/current`, { headers });
  const body = async () => ((await (await read()).json()) as Array<{ name: string; ticketsSold: number }>)[0];
  const post = (path: string) => fetch(`${baseUrl}${path}`, { method: 'POST' });

  it('answers repeated reads from the store with an ETag and Cache-Control, 304 for a matching If-None-Match', async () => {
    const first = await read();
    const second = await read();
    expect(served).toBe(1);
    expect(await second.json()).toEqual(await first.json());
    const etag = second.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    expect(second.headers.get('cache-control')).toBe('public, max-age=1, must-revalidate');
    const revalidated = await read({ 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect((await read({ 'if-none-match': `W/"other", ${etag}` })).status).toBe(304);
    expect((await read({ 'if-none-match': 'W/"other"' })).status).toBe(200);
    expect(served).toBe(1);
  });

  it('keeps an answer past its max-age while nothing changes it, until the hold time', async () => {
    name = 'Renamed where the gateway cannot see it';
    clock += 5_000;
    expect((await body())?.name).toBe('Daily');
    expect(served).toBe(1);
    clock += HOLD_MS.draws;
    expect((await body())?.name).toBe(name);
    expect(served).toBe(2);
  });

  it('a draw event drops the cached draws at once', async () => {
    name = 'Daily';
    await cache.onEvent(event('draws.draw.closed.v1', { ticketListHash: 'x', ticketsSold: 0, salesMinor: 0 }));
    // A read that begins in the very millisecond of a drop might predate it: it is not kept.
    clock += 1;
    expect((await body())?.name).toBe('Daily');
    expect(served).toBe(3);
    await read();
    expect(served).toBe(3);
  });

  it('a sale only marks the draws changed: read again once the answer is older than its max-age', async () => {
    const before = served;
    expect((await post('/api/tickets/buy')).status).toBe(201);
    await cache.onEvent(event('draws.ticket.purchased.v1'));
    // Still within the second the answer may be kept: no read.
    expect((await body())?.ticketsSold).toBe(sold - 1);
    expect(served).toBe(before);
    clock += 1_000;
    expect((await body())?.ticketsSold).toBe(sold);
    expect(served).toBe(before + 1);
    // Purchases before the new answer was read do not make it stale.
    clock += 2_000;
    await read();
    expect(served).toBe(before + 1);
  });

  it('a successful write through the gateway drops the groups it changes; a refused one does not', async () => {
    const before = served;
    expect((await post('/api/draws/d1/trigger')).status).toBe(409);
    await read();
    expect(served).toBe(before);
    expect((await post('/api/draws')).status).toBe(201);
    // The drop runs once the answer is finished: the next read after it sees the change.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await body())?.name).toBe('Weekly');
    expect(served).toBe(before + 1);
  });

  it('a burst of misses on one key runs the route once', async () => {
    await cache.apply({ drop: ['draws'], touch: [] });
    clock += 1;
    const before = served;
    let release: () => void = () => undefined;
    holdRoute = new Promise((resolve) => (release = resolve));
    const burst = Promise.all(Array.from({ length: 10 }, () => read()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    const replies = await burst;
    holdRoute = null;
    expect(replies.map((reply) => reply.status)).toEqual(Array(10).fill(200));
    expect(served).toBe(before + 1);
  });

  it('an answer whose read began before a drop is served to its caller but not kept', async () => {
    await cache.apply({ drop: ['draws'], touch: [] });
    clock += 1;
    const before = served;
    let release: () => void = () => undefined;
    holdRoute = new Promise((resolve) => (release = resolve));
    const racing = read();
    await new Promise((resolve) => setTimeout(resolve, 50));
    clock += 1;
    await cache.apply({ drop: ['draws'], touch: [] });
    release();
    expect((await racing).status).toBe(200);
    holdRoute = null;
    clock += 1;
    await read();
    expect(served).toBe(before + 2);
  });

  it('a settings change drops again once the other services\' copies have caught up', async () => {
    expect(changeOfEvent(event('content.settings.changed.v1')).dropAgainAfterMs).toBe(SETTINGS_SETTLE_MS);
    expect(changeOfRestWrite('/admin/settings').dropAgainAfterMs).toBe(SETTINGS_SETTLE_MS);
    expect(changeOfMutation(['updateSettings']).dropAgainAfterMs).toBe(SETTINGS_SETTLE_MS);
    expect(changeOfMutation(['createAnnouncement']).dropAgainAfterMs).toBeUndefined();

    // The draws service has not taken the new settings yet: its answer right after the drop is the old one.
    name = 'Old share';
    await cache.apply({ drop: ['draws'], touch: [], dropAgainAfterMs: 100 });
    clock += 1;
    expect((await body())?.name).toBe('Old share');
    name = 'New share';
    clock += 1;
    expect((await body())?.name).toBe('Old share');
    await new Promise((resolve) => setTimeout(resolve, 200));
    clock += 1;
    expect((await body())?.name).toBe('New share');
  });
});

/** Two gateway replicas sharing one store, each with its memory in front of it. */
describe('public read cache across replicas', () => {
  let clock = 5_000_000;
  let name = 'Daily';
  let storeReads = 0;
  const shared = createMemoryStore({ prefix: 'cache-replicas-test' });
  // The shared store, counting the reads that reach it.
  const counted: KeyValueStore = Object.assign(Object.create(shared) as KeyValueStore, {
    get: (key: string) => {
      storeReads += 1;
      return shared.get(key);
    },
  });
  const servers: Server[] = [];
  const replicas: Array<{ cache: PublicReadCache; url: string }> = [];

  beforeAll(async () => {
    for (let i = 0; i < 2; i += 1) {
      const cache = new PublicReadCache(counted, undefined, () => clock);
      const app = express();
      app.use('/api', cache.invalidateOnWrites(), cache.readThrough());
      app.get('/api/draws/current', (_req, res) => res.json([{ id: 'd1', name }]));
      app.post('/api/draws', (_req, res) => {
        name = 'Weekly';
        res.status(201).json({ ok: true });
      });
      const server: Server = await new Promise((resolve) => {
        const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
      });
      servers.push(server);
      replicas.push({ cache, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    }
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  const nameAt = async (replica: number) => ((await (await fetch(`${replicas[replica]!.url}/api/draws/current`)).json()) as Array<{ name: string }>)[0]?.name;

  it('answers a hot route from memory, asking the shared store again after LOCAL_MS', async () => {
    expect(await nameAt(0)).toBe('Daily');
    const afterFill = storeReads;
    for (let i = 0; i < 5; i += 1) expect(await nameAt(0)).toBe('Daily');
    expect(storeReads).toBe(afterFill);
    // The other replica takes the answer from the store once, then from its memory.
    expect(await nameAt(1)).toBe('Daily');
    expect(await nameAt(1)).toBe('Daily');
    expect(storeReads).toBe(afterFill + 1);
    clock += LOCAL_MS;
    expect(await nameAt(0)).toBe('Daily');
    expect(storeReads).toBe(afterFill + 2);
  });

  it("a write through one replica is seen by the other at once with its event, and within LOCAL_MS without it", async () => {
    expect(await nameAt(1)).toBe('Daily');
    expect((await fetch(`${replicas[0]!.url}/api/draws`, { method: 'POST' })).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 20));
    clock += 1;
    expect(await nameAt(0)).toBe('Weekly');
    // Replica 1 has not seen the event yet: its memory may answer, but no longer than LOCAL_MS.
    expect(await nameAt(1)).toBe('Daily');
    clock += LOCAL_MS;
    expect(await nameAt(1)).toBe('Weekly');

    name = 'Monthly';
    await replicas[0]!.cache.apply({ drop: ['draws'], touch: [] });
    await replicas[1]!.cache.onEvent(event('draws.draw.opened.v1'));
    clock += 1;
    expect(await nameAt(1)).toBe('Monthly');
  });
});

describe('etagMatches', () => {
  it('compares weakly, reads lists and *', () => {
    expect(etagMatches('W/"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('W/"b", W/"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('*', 'W/"a"')).toBe(true);
    expect(etagMatches('W/"b"', 'W/"a"')).toBe(false);
    expect(etagMatches(undefined, 'W/"a"')).toBe(false);
  });
});
