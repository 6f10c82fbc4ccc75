/**
 * What the Docker build stage produces, run here without Docker: each
 * service bundled by docker/bundle.mjs, its migrate entry applied, then the
 * whole stack started from the bundles alone (plain node, no tsx, no
 * workspace) over the real PostgreSQL, NATS and Redis, and a request served
 * through the gateway.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createTestDatabase, deleteTestKeys, deleteTestStream, testEnv, testPrefix, type TestDatabase } from '@nova/platform/testing';
import { freePort, waitForReady } from '../support/processes';
import { startNode, type NodeProcess } from './support/node-process';
import { listServices, repoRoot, serviceConfig } from './support/repo';

const run = promisify(execFile);
const services = listServices();
const subgraphs = services.filter((name) => name !== 'gateway');
const outDir = mkdtempSync(join(tmpdir(), 'nova-bundles-'));
const prefix = testPrefix('bundles');
const env = testEnv();
const databases = new Map<string, TestDatabase>();
const running: NodeProcess[] = [];

/** Packages outside the bundle (sharp) resolve from the repository, as `npm install` in the image would provide them. */
function bundleEnv(service: string, extra: Record<string, string>): Record<string, string> {
  return {
    NODE_ENV: 'production',
    NODE_PATH: join(repoRoot, 'node_modules'),
    HOST: '127.0.0.1',
    NATS_URL: env.TEST_NATS_URL,
    REDIS_URL: env.TEST_REDIS_URL,
    SUBJECT_PREFIX: prefix,
    KEY_PREFIX: prefix,
    INTERNAL_AUTH_SECRET: `bundle-test-${'x'.repeat(32)}`,
    NOTIFICATIONS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    ...(databases.has(service) ? { DATABASE_URL: databases.get(service)?.url ?? '' } : {}),
    ...extra,
  };
}

beforeAll(async () => {
  await Promise.all(services.map((service) => run(process.execPath, ['docker/bundle.mjs', service, join(outDir, service)], { cwd: repoRoot })));
  for (const service of subgraphs) databases.set(service, await createTestDatabase(`bundle_${service}`));
}, 180_000);

afterAll(async () => {
  await Promise.all(running.map((child) => child.stop()));
  for (const database of databases.values()) await database.drop();
  await deleteTestStream(prefix);
  await deleteTestKeys(prefix);
  rmSync(outDir, { recursive: true, force: true });
});

describe('service bundles (the image contents)', () => {
  it.each(services)('%s: one entry point, its runtime files, only external packages to install', (service) => {
    const dir = join(outDir, service);
    expect(existsSync(join(dir, 'main.js'))).toBe(true);
    // Read beside the code at run time: the SDL and the SQL migrations.
    for (const file of ['schema.graphql', 'db/migrations']) {
      expect(existsSync(join(dir, 'apps', service, 'src', file))).toBe(existsSync(join(repoRoot, 'apps', service, 'src', file)));
    }
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(Object.keys(manifest.dependencies).filter((name) => name !== 'sharp')).toEqual([]);
    if (service === 'gateway') {
      expect(existsSync(join(dir, 'apps', 'web', 'dist', 'index.html'))).toBe(true);
      for (const subgraph of subgraphs) expect(existsSync(join(dir, 'apps', subgraph, 'src', 'schema.graphql'))).toBe(true);
    }
  });

  it.each(subgraphs)('%s: `node migrate.js` applies the migrations and exits', async (service) => {
    const { stderr } = await run(process.execPath, [join(outDir, service, 'migrate.js')], {
      env: { ...process.env, ...bundleEnv(service, { LOG_LEVEL: 'warn' }) },
    });
    expect(stderr).toBe('');
  });

  it('serves the app: four subgraphs and the gateway from their bundles', async () => {
    const urls: Record<string, string> = {};
    for (const service of subgraphs) {
      const port = await freePort();
      running.push(startNode(join(outDir, service, 'main.js'), bundleEnv(service, { PORT: String(port) })));
      urls[`${service.toUpperCase()}_URL`] = `http://127.0.0.1:${port}/graphql`;
    }
    for (const [variable, url] of Object.entries(urls)) {
      expect(serviceConfig('gateway').variables.has(variable)).toBe(true);
      await waitForReady(url.replace(/\/graphql$/, ''));
    }
    const gatewayPort = await freePort();
    const gateway = startNode(join(outDir, 'gateway', 'main.js'), bundleEnv('gateway', { PORT: String(gatewayPort), ...urls }));
    running.push(gateway);
    const base = `http://127.0.0.1:${gatewayPort}`;
    await waitForReady(base).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${gateway.output()}`);
    });
    const draws = await fetch(`${base}/api/draws/current`);
    expect(draws.status).toBe(200);
    expect(Array.isArray(await draws.json())).toBe(true);
    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"');
  });
});
