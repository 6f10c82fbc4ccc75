import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { webApp } from '../src/web-app';

/** A built client in a temporary directory, served by the gateway's web router. */
describe('web app serving', () => {
  const distDir = mkdtempSync(join(tmpdir(), 'nova-web-dist-'));
  const script = `console.log(${JSON.stringify('nova '.repeat(2000))});`;
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Nova</title>');
    writeFileSync(join(distDir, 'assets', 'index-abc123.js'), script);
    writeFileSync(join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(distDir, 'manifest.webmanifest'), '{"name":"Nova Jackpot"}');
    const app = express();
    app.use(webApp(distDir));
    server = await new Promise((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
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
});
