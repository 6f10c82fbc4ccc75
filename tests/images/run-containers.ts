/**
 * The containers half of `npm run test:images` (scripts/images/run.sh builds
 * the images first). Against the local PostgreSQL, NATS and Redis, under a
 * fresh prefix and fresh databases:
 * 1. each image, hardened as the chart runs it: `node migrate.js` applies its
 *    migrations and exits 0; the service answers /healthz and /readyz; on
 *    `podman stop` (SIGTERM) it exits 0 before the kill timeout;
 * 2. the chart's Deployments (rendered by helm) through `podman kube play`,
 *    and a purchase through the gateway: admin signs in, opens a draw, a
 *    player registers, is credited and buys a ticket.
 * Env: IMAGES_SERVICES (default all seven), IMAGES_TAG (default ci).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createTestDatabase, deleteTestKeys, deleteTestStream, testEnv, testPrefix, testSecret, type TestDatabase } from '@nova/platform/testing';
import { freePort } from '../support/processes';
import { kubePlayManifest } from './kube-play';
import { assertHardened, envArgs, hardened, logsOf, podman, STOP_TIMEOUT_SECONDS, stopAndExitCode } from './podman';
import { buyOneTicket } from './purchase';

const allServices = ['identity', 'wallet', 'draws', 'payments', 'content', 'notifications', 'gateway'];
const services = allServices.filter((name) => (process.env.IMAGES_SERVICES ?? allServices.join(' ')).split(/\s+/).includes(name));
const tag = process.env.IMAGES_TAG ?? 'ci';
const registry = 'localhost/nova-jackpot';
const withDatabase = new Set(['identity', 'wallet', 'draws', 'payments', 'content', 'notifications']);
const admin = { username: 'images_admin', password: `admin-${randomBytes(6).toString('hex')}` };
const started = Date.now();
const log = (message: string) => process.stdout.write(`[${Math.round((Date.now() - started) / 1000)}s] ${message}\n`);

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} not OK within ${timeoutMs} ms (${last})`);
}

async function tableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ n: string }>("SELECT count(*) AS n FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema')");
    return Number(result.rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const env = testEnv();
  const prefix = testPrefix('images');
  const databases: Record<string, TestDatabase> = {};
  const ports: Record<string, number> = {};
  const metricsPorts: Record<string, number> = {};
  for (const name of services) ports[name] = await freePort();
  for (const name of services) metricsPorts[name] = await freePort();
  const secrets: Record<string, Record<string, string>> = {};
  const common = { INTERNAL_AUTH_SECRET: testSecret(), REDIS_URL: env.TEST_REDIS_URL };
  const encryptionKey = randomBytes(32).toString('base64');
  const containers: string[] = [];
  const work = mkdtempSync(join(tmpdir(), 'nova-kube-play-'));
  const kubeFile = join(work, 'deployments.yaml');
  let played = false;
  const failures: string[] = [];

  try {
    for (const name of services) {
      secrets[name] = { ...common };
      if (withDatabase.has(name)) {
        databases[name] = await createTestDatabase(`img_${name}`, env);
        secrets[name].DATABASE_URL = databases[name].url;
      }
    }
    Object.assign(secrets.identity ?? {}, { ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password });
    Object.assign(secrets.notifications ?? {}, { NOTIFICATIONS_ENCRYPTION_KEY: encryptionKey, TELEGRAM_API_ROOT: 'http://127.0.0.1:9' });

    // 1. Each image on its own, hardened.
    const plain = (name: string) => ({
      NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(ports[name]), METRICS_PORT: String(metricsPorts[name]),
      NATS_URL: env.TEST_NATS_URL, SUBJECT_PREFIX: prefix, KEY_PREFIX: prefix, ...secrets[name],
    });
    for (const name of services.filter((service) => withDatabase.has(service))) {
      const image = `${registry}/${name}:${tag}`;
      const migrated = await podman(['run', '--rm', ...hardened, ...envArgs(plain(name)), image, 'node', 'migrate.js'], { allowFailure: true });
      if (migrated.code !== 0) throw new Error(`${name}: node migrate.js exited ${migrated.code}\n${migrated.stderr}`);
      const tables = await tableCount(databases[name]?.url ?? '');
      if (tables === 0) throw new Error(`${name}: migrate.js created no tables`);
      log(`${name}: migrate.js applied its migrations (${tables} tables)`);
    }
    const gatewayUrls = Object.fromEntries(services.filter((name) => name !== 'gateway').map((name) => [`${name.toUpperCase()}_URL`, `http://127.0.0.1:${ports[name]}/graphql`]));
    for (const name of services) {
      const container = `nova-images-${name}-${prefix}`;
      const extra = name === 'gateway' ? gatewayUrls : {};
      await podman(['run', '-d', '--name', container, ...hardened, ...envArgs({ ...plain(name), ...extra }), `${registry}/${name}:${tag}`]);
      containers.push(container);
      try {
        await waitFor(`http://127.0.0.1:${ports[name]}/healthz`, 120_000);
        await waitFor(`http://127.0.0.1:${ports[name]}/readyz`, 120_000);
      } catch (error) {
        throw new Error(`${name}: ${error instanceof Error ? error.message : String(error)}\n${await logsOf(container)}`);
      }
      await assertHardened(container);
      log(`${name}: /healthz and /readyz answer; uid 1000, read-only root, writable /tmp, no capabilities`);
    }
    // A failed stop is reported at the end: the kube play and purchase still run.
    for (const container of [...containers].reverse()) {
      const code = await stopAndExitCode(container);
      if (code !== 0) failures.push(`${container}: exit code ${code} after SIGTERM (not stopped within ${STOP_TIMEOUT_SECONDS} s)`);
    }
    log(failures.length === 0 ? 'every container stopped cleanly on SIGTERM (exit 0)' : `unclean stops: ${failures.join('; ')}`);
    for (const container of containers.splice(0)) await podman(['rm', '-f', container], { allowFailure: true });

    // 2. The chart's Deployments through podman kube play, and a purchase.
    const manifest = kubePlayManifest({ services, registry, tag, ports, metricsPorts, natsUrl: env.TEST_NATS_URL, prefix, secretEnv: secrets });
    writeFileSync(kubeFile, manifest.yaml);
    await podman(['kube', 'play', '--replace', kubeFile]);
    played = true;
    log(`podman kube play: ${manifest.deployments.length} Deployments from the chart`);
    for (const name of services) {
      const container = `nova-nova-jackpot-${name}-pod-0-${name}`;
      try {
        await waitFor(`http://127.0.0.1:${ports[name]}/readyz`, 180_000);
        await waitFor(`http://127.0.0.1:${metricsPorts[name]}/metrics`, 10_000);
      } catch (error) {
        throw new Error(`${name} (kube play): ${error instanceof Error ? error.message : String(error)}\n${await logsOf(container)}`);
      }
      // The chart's securityContext, as podman applied it.
      await assertHardened(container);
    }
    log('every pod ready and hardened as the chart says, its metrics on its own metrics port');
    if (services.includes('gateway') && services.length === allServices.length) {
      const purchase = await buyOneTicket(`http://127.0.0.1:${ports.gateway}`, admin);
      log(`purchase through the gateway: ${JSON.stringify(purchase)}`);
    } else {
      log('purchase skipped: it needs all seven services (IMAGES_SERVICES is a subset)');
    }
    if (failures.length > 0) throw new Error(`failed: ${failures.join('; ')}`);
  } finally {
    if (played) await podman(['kube', 'down', kubeFile], { allowFailure: true });
    for (const container of containers) await podman(['rm', '-f', container], { allowFailure: true });
    rmSync(work, { recursive: true, force: true });
    for (const database of Object.values(databases)) await database.drop().catch(() => undefined);
    await deleteTestStream(prefix, env).catch(() => undefined);
    await deleteTestKeys(prefix, env).catch(() => undefined);
  }
}

main().then(
  () => log('containers: all checks passed'),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
    process.exit(1);
  },
);
