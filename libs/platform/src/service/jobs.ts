import type { Logger } from '../logger';

export interface JobOptions {
  name: string;
  everyMs: number;
  /** Also one run right away. */
  atStart: boolean;
  logger: Logger;
  run(): Promise<unknown>;
}

export interface RunningJob {
  /** Waits for a run in progress, then runs no more. */
  stop(): Promise<void>;
}

/**
 * Repeats `run` every `everyMs`, never two runs at once. A failed run is
 * logged and tried again on the next interval. Every replica runs its jobs:
 * they share work through row locks.
 */
export function startJob({ name, everyMs, atStart, logger, run }: JobOptions): RunningJob {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const runNext = () => {
    running = running
      .then(() => (stopped ? undefined : run()))
      .catch((error: unknown) => logger.error({ err: error, job: name }, 'scheduled job failed; retrying on the next interval'));
  };
  const timer = setInterval(runNext, everyMs);
  timer.unref();
  if (atStart) runNext();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
