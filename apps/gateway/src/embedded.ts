/**
 * `npm start`: every service in this one process on embedded defaults
 * (PGlite under DATA_DIR, the in-process bus, the in-memory store), each
 * subgraph on a private loopback port, the gateway on PORT (3000).
 * With DATABASE_URL / NATS_URL / REDIS_URL set, the same process uses those.
 */
import { randomBytes } from 'node:crypto';
import { createIdentityService, loadIdentityConfig } from '@nova/identity';
import { createWalletService, loadWalletConfig } from '@nova/wallet';
import { createDrawsService, loadDrawsConfig } from '@nova/draws';
import { createPaymentsService, loadPaymentsConfig } from '@nova/payments';
import { createContentService, loadContentConfig } from '@nova/content';
import { createNotificationsService, loadNotificationsConfig } from '@nova/notifications';
import { createLocalBus, createLogger, createMemoryStore, createRedisStore } from '@nova/platform';
import { loadGatewayConfig } from './config';
import { startGateway } from './server';

async function main(): Promise<void> {
  const startedAt = Date.now();
  // One process: a per-start secret is enough, nothing outside needs it.
  const secret = process.env.INTERNAL_AUTH_SECRET ?? randomBytes(32).toString('base64url');
  // Each service's metrics on a free loopback port of its own; METRICS_PORT is the gateway's.
  const serviceEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', METRICS_HOST: '127.0.0.1', METRICS_PORT: '0', INTERNAL_AUTH_SECRET: secret };
  const config = loadGatewayConfig({ ...process.env, INTERNAL_AUTH_SECRET: secret });
  const logger = createLogger('gateway', config.LOG_LEVEL);

  const store = config.REDIS_URL
    ? createRedisStore({ url: config.REDIS_URL, prefix: config.KEY_PREFIX })
    : createMemoryStore({ prefix: config.KEY_PREFIX });
  const bus = config.NATS_URL ? undefined : createLocalBus();
  const shared = { store, ...(bus ? { bus } : {}) };

  const identity = createIdentityService({ config: loadIdentityConfig(serviceEnv), shared });
  const wallet = createWalletService({ config: loadWalletConfig(serviceEnv), shared });
  const draws = createDrawsService({ config: loadDrawsConfig(serviceEnv), shared });
  const payments = createPaymentsService({ config: loadPaymentsConfig(serviceEnv), shared });
  const content = createContentService({ config: loadContentConfig(serviceEnv), shared });
  // A per-start key unless one is given: a saved bot token then lasts one start (set the key to keep it).
  const notificationsKey = process.env.NOTIFICATIONS_ENCRYPTION_KEY ?? randomBytes(32).toString('base64');
  const notifications = createNotificationsService({ config: loadNotificationsConfig({ ...serviceEnv, NOTIFICATIONS_ENCRYPTION_KEY: notificationsKey }), shared });
  const [identityUrl, walletUrl, drawsUrl, paymentsUrl, contentUrl, notificationsUrl] = await Promise.all([
    identity.start(),
    wallet.start(),
    draws.start(),
    payments.start(),
    content.start(),
    notifications.start(),
  ]);
  const gateway = await startGateway({
    config,
    logger,
    store,
    ...(bus ? { bus } : {}),
    secret,
    subgraphUrls: { identity: identityUrl.url, wallet: walletUrl.url, draws: drawsUrl.url, payments: paymentsUrl.url, content: contentUrl.url, notifications: notificationsUrl.url },
  });
  logger.info({ url: gateway.url, startupMs: Date.now() - startedAt }, 'Nova Jackpot is ready');
  process.stdout.write(`Nova Jackpot is running at http://localhost:${new URL(gateway.url).port}\n`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await gateway.stop();
    await Promise.all([identity.stop(), wallet.stop(), draws.stop(), payments.stop(), content.stop(), notifications.stop()]);
    await bus?.close();
    await store.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`Nova Jackpot failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
