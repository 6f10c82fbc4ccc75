import type { GraphQLDataSourceProcessOptions, RemoteGraphQLDataSource } from '@apollo/gateway';
import { currentTimings, parseServerTiming, SERVER_TIMING_HEADER, timed, TIMING_REQUEST_HEADER } from '@nova/platform';
import type { GatewayContext } from './context';
import { AuthenticatedDataSource } from './data-source';

type DidReceive = NonNullable<RemoteGraphQLDataSource<GatewayContext>['didReceiveResponse']>;

/**
 * A subgraph call as a stage of a timed request (SERVER_TIMING, http/server-timing.ts
 * in @nova/platform): the round trip is `fetch.<subgraph>`, and the subgraph,
 * asked with the timing header, sends its own stages back, kept as `<subgraph>.<stage>`.
 * Requests that are not timed go out and come back as before.
 */
export class TimedDataSource extends AuthenticatedDataSource {
  constructor(
    private readonly subgraph: string,
    urls: readonly string[],
    secret: string,
  ) {
    super(urls, secret);
    const fetchOnce = this.fetcher;
    this.fetcher = (url, init) => timed(`fetch.${subgraph}`, () => fetchOnce(url, init));
  }

  override willSendRequest(options: GraphQLDataSourceProcessOptions<GatewayContext>): void {
    super.willSendRequest(options);
    if (currentTimings()) options.request.http?.headers.set(TIMING_REQUEST_HEADER, '1');
  }

  override async didReceiveResponse(options: Parameters<DidReceive>[0]) {
    currentTimings()?.addAll(this.subgraph, parseServerTiming(options.response.http?.headers.get(SERVER_TIMING_HEADER)));
    return super.didReceiveResponse(options);
  }
}
