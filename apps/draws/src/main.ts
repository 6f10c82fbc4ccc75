/** Draws as its own process: `tsx apps/draws/src/main.ts` (stack mode). */
import { createLogger } from '@nova/platform';
import { loadDrawsConfig } from './config';
import { createDrawsService } from './index';

async function main(): Promise<void> {
  const config = loadDrawsConfig();
  const logger = createLogger('draws', config.LOG_LEVEL);
  const service = createDrawsService({ config });

  // Installed before start, so a stop during start-up still closes cleanly.
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
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  const started = service.start();
  await started;
}

main().catch((error: unknown) => {
  process.stderr.write(`draws failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
