import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { currentTimings, formatServerTiming, parseServerTiming, serverTiming, StageTimings, timed, timedAs, withTimings } from '../src';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('stage timings', () => {
  it('writes and reads a Server-Timing header, counts included, names made header-safe', () => {
    const header = formatServerTiming([
      { name: 'draws.reserve', ms: 1.234, count: 1 },
      { name: 'db.commit', ms: 2, count: 3 },
      { name: 'odd name;x', ms: 0.5, count: 1 },
    ]);
    expect(header).toBe('draws.reserve;dur=1.23, db.commit;dur=2.00;desc="x3", odd_name_x;dur=0.50');
    expect(parseServerTiming(header)).toEqual([
      { name: 'draws.reserve', ms: 1.23, count: 1 },
      { name: 'db.commit', ms: 2, count: 3 },
      { name: 'odd_name_x', ms: 0.5, count: 1 },
    ]);
    expect(parseServerTiming('cache;desc="hit", db;dur=53')).toEqual([{ name: 'db', ms: 53, count: 1 }]);
    expect(parseServerTiming(null)).toEqual([]);
  });

  it('records stages only for a request being timed, summing repeats', async () => {
    await expect(timed('alone', async () => 'ran')).resolves.toBe('ran');
    expect(currentTimings()).toBeUndefined();
    const timings = new StageTimings();
    await withTimings(timings, async () => {
      await timed('step', () => sleep(10));
      await timed('step', () => sleep(10));
      // A bus request answered in process: its stages under the responder's name, with its total.
      await timedAs('wallet', () => timed('tx', () => sleep(10)));
    });
    const stages = new Map(timings.list().map((stage) => [stage.name, stage]));
    expect(stages.get('step')).toMatchObject({ count: 2 });
    expect(stages.get('step')?.ms).toBeGreaterThanOrEqual(15);
    expect(stages.get('wallet.tx')?.ms).toBeGreaterThanOrEqual(8);
    expect(stages.get('wallet.total')?.ms).toBeGreaterThanOrEqual(stages.get('wallet.tx')?.ms ?? Infinity);
    expect(stages.has('alone')).toBe(false);
  });
});

describe('serverTiming middleware', () => {
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    const app = express();
    app.use(serverTiming((req) => req.query.timed === '1'));
    app.get('/work', (_req, res) => {
      void timed('query', () => sleep(10)).then(() => res.json({ ok: true }));
    });
    server = await new Promise((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers a timed request with its stages and total, an untimed one with no header', async () => {
    const timedReply = await fetch(`${baseUrl}/work?timed=1`);
    const stages = new Map(parseServerTiming(timedReply.headers.get('server-timing')).map((stage) => [stage.name, stage.ms]));
    expect(stages.get('query')).toBeGreaterThanOrEqual(8);
    expect(stages.get('total')).toBeGreaterThanOrEqual(stages.get('query') ?? Infinity);
    const untimed = await fetch(`${baseUrl}/work`);
    expect(untimed.status).toBe(200);
    expect(untimed.headers.get('server-timing')).toBeNull();
  });
});
