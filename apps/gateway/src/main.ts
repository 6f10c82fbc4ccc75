/**
 * The gateway as its own process (stack mode, one pod per service): subgraph
 * URLs, Redis and the shared internal secret come from the environment.
 */
import { createLogger, createMemoryStore, createRedisStore, ConfigError } from '@nova/platform';
import { loadGatewayConfig } from './config';
import { replicaUrls } from './replica-fetcher';
import { startGateway } from './server';
import { subgraphNames, type SubgraphName } from './subgraphs';

async function main(): Promise<void> {
  const config = loadGatewayConfig();
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const missing = (['IDENTITY_URL', 'WALLET_URL', 'DRAWS_URL', 'PAYMENTS_URL', 'CONTENT_URL', 'NOTIFICATIONS_URL'] as const).filter((name) => !config[name]);
  if (missing.length > 0) throw new ConfigError(missing.map((name) => `${name}: required in stack mode`));
  const store = config.REDIS_URL
    ? createRedisStore({ url: config.REDIS_URL, prefix: config.KEY_PREFIX })
    : createMemoryStore({ prefix: config.KEY_PREFIX });
  const settings: Record<SubgraphName, string> = {
    identity: config.IDENTITY_URL as string,
    wallet: config.WALLET_URL as string,
    draws: config.DRAWS_URL as string,
    payments: config.PAYMENTS_URL as string,
    content: config.CONTENT_URL as string,
    notifications: config.NOTIFICATIONS_URL as string,
  };
  // Each setting may list several replicas; the first also serves the upload relays.
  const replicas = Object.fromEntries(subgraphNames.map((name) => [name, replicaUrls(settings[name])])) as Record<SubgraphName, string[]>;
  const gateway = await startGateway({
    config,
    logger,
    store,
    secret: config.INTERNAL_AUTH_SECRET,
    subgraphUrls: Object.fromEntries(subgraphNames.map((name) => [name, replicas[name][0]])) as Record<SubgraphName, string>,
    subgraphReplicas: replicas,
  });
  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    await gateway.stop();
    await store.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
