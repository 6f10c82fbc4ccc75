import type { Server } from 'node:http';
import { createServer } from 'node:http';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import { buildSubgraphSchema } from '@apollo/subgraph';
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper';
import { CLEAR_SESSION_HEADER, IDENTITY_HEADER, SET_SESSION_HEADER, type CallerIdentity } from '@nova/contracts';
import type { ErrorRequestHandler, Express } from 'express';
import type { DocumentNode } from 'graphql';
import gql from 'graphql-tag';
import { formatGraphQLError, restError } from '../errors';
import { verifyIdentity } from '../identity-header';
import type { Logger } from '../logger';
import { timed } from '../timing/stage-timings';
import { listenOn } from './listen';
import { startMetricsServer, type MetricsListenOptions, type RunningMetricsServer } from './metrics-server';
import type { Registry } from 'prom-client';

/** What every resolver receives. */
export interface SubgraphContext {
  /** Only from a valid signed identity header; null for anonymous callers. */
  caller: CallerIdentity | null;
  /** Ask the gateway to set the session cookie to this id. */
  setSession(sessionId: string): void;
  /** Ask the gateway to clear the session cookie. */
  clearSession(): void;
  logger: Logger;
}

export type SubgraphResolvers = GraphQLResolverMap<SubgraphContext>;

export interface SubgraphOptions {
  service: string;
  /** The subgraph SDL (Federation 2 `@link` included). */
  typeDefs: string | DocumentNode;
  resolvers: SubgraphResolvers;
  app: Express;
  /** INTERNAL_AUTH_SECRET, shared with the gateway. */
  secret: string;
  logger: Logger;
  host: string;
  /** 0 picks a free port; the real one is in the returned url. */
  port: number;
  /** Turns introspection off. */
  production?: boolean;
  /**
   * Where the app's metrics (a service app's `metrics` registry) are served:
   * their own listener, loopback on a free port unless told otherwise
   * (METRICS_HOST / METRICS_PORT).
   */
  metrics?: MetricsListenOptions;
  /**
   * A service's own second look at each signed caller (draws and payments:
   * checkCallerAccess against their copy of user access); null ends it.
   */
  checkCaller?: (caller: CallerIdentity) => Promise<CallerIdentity | null>;
}

export interface RunningSubgraph {
  /** e.g. `http://127.0.0.1:4001/graphql`. */
  url: string;
  server: Server;
  /** e.g. `http://127.0.0.1:9464/metrics`; null for an app without a metrics registry. */
  metricsUrl: string | null;
  close(): Promise<void>;
}

const SUBGRAPH_KEEP_ALIVE_MS = 65_000;

/** Mounts the service's Apollo subgraph at /graphql and starts listening. */
export async function startSubgraph(options: SubgraphOptions): Promise<RunningSubgraph> {
  const { service, typeDefs, resolvers, app, secret, logger, host, port, production = false, metrics = { host: '127.0.0.1', port: 0 } } = options;
  const httpServer = createServer(app);
  // The gateway keeps idle connections open without a time limit; closing them
  // after Node's default 5 s races a reused socket into ECONNRESET (a 503 for
  // the player). Subgraphs are internal, so idle connections may live longer.
  httpServer.keepAliveTimeout = SUBGRAPH_KEEP_ALIVE_MS;
  httpServer.headersTimeout = SUBGRAPH_KEEP_ALIVE_MS + 1_000;
  const apollo = new ApolloServer<SubgraphContext>({
    schema: buildSubgraphSchema({
      typeDefs: typeof typeDefs === 'string' ? gql(typeDefs) : typeDefs,
      // The helper types its map with an `unknown` context; ours is SubgraphContext.
      resolvers: resolvers as GraphQLResolverMap<unknown>,
    }),
    formatError: formatGraphQLError,
    introspection: !production,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    logger,
    // The service's runner owns SIGTERM: Apollo's own handler would stop only
    // the server and then re-raise the signal, which kills the process before
    // the bus and database close (and is ignored when the process is PID 1).
    stopOnTerminationSignals: false,
    plugins: [ApolloServerPluginDrainHttpServer({ httpServer }), logUnexpectedErrors(logger)],
  });
  await apollo.start();

  app.use(
    '/graphql',
    expressMiddleware(apollo, {
      context: async ({ req, res }): Promise<SubgraphContext> => {
        const header = req.get(IDENTITY_HEADER);
        const signed = verifyIdentity(header, secret);
        if (header && !signed) logger.warn({ service }, 'ignoring invalid or expired identity header');
        const { checkCaller } = options;
        const caller = signed && checkCaller ? await timed('caller', () => checkCaller(signed)) : signed;
        return {
          caller,
          setSession: (sessionId) => {
            res.setHeader(SET_SESSION_HEADER, sessionId);
          },
          clearSession: () => {
            res.setHeader(CLEAR_SESSION_HEADER, '1');
          },
          logger: caller ? logger.child({ userId: caller.userId }) : logger,
        };
      },
    }),
  );
  app.use(lastResortErrors(logger));

  const url = `${await listenOn(httpServer, port, host)}/graphql`;
  logger.info({ url }, 'subgraph listening');
  // A service app (createServiceApp) carries its registry; a plain express app has none.
  const registry = (app as { metrics?: Registry }).metrics;
  let metricsServer: RunningMetricsServer | null = null;
  try {
    metricsServer = registry ? await startMetricsServer(registry, metrics, logger) : null;
  } catch (error) {
    await apollo.stop();
    throw error;
  }

  return {
    url,
    server: httpServer,
    metricsUrl: metricsServer?.url ?? null,
    async close() {
      // The drain plugin closes the HTTP server once in-flight requests finish.
      await apollo.stop();
      if (httpServer.listening) await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await metricsServer?.close();
    },
  };
}

/** Unexpected errors are hidden from callers by formatGraphQLError; keep them in the log. */
function logUnexpectedErrors(logger: Logger) {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors }: { errors: readonly { message: string; originalError?: Error | null }[] }) {
          for (const error of errors) {
            const original = error.originalError;
            if (original && original.name !== 'AppError' && original.name !== 'ZodError') {
              logger.error({ err: original }, 'unexpected resolver error');
            }
          }
        },
      };
    },
  };
}

function lastResortErrors(logger: Logger): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    if (res.headersSent) return next(error);
    const { status, body } = restError(error);
    if (status >= 500) logger.error({ err: error }, 'unhandled request error');
    res.status(status).json(body);
  };
}
