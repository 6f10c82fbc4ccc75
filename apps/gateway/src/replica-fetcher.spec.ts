import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { replicaFetcher, replicaUrls } from './replica-fetcher';
import { subgraphFetcher } from './subgraph-fetcher';

// Real HTTP servers and the fetcher the gateway's data sources use.
const servers: Server[] = [];
const fetchOne = () => subgraphFetcher();

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

describe('subgraphFetcher', () => {
  async function server(answer: (body: string, headers: Record<string, string | string[] | undefined>) => { status: number; headers: Record<string, string | string[]>; body: string }): Promise<string> {
    const created = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const reply = answer(body, req.headers);
        for (const [name, value] of Object.entries(reply.headers)) res.setHeader(name, value);
        res.statusCode = reply.status;
        res.end(reply.body);
      });
    });
    servers.push(created);
    await new Promise<void>((resolve) => created.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(created.address() as AddressInfo).port}/graphql`;
  }

  it('sends the method, headers and body, and answers as fetch would', async () => {
    const url = await server((body, headers) => ({
      status: 200,
      headers: { 'content-type': 'application/json', 'x-nova-set-session': 'token-1', 'set-cookie': ['a=1', 'b=2'] },
      body: JSON.stringify({ data: { echoed: body, identity: headers['x-identity'] } }),
    }));
    const response = await fetchOne()(url, { ...post, headers: { ...post.headers, 'X-Identity': 'signed' } });
    expect([response.ok, response.status, response.url]).toEqual([true, 200, url]);
    expect(response.headers.get('Content-Type')).toBe('application/json');
    expect(response.headers.get('x-nova-set-session')).toBe('token-1');
    expect(response.headers.get('set-cookie')).toBe('a=1, b=2');
    expect(response.headers.get('x-missing')).toBeNull();
    const copy = response.clone();
    expect(await response.json()).toEqual({ data: { echoed: post.body, identity: 'signed' } });
    expect(response.bodyUsed).toBe(true);
    expect(JSON.parse(Buffer.from(await copy.arrayBuffer()).toString())).toEqual({ data: { echoed: post.body, identity: 'signed' } });
  });

  it('hands an error status over as not ok, with its body', async () => {
    const url = await server(() => ({ status: 503, headers: { 'content-type': 'text/plain' }, body: 'restarting' }));
    const response = await fetchOne()(url, post);
    expect([response.ok, response.status, await response.text()]).toEqual([false, 503, 'restarting']);
  });
});

describe('replicaUrls', () => {
  it('reads one URL or a comma-separated list', () => {
    expect(replicaUrls('http://a:1/graphql')).toEqual(['http://a:1/graphql']);
    expect(replicaUrls('http://a:1/graphql, http://b:2/graphql,')).toEqual(['http://a:1/graphql', 'http://b:2/graphql']);
  });
});
