/**
 * The app in stack mode, as `npm run start:stack` runs it (one process per
 * service over the real PostgreSQL, NATS and Redis, the gateway last), under
 * a fresh prefix and with an admin account, for the HTTP benchmarks. Started
 * here rather than through start-stack.mjs for a longer readiness wait: a
 * shared 2-core machine can take more than start:stack's minute per service.
 * `close()` stops it and drops its data.
 */
import { serviceNames } from '@nova/contracts';
import { randomBytes } from 'node:crypto';
import { createTestDatabase, deleteTestKeys, deleteTestStream, testEnv, testPrefix, testSecret, type TestDatabase } from '@nova/platform/testing';
import { freePort, waitForReady } from '../../tests/support/processes';
import { startService, type ServiceProcess } from '../../tests/scale/support/service-process';

const services = serviceNames;
export const BENCH_ADMIN = { username: 'bench_admin', password: 'bench-admin-pass-1' };
const READY_WITHIN_MS = 300_000;

export interface BenchStack {
  gatewayUrl: string;
  /** The draws service itself, without the gateway in front. */
  drawsUrl: string;
  /** Process ids by service (gateway included) and the stack's database names: for the CPU split. */
  pids: Record<string, number>;
  /**
   * A second gateway over the same services that times every request
   * (SERVER_TIMING, docs/performance.md): for the split of where a request's
   * time goes. Started on demand, after the runs that measure rates and CPU,
   * which go through the first gateway as production runs it (timing off):
   * timing has a cost of its own, and an idle replica would still take every
   * event of the feed.
   */
  startTimedGateway(): Promise<{ url: string; stop(): Promise<void> }>;
  databases: string[];
  close(): Promise<void>;
}

/** `serviceEnv`: extra variables for every process (e.g. NODE_OPTIONS=--cpu-prof to profile a run). */
export async function startBenchStack(serviceEnv: NodeJS.ProcessEnv = {}): Promise<BenchStack> {
  const env = testEnv();
  const prefix = testPrefix('bench');
  const shared: NodeJS.ProcessEnv = {
    NODE_ENV: 'production',
    NATS_URL: env.TEST_NATS_URL,
    REDIS_URL: env.TEST_REDIS_URL,
    SUBJECT_PREFIX: prefix,
    KEY_PREFIX: prefix,
    INTERNAL_AUTH_SECRET: testSecret(),
    ...serviceEnv,
  };
  const databases: TestDatabase[] = [];
  const processes: ServiceProcess[] = [];
  const close = async () => {
    await Promise.all(processes.map((service) => service.stop()));
    for (const database of databases) await database.drop();
    await deleteTestStream(prefix, env);
    await deleteTestKeys(prefix, env);
  };
  try {
    const subgraphs: Record<string, ServiceProcess> = {};
    for (const name of services) {
      const database = await createTestDatabase(`bench_${name}`, env);
      databases.push(database);
      const extra: NodeJS.ProcessEnv = { DATABASE_URL: database.url };
      if (name === 'identity') Object.assign(extra, { ADMIN_USERNAME: BENCH_ADMIN.username, ADMIN_PASSWORD: BENCH_ADMIN.password });
      if (name === 'notifications') Object.assign(extra, { NOTIFICATIONS_ENCRYPTION_KEY: randomBytes(32).toString('base64'), TELEGRAM_API_ROOT: 'http://127.0.0.1:9' });
      const service = startService(name, name, await freePort(), { ...shared, ...extra });
      processes.push(service);
      subgraphs[name] = service;
    }
    await Promise.all(processes.map((service) => waitForReady(service.url, READY_WITHIN_MS)));
    const urls = Object.fromEntries(services.map((name) => [`${name.toUpperCase()}_URL`, `${subgraphs[name]?.url}/graphql`]));
    // The per-player purchase limit (60/min) would cap the load at the limiter, not the app; it still counts every call.
    const limits = { PURCHASES_PER_USER: '1000000', REGISTRATIONS_PER_CLIENT_IP: '1000' };
    const gatewayEnv = { ...shared, ...urls, ...limits };
    const gateway = startService('gateway', 'gateway', await freePort(), gatewayEnv);
    processes.push(gateway);
    await waitForReady(gateway.url, READY_WITHIN_MS);
    const pids = Object.fromEntries(processes.flatMap((service) => (service.pid === undefined ? [] : [[service.name, service.pid]])));
    const startTimedGateway = async () => {
      // Every answer tells where its time went (the purchase split).
      const timed = startService('gateway-timed', 'gateway', await freePort(), { ...gatewayEnv, SERVER_TIMING: 'true' });
      processes.push(timed);
      await waitForReady(timed.url, READY_WITHIN_MS);
      return { url: timed.url, stop: () => timed.stop() };
    };
    return { gatewayUrl: gateway.url, drawsUrl: subgraphs.draws?.url as string, pids, databases: databases.map((database) => database.name), startTimedGateway, close };
  } catch (error) {
    const report = processes.map((service) => `--- ${service.name}\n${service.output()}`).join('\n');
    await close();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${report}`);
  }
}
