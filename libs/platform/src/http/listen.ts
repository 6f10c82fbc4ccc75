import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Starts `server` on host:port (0: any free port) and gives its base URL, e.g. http://127.0.0.1:4003 or http://[::1]:4003. */
export async function listenOn(server: Server, port: number, host: string): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}
