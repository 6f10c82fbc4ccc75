import express from 'express';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { CLIENT_ADDRESS_HEADER, signClientAddress } from '@nova/platform';
import { currentClientIp, rememberClientIp } from '../src/client-ip';

const SECRET = 'client-ip-test-secret-that-is-long-enough';

describe('the client address sign-in limits count against', () => {
  let server: Server;
  let url: string;

  beforeAll(async () => {
    const app = express();
    app.use(rememberClientIp(SECRET));
    app.get('/ip', (_req, res) => {
      res.json({ ip: currentClientIp() });
    });
    server = await new Promise((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ip`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const ipFor = async (headers: Record<string, string>) => ((await (await fetch(url, { headers })).json()) as { ip: string | null }).ip;

  it('is the one the gateway signed', async () => {
    expect(await ipFor({ [CLIENT_ADDRESS_HEADER]: signClientAddress('203.0.113.9', SECRET) })).toBe('203.0.113.9');
  });

  it('ignores a made-up X-Forwarded-For from a direct caller: the connection\'s address counts', async () => {
    const ip = await ipFor({ 'x-forwarded-for': '198.51.100.77' });
    expect(ip).not.toBe('198.51.100.77');
    expect(ip).toMatch(/127\.0\.0\.1$/);
  });

  it('ignores an address signed with another secret', async () => {
    const forged = signClientAddress('198.51.100.78', 'another-secret-another-secret-00000');
    expect(await ipFor({ [CLIENT_ADDRESS_HEADER]: forged, 'x-forwarded-for': '198.51.100.78' })).toMatch(/127\.0\.0\.1$/);
  });
});
