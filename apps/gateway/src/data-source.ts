import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { GraphQLError } from 'graphql';
import { CLEAR_SESSION_HEADER, DEVICE_HEADER, IDENTITY_HEADER, SET_DEVICE_HEADER, SET_SESSION_HEADER, USER_AGENT_HEADER } from '@nova/contracts';
import { CLIENT_ADDRESS_HEADER, signClientAddress, signIdentity } from '@nova/platform';
import type { GatewayContext } from './context';
import { replicaFetcher } from './replica-fetcher';
import { subgraphFetcher } from './subgraph-fetcher';

/**
 * Forwards the caller to a subgraph in a signed header (subgraphs trust only
 * a valid signature, never a bare user id) and turns the subgraph's
 * set/clear-session headers into the browser's session cookie.
 */
export class AuthenticatedDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  /** `urls`: the subgraph's replicas, used in turn (see replica-fetcher.ts). */
  constructor(urls: readonly string[], private readonly secret: string) {
    super({ url: urls[0] ?? '', fetcher: subgraphFetcher() });
    if (urls.length > 1) this.fetcher = replicaFetcher(urls, this.fetcher);
  }

  override willSendRequest({ request, context }: GraphQLDataSourceProcessOptions<GatewayContext>): void {
    const headers = request.http?.headers;
    if (!headers || !isGatewayContext(context)) return;
    if (context.auth.caller) headers.set(IDENTITY_HEADER, signIdentity(context.auth.caller, this.secret));
    // Signed: a subgraph trusts no address a direct caller could write itself.
    headers.set(CLIENT_ADDRESS_HEADER, signClientAddress(context.clientIp, this.secret));
    if (context.deviceToken) headers.set(DEVICE_HEADER, context.deviceToken);
    if (context.userAgent) headers.set(USER_AGENT_HEADER, context.userAgent);
  }

  /**
   * No HTTP answer at all (the subgraph is down, restarting or unreachable) is
   * UNAVAILABLE (503, "try again"), not an internal error: clients retry it with
   * the same Idempotency-Key. Found by the chaos test, which kills subgraphs.
   */
  override didEncounterError(...args: Parameters<RemoteGraphQLDataSource<GatewayContext>['didEncounterError']>): void {
    const [error, , fetchResponse] = args;
    if (fetchResponse === undefined && !(error instanceof GraphQLError)) {
      throw new GraphQLError('A service is not reachable right now, please try again', { originalError: error, extensions: { code: 'UNAVAILABLE' } });
    }
    super.didEncounterError(...args);
  }

  override async didReceiveResponse({
    response,
    context,
  }: Parameters<NonNullable<RemoteGraphQLDataSource<GatewayContext>['didReceiveResponse']>>[0]) {
    if (isGatewayContext(context)) {
      const newSession = response.http?.headers.get(SET_SESSION_HEADER);
      if (newSession) await context.startSession(newSession);
      else if (response.http?.headers.get(CLEAR_SESSION_HEADER)) context.endSession();
      const device = response.http?.headers.get(SET_DEVICE_HEADER);
      if (device) context.rememberDevice?.(device);
    }
    return response;
  }
}

// Health checks and schema loading run without a request context.
function isGatewayContext(context: unknown): context is GatewayContext {
  return typeof context === 'object' && context !== null && 'startSession' in context;
}
