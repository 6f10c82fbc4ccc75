import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A stand-in Nova Jackpot site serving fixed public data over real HTTP (the verifier fetches it like any site). */
export async function servePublishedSite(files: Record<string, unknown>): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const body = files[req.url ?? ''];
    if (body === undefined) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"code":"NOT_FOUND"}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
