import { ApolloGateway } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createServiceApp,
  IdempotentResponses,
  startMetricsServer,
  SessionStore,
  type KeyValueStore,
  type Bus,
  type Logger,
  timed,
} from '@nova/platform';
import { supergraphFor } from './compose';
import { formatGatewayError } from './format-error';
import type { SubgraphName } from './subgraphs';
import { TimedDataSource } from './timed-data-source';
import { buildContext, type GatewayContext } from './context';
import { queryCostPlugin, queryLimitRules, queryParseOptions } from './query-limits';
import { anonymousGraphqlRateLimit, contextOncePerRequest, graphqlDocumentLimit } from './graphql-guards';
import { sameOriginCheck } from './rest/same-origin';
import { noStoreForSessions } from './rest/no-store';
import { notFound, restErrorHandler } from './rest/rest-errors';
import { restRoutes } from './rest/route-table';
import { restRouter, type ServedRoute } from './rest/mount-routes';
import { answerClientError } from './client-errors';
import { createGatewayRateLimits, rateLimitPlugin } from './rate-limits';
import { retryAfterPlugin } from './retry-after';
import { textInputPlugin } from './text-input';
import { idempotentRoutes } from './rest/idempotent-routes';
import { routeAccess } from './rest/route-access';
import { PublicReadCache } from './rest/public-read-cache';
import { cacheEventSubjects, cacheInvalidationPlugin, type CacheEvent } from './rest/cache-invalidation';
import { startEventFeed, type FeedItem } from './event-feed';
import { graphqlIdempotencyPlugin } from './graphql-idempotency';
import { inlineScriptHashes, securityHeaders } from './security-headers';
import { join } from 'node:path';
import { signedInHomeRenderer } from './signed-in-home';
import { defaultWebDistDir, webApp } from './web-app';
import { schemaHintsEnabled, type GatewayConfig } from './config';
import { createDrawFeed } from './live/draw-feed';
import { liveDrawSubjects, type LiveDrawEvent } from './live/live-messages';
import { liveRoutes } from './live/live-routes';
import { publicRoutes } from './public/public-routes';

export interface GatewayDeps {
  config: GatewayConfig;
  subgraphUrls: Record<SubgraphName, string>;
  /** Every replica of a subgraph when there are several and no balancer in front; the first is `subgraphUrls`' entry. */
  subgraphReplicas?: Partial<Record<SubgraphName, string[]>>;
  store: KeyValueStore;
  /** The in-process bus of the embedded mode; with NATS_URL set the live feed reads NATS itself. */
  bus?: Bus;
  secret: string;
  logger: Logger;
}

export interface RunningGateway {
  url: string;
  /** Prometheus metrics, on their own listener (METRICS_HOST / METRICS_PORT), never on the public port. */
  metricsUrl: string;
  /** Every REST route it answers, as mounted from the route table (for sweeping tests). */
  routes: ServedRoute[];
  stop(): Promise<void>;
}

export async function startGateway(deps: GatewayDeps): Promise<RunningGateway> {
  const { config, logger } = deps;
  const schemaHints = schemaHintsEnabled(config);
  const sessions = new SessionStore(deps.store, {
    idleTtlSeconds: config.SESSION_IDLE_TTL_SECONDS,
    absoluteTtlSeconds: config.SESSION_ABSOLUTE_TTL_SECONDS,
  });
  const cookie = { secure: config.COOKIE_SECURE, maxAgeSeconds: config.SESSION_ABSOLUTE_TTL_SECONDS };

  // Money-moving requests' answers, replayed per Idempotency-Key for 24 h (docs/security.md).
  const idempotentResponses = new IdempotentResponses(deps.store);

  const rateLimits = createGatewayRateLimits(deps.store, config);
  // Public reads answered from the shared store (rest/public-read-cache.ts), kept right by events and writes.
  const publicReads = new PublicReadCache(deps.store);
  const supergraphSdl = supergraphFor(deps.subgraphUrls);
  const gateway = new ApolloGateway({
    supergraphSdl,
    buildService: ({ name, url }) => new TimedDataSource(name, deps.subgraphReplicas?.[name as SubgraphName] ?? [url ?? ''], deps.secret),
  });
  const apollo = new ApolloServer<GatewayContext>({
    gateway,
    csrfPrevention: true,
    introspection: schemaHints,
    hideSchemaDetailsFromClientErrors: !schemaHints,
    parseOptions: queryParseOptions,
    includeStacktraceInErrorResponses: false,
    validationRules: queryLimitRules(),
    formatError: formatGatewayError,
    // The runner owns SIGTERM (see the subgraph's server in @nova/platform).
    stopOnTerminationSignals: false,
    plugins: [
      queryCostPlugin<GatewayContext>(),
      textInputPlugin(),
      rateLimitPlugin(rateLimits),
      retryAfterPlugin(),
      graphqlIdempotencyPlugin(idempotentResponses),
      cacheInvalidationPlugin((change) => publicReads.apply(change)),
    ],
    // Automatic persisted queries (the web client sends a document's hash and
    // its text only when this replica does not know it yet) stay on Apollo's
    // default: a bounded in-memory cache per replica. Not in Redis: callers
    // register documents, and a shared store would let them fill it.
  });
  await apollo.start();

  // One context per HTTP request, whoever asks (the access check, the idempotency
  // store, the route, Apollo): the session is looked up once.
  const context = contextOncePerRequest((req: Parameters<typeof buildContext>[0], res: Parameters<typeof buildContext>[1]) =>
    timed('session', () => buildContext(req, res, { sessions, cookie, logger, adminTwoFactorRequired: config.ADMIN_TWO_FACTOR_REQUIRED })),
  );

  const app = createServiceApp({
    service: 'gateway',
    logger,
    ready: async () => true,
    graphqlBodyLimitBytes: config.GRAPHQL_MAX_BODY_BYTES,
    timeRequests: () => config.SERVER_TIMING,
  });
  app.set('trust proxy', config.TRUST_PROXY_HOPS);
  const webDistDir = config.WEB_DIST_DIR ?? defaultWebDistDir;
  app.use(
    securityHeaders({
      inlineScriptHashes: inlineScriptHashes(join(webDistDir, 'index.html')),
    }),
  );
  app.use(['/api', '/graphql'], sameOriginCheck(config.TRUSTED_ORIGINS));
  app.use(
    '/graphql',
    anonymousGraphqlRateLimit(rateLimits.anonymousGraphql, context),
    graphqlDocumentLimit,
    expressMiddleware(apollo, { context: ({ req, res }) => context(req, res) }),
  );
  app.use('/api', noStoreForSessions);
  app.use('/api', routeAccess(context));
  // Public reads from the cache, after the access rules.
  app.use('/api', publicReads.invalidateOnWrites(), publicReads.readThrough());
  app.use('/api', idempotentRoutes(idempotentResponses, context));
  const rest = restRouter(restRoutes, {
    server: apollo,
    context,
    rateLimits,
    relay: { paymentsUrl: deps.subgraphUrls.payments, contentUrl: deps.subgraphUrls.content, secret: deps.secret, maxRequestBytes: config.DEPOSIT_UPLOAD_MAX_BYTES },
  });
  app.use('/api', rest.router);
  app.use('/api', notFound);
  app.use('/api', restErrorHandler(logger));
  // Draw life cycle pushed to open pages (live/live-routes.ts); each replica reads the bus itself.
  // One event feed per replica (every replica reads every event): the draw
  // events go to the open pages, the changes of cached reads to the cache.
  const hub = createDrawFeed();
  const events = await startEventFeed(
    [...new Set([...liveDrawSubjects, ...cacheEventSubjects])],
    { natsUrl: config.NATS_URL, subjectPrefix: config.SUBJECT_PREFIX, bus: deps.bus, logger },
    (item) => {
      if (isLiveDrawEvent(item)) hub.emit(item);
      if (isCacheEvent(item)) {
        publicReads.onEvent(item).catch((error: unknown) => logger.warn({ err: error, subject: item.subject }, 'public read cache: could not apply an event'));
      }
    },
  );
  // Without a bus to read, pages refresh on their own.
  const drawFeed = events ? hub : undefined;
  const live = liveRoutes({ feed: drawFeed, logger, viewer: async (req, res) => (await context(req, res)).auth.caller?.userId ?? null });
  app.use('/live', live.router);
  // The public results feeds, draw data for the verifier and the receipt keys (public/public-routes.ts).
  app.use(publicRoutes({ server: apollo, logger }));
  const homeScreen =
    config.HOME_SCREEN_BUDGET_MS > 0
      ? signedInHomeRenderer({ distDir: webDistDir, server: apollo, context, logger, budgetMs: config.HOME_SCREEN_BUDGET_MS })
      : undefined;
  app.use(webApp(webDistDir, { homeScreen }));
  // Anything else that fails (outside /api) still answers JSON without internals.
  app.use(restErrorHandler(logger));

  const metrics = await startMetricsServer(app.metrics, { host: config.METRICS_HOST, port: config.METRICS_PORT }, logger);
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(config.PORT, config.HOST, () => resolve(listening));
  });
  server.on('clientError', answerClientError);
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${port}`;
  logger.info({ url }, 'gateway listening');
  void homeScreen?.preload();

  return {
    url,
    metricsUrl: metrics.url,
    routes: rest.served,
    async stop() {
      await metrics.close();
      live.endAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await events?.close();
      await apollo.stop();
    },
  };
}

type FeedEvent = FeedItem<(typeof liveDrawSubjects)[number] | (typeof cacheEventSubjects)[number]>;
const liveSubjects: ReadonlySet<string> = new Set(liveDrawSubjects);
const cacheSubjects: ReadonlySet<string> = new Set(cacheEventSubjects);
const isLiveDrawEvent = (item: FeedEvent): item is LiveDrawEvent => liveSubjects.has(item.subject);
const isCacheEvent = (item: FeedEvent): item is CacheEvent => cacheSubjects.has(item.subject);
