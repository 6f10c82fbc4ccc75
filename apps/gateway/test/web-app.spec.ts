import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import pino from 'pino';
import { SESSION_COOKIE } from '@nova/contracts';
import { restErrorHandler } from '../src/rest/rest-errors';
import { webApp } from '../src/web-app';
import { onLoopback } from './support/loopback-server';

/** A built client in a temporary directory, served by the gateway's web router. */
describe('web app serving', () => {
  const distDir = mkdtempSync(join(tmpdir(), 'nova-web-dist-'));
  const script = `console.log(${JSON.stringify('nova '.repeat(2000))});`;
  let closeServer: () => Promise<void>;
  let baseUrl: string;
  // Everything the gateway would log at error level, as the real error handler logs it.
  const errorLogs: string[] = [];
  const logger = pino({ level: 'error' }, { write: (line: string) => errorLogs.push(line) });

  beforeAll(async () => {
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><html data-prerendered lang="en"><title>Nova</title></html>');
    writeFileSync(join(distDir, 'assets', 'index-abc123.js'), script);
    writeFileSync(join(distDir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["admin/Users.tsx"]}');
    writeFileSync(join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(distDir, 'manifest.webmanifest'), '{"name":"Nova Jackpot"}');
    const app = express();
    app.use(webApp(distDir));
    app.use(restErrorHandler(logger));
    ({ baseUrl, close: closeServer } = await onLoopback(app));
  });

  afterAll(async () => {
    await closeServer();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('gzips scripts for browsers that accept it and keeps hashed assets for a year', async () => {
    const response = await fetch(`${baseUrl}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toContain('immutable');
    // fetch decodes the body itself; the wire size shows the compression.
    const raw = await fetch(`${baseUrl}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(raw.headers.get('content-encoding')).toBeNull();
    expect(await raw.text()).toBe(script);
    expect(await response.text()).toBe(script);
  });

  it('sends a gzip body that is a fraction of the script', async () => {
    const { request } = await import('node:http');
    const body: Buffer = await new Promise((resolve, reject) => {
      request(`${baseUrl}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(Buffer.concat(chunks)));
        res.on('error', reject);
      }).end();
    });
    expect(body.length).toBeLessThan(script.length / 4);
    expect(gunzipSync(body).toString()).toBe(script);
  });

  it('revalidates the service worker and the manifest on every load', async () => {
    for (const path of ['/sw.js', '/manifest.webmanifest']) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers client-side routes with index.html', async () => {
    const response = await fetch(`${baseUrl}/profile`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<title>Nova</title>');
  });

  it('leaves the prerendered sign-in page out for a visit that carries a session, and only then, marking it as a likely player\'s', async () => {
    const signedOut = await fetch(`${baseUrl}/`, { headers: { cookie: 'other=1' } });
    expect(await signedOut.text()).toContain('<html data-prerendered lang="en">');
    const withSession = await fetch(`${baseUrl}/`, { headers: { cookie: `other=1; ${SESSION_COOKIE}=${'s'.repeat(43)}` } });
    expect(withSession.status).toBe(200);
    expect(withSession.headers.get('content-type')).toContain('text/html');
    expect(withSession.headers.get('cache-control')).toBe('no-cache');
    expect(await withSession.text()).toBe('<!doctype html><html data-session lang="en"><title>Nova</title></html>');
  });

  it('answers a missing asset 404 and a path escaping the folder 403, logging nothing', async () => {
    errorLogs.length = 0;
    const missing = await fetch(`${baseUrl}/assets/index-gone999.js`);
    expect(missing.status).toBe(404);
    const escaping = await fetch(`${baseUrl}/assets/..%2Findex.html`);
    expect(escaping.status).toBe(403);
    expect(await escaping.text()).not.toContain('<title>');
    expect(errorLogs).toEqual([]);
  });

  it('never publishes source maps, under /assets or elsewhere', async () => {
    for (const path of ['/assets/index-abc123.js.map', '/assets/INDEX-abc123.js.MAP', '/sw.js.map']) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('sources');
    }
  });
});
