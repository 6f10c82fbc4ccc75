import { randomBytes } from 'node:crypto';
import { serviceNames, type ServiceName } from '@nova/contracts';
import { loadGatewayConfig, startGateway, type RunningGateway } from '@nova/gateway';
import { createLocalBus, createLogger, createMemoryStore, createRedisStore, createService, loadConfig, type AnyServiceDefinition, type ServiceInstance } from '@nova/platform';
import { registry } from './registry';

export interface RunningHost {
  url: string;
  stop(): Promise<void>;
}

/** Each service's own settings in one process: a private loopback port and metrics port, the shared secret. */
function serviceEnv(definition: AnyServiceDefinition, env: NodeJS.ProcessEnv, secret: string): NodeJS.ProcessEnv {
  const generated = Object.fromEntries((definition.perStartSecrets ?? []).filter((name) => !env[name]).map((name) => [name, randomBytes(32).toString('base64')]));
  return { ...env, ...generated, PORT: '0', HOST: '127.0.0.1', METRICS_HOST: '127.0.0.1', METRICS_PORT: '0', INTERNAL_AUTH_SECRET: secret };
}

/**
 * `npm start`: every service of the service list and the gateway in this one
 * process, on embedded defaults (PGlite under DATA_DIR, the in-process bus,
 * the in-memory store) unless DATABASE_URL / NATS_URL / REDIS_URL say
 * otherwise; each subgraph on a private loopback port, the gateway on PORT.
 */
export async function startHost(env: NodeJS.ProcessEnv = process.env): Promise<RunningHost> {
  const startedAt = Date.now();
  // One process: a per-start secret is enough, nothing outside needs it.
  const secret = env.INTERNAL_AUTH_SECRET ?? randomBytes(32).toString('base64url');
  const config = loadGatewayConfig({ ...env, INTERNAL_AUTH_SECRET: secret });
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const store = config.REDIS_URL
    ? createRedisStore({ url: config.REDIS_URL, prefix: config.KEY_PREFIX })
    : createMemoryStore({ prefix: config.KEY_PREFIX });
  const bus = config.NATS_URL ? undefined : createLocalBus();
  const shared = { store, ...(bus ? { bus } : {}) };

  const services = serviceNames.map((name): [ServiceName, ServiceInstance] => {
    const definition = registry[name];
    return [name, createService(definition, { config: loadConfig(definition.config, serviceEnv(definition, env, secret)), shared })];
  });
  let gateway: RunningGateway | undefined;
  const stop = async () => {
    await gateway?.stop();
    await Promise.all(services.map(([, service]) => service.stop()));
    await bus?.close();
    await store.close();
  };
  try {
    const urls = await Promise.all(services.map(async ([name, service]) => [name, (await service.start()).url] as const));
    gateway = await startGateway({
      config,
      logger,
      store,
      ...(bus ? { bus } : {}),
      secret,
      subgraphUrls: Object.fromEntries(urls) as Record<ServiceName, string>,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  logger.info({ url: gateway.url, startupMs: Date.now() - startedAt }, 'Nova Jackpot is ready');
  return { url: gateway.url, stop };
}
