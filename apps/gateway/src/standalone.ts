import { serviceNames, subgraphUrlVariable } from '@nova/contracts';
import { ConfigError, createLogger, createMemoryStore, createRedisStore, type StartableService } from '@nova/platform';
import { loadGatewayConfig } from './config';
import { replicaUrls } from './replica-fetcher';
import { startGateway, type RunningGateway } from './server';
import type { SubgraphName } from './subgraphs';

/**
 * The gateway as its own process (stack mode, one pod): every service's
 * subgraph URL (`<NAME>_URL`, several replicas comma-separated), Redis and
 * the shared internal secret come from the environment.
 */
export function standaloneGateway(env: NodeJS.ProcessEnv = process.env): StartableService & { logLevel: string } {
  const config = loadGatewayConfig(env);
  const missing = serviceNames.map(subgraphUrlVariable).filter((name) => !config[name]);
  if (missing.length > 0) throw new ConfigError(missing.map((name) => `${name}: required in stack mode`));
  let gateway: RunningGateway | undefined;
  const store = config.REDIS_URL
    ? createRedisStore({ url: config.REDIS_URL, prefix: config.KEY_PREFIX })
    : createMemoryStore({ prefix: config.KEY_PREFIX });
  return {
    logLevel: config.LOG_LEVEL,
    async start() {
      // Each variable may list several replicas; the first also serves the upload relays.
      const replicas = Object.fromEntries(serviceNames.map((name) => [name, replicaUrls(config[subgraphUrlVariable(name)] as string)])) as Record<SubgraphName, string[]>;
      gateway = await startGateway({
        config,
        logger: createLogger('gateway', config.LOG_LEVEL),
        store,
        secret: config.INTERNAL_AUTH_SECRET,
        subgraphUrls: Object.fromEntries(serviceNames.map((name) => [name, replicas[name][0]])) as Record<SubgraphName, string>,
        subgraphReplicas: replicas,
      });
      return { url: gateway.url };
    },
    async stop() {
      await gateway?.stop();
      await store.close();
    },
  };
}
