import type { Express } from 'express';
import type { AddressInfo } from 'node:net';

/** An express app listening on a free loopback port: its base URL and how to close it. */
export async function onLoopback(app: Express): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const server = await new Promise<ReturnType<Express['listen']>>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
