import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServiceApp, startMetricsServer, type RunningMetricsServer } from '../src';
import { silentLogger } from '../src/testing';

describe('service app', () => {
  let server: Server;
  let base: string;
  let ready = true;
  let metrics: RunningMetricsServer;

  beforeAll(async () => {
    const app = createServiceApp({ service: 'notes', logger: silentLogger(), ready: () => ready, graphqlBodyLimitBytes: 1000 });
    app.post('/echo', (req, res) => {
      res.json(req.body);
    });
    app.post('/graphql', (req, res) => {
      res.json(req.body);
    });
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    metrics = await startMetricsServer(app.metrics, { host: '127.0.0.1', port: 0 }, silentLogger());
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await metrics.close();
  });

  it('answers /healthz', async () => {
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz with 200 or 503 from ready()', async () => {
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    ready = false;
    const response = await fetch(`${base}/readyz`);
    expect(response.status).toBe(503);
    ready = true;
  });

  it('does not serve metrics on its own (public) port', async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
  });

  it('serves metrics from its own registry on a separate listener, with the request histogram', async () => {
    await fetch(`${base}/healthz`);
    expect(metrics.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(new URL(metrics.url).port).not.toBe(new URL(base).port);
    const response = await fetch(metrics.url);
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(text).toContain('http_request_duration_seconds_bucket');
    expect(text).toContain('route="/healthz"');
    expect(text).toContain('service="notes"');
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('parses JSON bodies and answers malformed JSON with 400 BAD_USER_INPUT', async () => {
    const good = await fetch(`${base}/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' });
    expect(await good.json()).toEqual({ a: 1 });
    const bad = await fetch(`${base}/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'Malformed JSON body', code: 'BAD_USER_INPUT' });
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const body = JSON.stringify({ blob: 'x'.repeat(1_100_000) });
    const response = await fetch(`${base}/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('caps /graphql bodies at their own limit, the rest at 1 MB', async () => {
    const body = JSON.stringify({ query: 'x'.repeat(2000) });
    const graphql = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(graphql.status).toBe(413);
    expect(await graphql.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    const echo = await fetch(`${base}/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(echo.status).toBe(200);
  });

  it('keeps metrics per app, so two services in one process do not clash', () => {
    const a = createServiceApp({ service: 'a', logger: silentLogger() });
    const b = createServiceApp({ service: 'b', logger: silentLogger() });
    expect(a.metrics).not.toBe(b.metrics);
  });
});
