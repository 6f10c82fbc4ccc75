import type { RemoteGraphQLDataSource } from '@apollo/gateway';
import { Agent, request } from 'undici';

type Fetcher = RemoteGraphQLDataSource['fetcher'];
type FetcherResponse = Awaited<ReturnType<Fetcher>>;
type FetcherHeaders = FetcherResponse['headers'];

/**
 * The gateway's requests to its subgraphs, over undici's keep-alive
 * connection pool. The data source's default fetcher (make-fetch-happen) adds
 * HTTP caching, retries and proxy handling the gateway never uses, at about
 * 0.4 ms of CPU per call (scripts/bench: gateway CPU per purchase); every
 * GraphQL operation and REST route pays it once per subgraph it reaches.
 *
 * The answer is read whole (subgraph answers are small JSON documents) and
 * handed over as the fetch-like response the data source expects. A refused
 * connection rejects with undici's error (code ECONNREFUSED), which
 * replica-fetcher.ts skips to the next replica.
 */
export function subgraphFetcher(agent: Agent = new Agent({ keepAliveTimeout: 30_000 })): Fetcher {
  return async (url, init) => {
    const answer = await request(url, {
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      headers: init?.headers,
      body: init?.body,
      dispatcher: agent,
    });
    return new SubgraphResponse(url, answer.statusCode, answer.headers, await answer.body.text());
  };
}

class SubgraphResponse implements FetcherResponse {
  readonly headers: FetcherHeaders;
  readonly redirected = false;
  readonly statusText = '';
  bodyUsed = false;

  constructor(
    readonly url: string,
    readonly status: number,
    rawHeaders: Record<string, string | string[] | undefined>,
    private readonly body: string,
  ) {
    this.headers = new ResponseHeaders(rawHeaders);
  }

  get ok(): boolean {
    return this.status >= 200 && this.status < 300;
  }

  async text(): Promise<string> {
    this.bodyUsed = true;
    return this.body;
  }

  async json(): Promise<unknown> {
    return JSON.parse(await this.text()) as unknown;
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = Buffer.from(await this.text());
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  }

  clone(): FetcherResponse {
    return new SubgraphResponse(this.url, this.status, Object.fromEntries(this.headers), this.body);
  }
}

/** undici gives lower-cased names, a repeated header as an array (set-cookie); fetch joins them with ", ". */
class ResponseHeaders implements FetcherHeaders {
  private readonly byName = new Map<string, string>();

  constructor(raw: Record<string, string | string[] | undefined>) {
    for (const [name, value] of Object.entries(raw)) {
      if (value !== undefined) this.byName.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : value);
    }
  }

  get(name: string): string | null {
    return this.byName.get(name.toLowerCase()) ?? null;
  }

  has(name: string): boolean {
    return this.byName.has(name.toLowerCase());
  }

  append(): never {
    throw new Error('a subgraph response is read-only');
  }

  delete(): never {
    throw new Error('a subgraph response is read-only');
  }

  set(): never {
    throw new Error('a subgraph response is read-only');
  }

  entries(): Iterator<[string, string]> & Iterable<[string, string]> {
    return this.byName.entries();
  }

  keys(): Iterator<string> & Iterable<string> {
    return this.byName.keys();
  }

  values(): Iterator<string> {
    return this.byName.values();
  }

  [Symbol.iterator](): Iterator<[string, string]> {
    return this.byName.entries();
  }
}
