import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServiceApp } from '../src';
import { silentLogger } from '../src/testing';

describe('service app', () => {
  let server: Server;
  let base: string;
  let ready = true;

  beforeAll(async () => {
    const app = createServiceApp({ service: 'notes', logger: silentLogger(), ready: () => ready });
    app.post('/echo', (req, res) => {
      res.json(req.body);
    });
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
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

  it('serves metrics from its own registry, with the request histogram', async () => {
    await fetch(`${base}/healthz`);
    const response = await fetch(`${base}/metrics`);
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

  it('keeps metrics per app, so two services in one process do not clash', () => {
    const a = createServiceApp({ service: 'a', logger: silentLogger() });
    const b = createServiceApp({ service: 'b', logger: silentLogger() });
    expect(a.metrics).not.toBe(b.metrics);
  });
});
