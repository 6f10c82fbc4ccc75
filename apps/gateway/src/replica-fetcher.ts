import type { RemoteGraphQLDataSource } from '@apollo/gateway';

type Fetcher = RemoteGraphQLDataSource['fetcher'];

/**
 * Spreads a subgraph's requests over several replicas in turn, for a gateway
 * started with `DRAWS_URL=http://a/graphql,http://b/graphql` and no load
 * balancer in front (in Kubernetes the Service does this and there is one URL).
 * A replica that refuses the connection is skipped: the request never reached
 * it, so sending it to the next one cannot apply it twice. Any other failure
 * (a reset after the request was sent, a timeout) is the caller's to retry,
 * with its idempotency key.
 */
export function replicaFetcher(urls: readonly string[], fetchOne: Fetcher): Fetcher {
  if (urls.length === 0) throw new Error('replicaFetcher needs at least one URL');
  let next = 0;
  return async (_url, init) => {
    const start = next;
    next = (next + 1) % urls.length;
    for (let attempt = 0; ; attempt += 1) {
      const url = urls[(start + attempt) % urls.length] as string;
      try {
        return await fetchOne(url, init);
      } catch (error) {
        if (attempt + 1 >= urls.length || !connectionRefused(error)) throw error;
      }
    }
  };
}

/** The comma-separated list of one `<NAME>_URL` setting. */
export function replicaUrls(setting: string): string[] {
  return setting
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url.length > 0);
}

function connectionRefused(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === 'ECONNREFUSED';
}
