import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a shared server (NATS, Redis) that the chaos test
 * can cut and restore: cutting destroys every open connection and refuses
 * new ones until restored, which is what a network partition or a server
 * restart looks like to the services, without touching the real server
 * (other people use it).
 */
export interface TcpProxy {
  url: string;
  port: number;
  cut(): void;
  restore(): void;
  isCut(): boolean;
  close(): Promise<void>;
}

export async function startTcpProxy(target: string, scheme: string): Promise<TcpProxy> {
  const targetUrl = new URL(target);
  const targetHost = targetUrl.hostname;
  const targetPort = Number(targetUrl.port);
  const open = new Set<Socket>();
  let cut = false;

  const server: Server = createServer((client) => {
    if (cut) {
      client.destroy();
      return;
    }
    const upstream = connect(targetPort, targetHost);
    open.add(client);
    open.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', drop);
    upstream.on('error', drop);
    client.on('close', drop);
    upstream.on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  // Keep the target's path/credentials-free form: scheme://127.0.0.1:port
  return {
    url: `${scheme}://127.0.0.1:${port}`,
    port,
    cut() {
      cut = true;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    restore() {
      cut = false;
    },
    isCut: () => cut,
    close: () =>
      new Promise((resolve) => {
        for (const socket of open) socket.destroy();
        open.clear();
        server.close(() => resolve());
      }),
  };
}
