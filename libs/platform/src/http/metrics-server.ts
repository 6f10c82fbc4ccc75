import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';
import type { Logger } from '../logger';
import { listenOn } from './listen';

export interface MetricsListenOptions {
  /** Loopback by default: only a scraper inside the pod or host reaches it. */
  host: string;
  /** 0 picks a free port (the real one is in the returned url). */
  port: number;
}

export interface RunningMetricsServer {
  /** e.g. `http://127.0.0.1:9464/metrics`. */
  url: string;
  close(): Promise<void>;
}

/**
 * Prometheus metrics on their own small listener, never on the public port:
 * per-route counts (sign-ins, deposits, admin actions) are nobody's business
 * outside the operator's monitoring.
 */
export async function startMetricsServer(registry: Registry, { host, port }: MetricsListenOptions, logger: Logger): Promise<RunningMetricsServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(req.method === 'HEAD' ? undefined : text),
      (error: unknown) => {
        logger.error({ err: error }, 'collecting metrics failed');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics unavailable');
      },
    );
  });
  const url = `${await listenOn(server, port, host)}/metrics`;
  logger.info({ url }, 'metrics listening');
  return {
    url,
    async close() {
      if (!server.listening) return;
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
    },
  };
}
