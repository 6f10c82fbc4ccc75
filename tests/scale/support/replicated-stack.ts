import { randomBytes } from 'node:crypto';
import { serviceNames } from '@nova/contracts';
import { createTestDatabase, deleteTestKeys, deleteTestStream, testEnv, testPrefix, testSecret, type TestDatabase } from '@nova/platform/testing';
import { freePort, waitForReady } from '../../support/processes';
import { startService, type ServiceProcess } from './service-process';

/** Every service of the service list, one database each; wallet and draws run as two replicas over the same one. */
const databaseApps = serviceNames;
type DatabaseApp = (typeof databaseApps)[number];

export const ADMIN = { username: 'scale_admin', password: 'scale-admin-pass-1' };

export interface ReplicatedStack {
  /** The two gateways, each routing to every replica in turn. */
  gateways: [ServiceProcess, ServiceProcess];
  wallets: [ServiceProcess, ServiceProcess];
  draws: [ServiceProcess, ServiceProcess];
  databaseUrl(app: DatabaseApp): string;
  /** Every process's last output, for a failure report. */
  outputs(): string;
  close(): Promise<void>;
}

/**
 * Two gateways, two wallet and two draws replicas, and one of each other
 * service, each its own OS process over the real PostgreSQL, NATS and Redis
 * under one fresh prefix (databases, subjects, keys).
 */
export async function startReplicatedStack(drawsEnv: NodeJS.ProcessEnv = {}): Promise<ReplicatedStack> {
  const env = testEnv();
  const prefix = testPrefix('scale');
  const databases = {} as Record<DatabaseApp, TestDatabase>;
  for (const app of databaseApps) databases[app] = await createTestDatabase(`scale_${app}`, env);
  const shared: NodeJS.ProcessEnv = {
    NODE_ENV: 'test',
    NATS_URL: env.TEST_NATS_URL,
    REDIS_URL: env.TEST_REDIS_URL,
    SUBJECT_PREFIX: prefix,
    KEY_PREFIX: prefix,
    INTERNAL_AUTH_SECRET: testSecret(),
  };
  const processes: ServiceProcess[] = [];
  const start = async (name: string, app: string, extra: NodeJS.ProcessEnv) => {
    const service = startService(name, app, await freePort(), { ...shared, ...extra });
    processes.push(service);
    return service;
  };
  const withDb = (app: DatabaseApp, extra: NodeJS.ProcessEnv = {}) => ({ DATABASE_URL: databases[app].url, ...extra });
  const ready = (services: ServiceProcess[]) => Promise.all(services.map((service) => waitForReady(service.url, 180_000)));

  const cleanUp = async () => {
    await Promise.all(processes.map((service) => service.stop()));
    for (const app of databaseApps) await databases[app].drop();
    await deleteTestStream(prefix, env);
    await deleteTestKeys(prefix, env);
  };

  try {
    // First replicas create the databases' schemas; the second ones start on them.
    const singles = [
      await start('identity', 'identity', withDb('identity', { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password })),
      await start('payments', 'payments', withDb('payments')),
      await start('content', 'content', withDb('content')),
      await start('notifications', 'notifications', withDb('notifications', {
        NOTIFICATIONS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        TELEGRAM_API_ROOT: 'http://127.0.0.1:9',
      })),
    ];
    const wallet1 = await start('wallet-1', 'wallet', withDb('wallet'));
    const draws1 = await start('draws-1', 'draws', withDb('draws', drawsEnv));
    await ready([...singles, wallet1, draws1]);
    const wallet2 = await start('wallet-2', 'wallet', withDb('wallet'));
    const draws2 = await start('draws-2', 'draws', withDb('draws', drawsEnv));
    const subgraphs = (services: ServiceProcess[]) => services.map((service) => `${service.url}/graphql`).join(',');
    const [identity, payments, content, notifications] = singles as [ServiceProcess, ServiceProcess, ServiceProcess, ServiceProcess];
    const gatewayEnv = {
      IDENTITY_URL: subgraphs([identity]),
      WALLET_URL: subgraphs([wallet1, wallet2]),
      DRAWS_URL: subgraphs([draws1, draws2]),
      PAYMENTS_URL: subgraphs([payments]),
      CONTENT_URL: subgraphs([content]),
      NOTIFICATIONS_URL: subgraphs([notifications]),
    };
    const gatewayA = await start('gateway-a', 'gateway', gatewayEnv);
    // The second gateway lists the replicas the other way round.
    const gatewayB = await start('gateway-b', 'gateway', { ...gatewayEnv, WALLET_URL: subgraphs([wallet2, wallet1]), DRAWS_URL: subgraphs([draws2, draws1]) });
    await ready([wallet2, draws2, gatewayA, gatewayB]);
    return {
      gateways: [gatewayA, gatewayB],
      wallets: [wallet1, wallet2],
      draws: [draws1, draws2],
      databaseUrl: (app) => databases[app].url,
      outputs: () => processes.map((service) => `--- ${service.name}\n${service.output()}`).join('\n'),
      close: cleanUp,
    };
  } catch (error) {
    const report = processes.map((service) => `--- ${service.name}\n${service.output()}`).join('\n');
    await cleanUp();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${report}`);
  }
}
