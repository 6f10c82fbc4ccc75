import express, { type ErrorRequestHandler, type Express, type Request } from 'express';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { Logger } from '../logger';
import { serverTiming, timingAsked } from './server-timing';

// Stage timings are part of every service app (re-exported here so the package index stays as it is).
export { serverTiming, timingAsked } from './server-timing';
export * from '../timing/stage-timings';

export interface ServiceAppOptions {
  service: string;
  logger: Logger;
  /** Readiness: false or a throw answers 503 (e.g. database unreachable). */
  ready?: () => boolean | Promise<boolean>;
  /**
   * Largest JSON body on /graphql (default 1 MB, as elsewhere). The gateway
   * takes callers' documents there and sets a small one.
   */
  graphqlBodyLimitBytes?: number;
  /**
   * Which requests are timed stage by stage (a `Server-Timing` answer header,
   * http/server-timing.ts). Default: those whose caller asks for it (a subgraph
   * called by a gateway that is timing).
   */
  timeRequests?: (req: Request) => boolean;
}

/** The express app plus its own metrics registry for service-specific metrics. */
export type ServiceApp = Express & { metrics: Registry };

/** Paths labelled as themselves; anything else unmatched is `other`, to bound label cardinality. */
const knownPaths = new Set(['/graphql', '/healthz', '/readyz']);

const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Express app every service starts from: health, readiness, request metrics
 * and a JSON body parser. Metrics use a per-service registry, not
 * prom-client's global one, because in embedded mode several services share
 * a process; they are served on a listener of their own
 * (metrics-server.ts), never by this app.
 */
export function createServiceApp({
  service,
  logger,
  ready = () => true,
  graphqlBodyLimitBytes = DEFAULT_BODY_LIMIT_BYTES,
  timeRequests = timingAsked,
}: ServiceAppOptions): ServiceApp {
  const metrics = new Registry();
  metrics.setDefaultLabels({ service });
  collectDefaultMetrics({ register: metrics });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration in seconds',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [metrics],
  });

  const app = express();
  app.disable('x-powered-by');
  app.use(serverTiming(timeRequests));
  app.use((req, res, next) => {
    const stop = duration.startTimer();
    res.on('finish', () => stop({ method: req.method, route: routeLabel(req), status_code: res.statusCode }));
    next();
  });

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    let isReady = false;
    try {
      isReady = await ready();
    } catch (error) {
      logger.warn({ err: error }, 'readiness check failed');
    }
    res.status(isReady ? 200 : 503).json({ status: isReady ? 'ready' : 'unavailable' });
  });

  // The first parser that reads a body wins: /graphql's own limit, then everyone's.
  app.use('/graphql', express.json({ limit: graphqlBodyLimitBytes }));
  app.use(express.json({ limit: DEFAULT_BODY_LIMIT_BYTES }));
  app.use(bodyErrors);
  return Object.assign(app, { metrics });
}

/** A bad body is the caller's mistake: answer in the platform's error shape. */
const bodyErrors: ErrorRequestHandler = (error: { type?: string; status?: unknown; expose?: unknown }, _req, res, next) => {
  if (error.type === 'entity.parse.failed') {
    res.status(400).json({ message: 'Malformed JSON body', code: 'BAD_USER_INPUT' });
  } else if (error.type === 'entity.too.large') {
    res.status(413).json({ message: 'Request body too large', code: 'PAYLOAD_TOO_LARGE' });
  } else if (typeof error.type === 'string' && error.expose === true && typeof error.status === 'number' && error.status >= 400 && error.status < 500) {
    // The parser's other refusals: unsupported charset or encoding, aborted or mis-sized bodies.
    res.status(error.status).json({ message: 'Unreadable request body', code: 'BAD_USER_INPUT' });
  } else {
    next(error);
  }
};

function routeLabel(req: Request): string {
  const route = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof route === 'string') return `${req.baseUrl}${route}`;
  return knownPaths.has(req.path) ? req.path : 'other';
}
