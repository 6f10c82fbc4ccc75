import { loadConfig } from '../config';
import { openDb } from '../db/open-db';
import { createLogger } from '../logger';
import type { AnyServiceDefinition } from './define-service';
import { createService, type ServiceInstance } from './create-service';

/** What a long-running part of the system offers a process runner. */
export interface StartableService {
  start(): Promise<unknown>;
  stop(): Promise<void>;
}

/**
 * Runs one started thing as this process: stops it cleanly on SIGTERM/SIGINT
 * (even during start-up), and exits non-zero with one line on stderr when
 * start-up fails.
 */
export function runAsProcess(name: string, setUp: () => { service: StartableService; logLevel: string }): void {
  let started: Promise<unknown> = Promise.resolve();
  try {
    const { service, logLevel } = setUp();
    const logger = createLogger(name, logLevel);
    let stopping = false;
    const shutdown = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      logger.info({ signal }, 'shutting down');
      try {
        await started.catch(() => undefined);
        await service.stop();
        process.exit(0);
      } catch (error) {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      }
    };
    // Installed before start, so a stop during start-up still closes cleanly.
    process.once('SIGTERM', () => void shutdown('SIGTERM'));
    process.once('SIGINT', () => void shutdown('SIGINT'));
    started = service.start();
    started.catch(failWith(`${name} failed to start`));
  } catch (error) {
    failWith(`${name} failed to start`)(error);
  }
}

/** `serve`: the service as its own process (stack mode, one pod), configured from the environment. */
export function serveService(definition: AnyServiceDefinition, env: NodeJS.ProcessEnv = process.env): void {
  runAsProcess(definition.name, () => {
    const config = loadConfig(definition.config, env);
    const service: ServiceInstance = createService(definition, { config });
    return { service, logLevel: config.LOG_LEVEL as string };
  });
}

/**
 * `migrate`: applies the service's migrations and exits (the Helm chart's
 * pre-install/pre-upgrade Job), so a failing migration stops a release
 * before any pod is replaced.
 */
export function migrateService(definition: AnyServiceDefinition, env: NodeJS.ProcessEnv = process.env): void {
  const migrate = async () => {
    const config = loadConfig(definition.config, env);
    if (!config.DATABASE_URL) throw new Error('DATABASE_URL is required to run migrations');
    const logger = createLogger(`${definition.name}-migrate`, config.LOG_LEVEL as string);
    const db = await openDb({ service: definition.name, databaseUrl: config.DATABASE_URL as string, dataDir: config.DATA_DIR as string, migrationsDir: definition.migrations, logger });
    await db.close();
  };
  migrate().then(() => process.exit(0), failWith(`${definition.name} migrations failed`));
}

/** `serve` or `migrate`, as the command line says (serve when it says nothing). */
export function runServiceCommand(definition: AnyServiceDefinition, command: string | undefined = process.argv[2]): void {
  if (command === 'migrate') return migrateService(definition);
  if (command === undefined || command === 'serve') return serveService(definition);
  process.stderr.write(`usage: <${definition.name}> serve|migrate\n`);
  process.exit(2);
}

function failWith(what: string) {
  return (error: unknown) => {
    process.stderr.write(`${what}: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  };
}
