import { createLogger } from './logger';
import type { StartableService } from './service/command';

/**
 * Runs one service as its own process (stack mode, one pod): starts it,
 * stops it cleanly on SIGTERM/SIGINT (even during start-up), and exits
 * non-zero with one line on stderr when start-up fails.
 */
export function runServiceProcess(
  name: string,
  setUp: () => { service: StartableService; logLevel: string },
): void {
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
    started.catch(failStartup(name));
  } catch (error) {
    failStartup(name)(error);
  }
}

function failStartup(name: string) {
  return (error: unknown) => {
    process.stderr.write(`${name} failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  };
}
