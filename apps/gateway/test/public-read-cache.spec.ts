import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PublicReadCache } from '../src/rest/public-read-cache';

/** The gateway's memory cache of public reads, in front of a route that counts how often it really runs. */
describe('public read cache', () => {
  let clock = 1_000_000;
  let served = 0;
  let sold = 0;
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    const cache = new PublicReadCache(undefined, () => clock);
    const app = express();
    app.use('/api', cache.invalidateOnWrites(), cache.readThrough());
    app.get('/api/draws/current', (_req, res) => {
      served += 1;
      res.json([{ id: 'd1', ticketsSold: sold }]);
    });
    app.post('/api/tickets/buy', (_req, res) => {
      sold += 1;
      res.status(201).json({ ok: true });
    });
    app.post('/api/tickets/refused', (_req, res) => {
      sold += 1;
      res.status(409).json({ error: 'no' });
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

  it('answers repeated reads from memory with an ETag and Cache-Control, 304 for a matching If-None-Match', async () => {
    const first = await read();
    const second = await read();
    expect(served).toBe(1);
    expect(await second.json()).toEqual(await first.json());
    const etag = second.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    expect(second.headers.get('cache-control')).toBe('public, max-age=1, must-revalidate');
    const revalidated = await read({ 'if-none-match': etag ?? '' });
    expect(revalidated.status).toBe(304);
    expect(served).toBe(1);
  });

  it('reads again once the freshness window has passed', async () => {
    const before = served;
    clock += 1000;
    await read();
    expect(served).toBe(before + 1);
  });

  it('a successful purchase through the gateway drops the cached draws at once; a refused one does not', async () => {
    await read();
    const before = served;
    await fetch(`${baseUrl}/api/tickets/refused`, { method: 'POST' });
    await read();
    expect(served).toBe(before);
    await fetch(`${baseUrl}/api/tickets/buy`, { method: 'POST' });
    const fresh = (await (await read()).json()) as Array<{ ticketsSold: number }>;
    expect(served).toBe(before + 1);
    expect(fresh[0]?.ticketsSold).toBe(sold);
  });
});
