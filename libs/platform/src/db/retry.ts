import type { Logger } from '../logger';

/** serialization_failure and deadlock_detected: safe to retry the whole transaction. */
const retryableCodes = new Set(['40001', '40P01']);

export function isRetryable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && retryableCodes.has(String((error as { code?: unknown }).code));
}

/** Runs `attempt` again on a retryable failure, with jittered exponential backoff. */
export async function withRetries<T>(attempt: () => Promise<T>, retries: number, logger?: Logger): Promise<T> {
  for (let tries = 0; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!isRetryable(error) || tries >= retries) throw error;
      const delayMs = Math.random() * Math.min(1000, 10 * 2 ** tries);
      logger?.debug({ code: (error as { code?: unknown }).code, tries }, 'retrying transaction');
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}
