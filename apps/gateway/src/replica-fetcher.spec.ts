import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RemoteGraphQLDataSource } from '@apollo/gateway';
import { replicaFetcher, replicaUrls } from './replica-fetcher';

// Real HTTP servers and the data source's own fetcher (make-fetch-happen).
const servers: Server[] = [];
const fetchOne = () => new RemoteGraphQLDataSource({ url: 'http://unused.invalid' }).fetcher;

async function replica(name: string, seen: string[], behaviour: 'answer' | 'drop' = 'answer'): Promise<string> {
  const server = createServer((req, res) => {
    seen.push(name);
    if (behaviour === 'drop') return req.socket.destroy(); // took the request, then died
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ data: { replica: name } }));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
}

/** A URL nothing listens on: the port was free a moment ago. */
async function deadReplica(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/graphql`;
}

const post = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' };

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('replicaFetcher', () => {
  it('sends requests to the replicas in turn', async () => {
    const seen: string[] = [];
    const urls = [await replica('a', seen), await replica('b', seen)];
    const fetcher = replicaFetcher(urls, fetchOne());
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(((await (await fetcher(urls[0] as string, post)).json()) as { data: { replica: string } }).data.replica);
    expect(answers).toEqual(['a', 'b', 'a', 'b']);
    expect(seen).toEqual(['a', 'b', 'a', 'b']);
  });

  it('skips a replica that refuses the connection', async () => {
    const seen: string[] = [];
    const urls = [await deadReplica(), await replica('b', seen)];
    const fetcher = replicaFetcher(urls, fetchOne());
    for (let i = 0; i < 3; i += 1) expect((await fetcher(urls[0] as string, post)).status).toBe(200);
    expect(seen).toEqual(['b', 'b', 'b']);
  });

  it('does not resend a request a replica received and then dropped', async () => {
    const seen: string[] = [];
    const urls = [await replica('a', seen, 'drop'), await replica('b', seen)];
    const fetcher = replicaFetcher(urls, fetchOne());
    await expect(fetcher(urls[0] as string, post)).rejects.toThrow();
    expect(seen).toEqual(['a']);
  });

  it('fails with the connection error when every replica refuses', async () => {
    const fetcher = replicaFetcher([await deadReplica(), await deadReplica()], fetchOne());
    await expect(fetcher('http://unused.invalid', post)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});

describe('replicaUrls', () => {
  it('reads one URL or a comma-separated list', () => {
    expect(replicaUrls('http://a:1/graphql')).toEqual(['http://a:1/graphql']);
    expect(replicaUrls('http://a:1/graphql, http://b:2/graphql,')).toEqual(['http://a:1/graphql', 'http://b:2/graphql']);
  });
});
