/**
 * A fixed-concurrency load loop: `concurrency` workers send one request after
 * another until the time is up. Requests that start during the warm-up are
 * sent but not counted.
 */
import { performance } from 'node:perf_hooks';

export interface LoadResult {
  /** Successful requests counted (after the warm-up). */
  requests: number;
  errors: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** The first failure seen, to tell a broken run from a slow one. */
  firstError?: string;
  /** Every counted latency, sorted, and the counted time: for merging rounds. */
  latenciesMs: number[];
  seconds: number;
}

export interface LoadOptions {
  concurrency: number;
  durationMs: number;
  warmupMs: number;
  /** One request by worker `worker`; resolves true when it succeeded, or a failure description. */
  request(worker: number): Promise<true | string>;
}

export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] as number;
}

export async function fixedConcurrencyLoad(options: LoadOptions): Promise<LoadResult> {
  const start = performance.now();
  const countFrom = start + options.warmupMs;
  const stopAt = countFrom + options.durationMs;
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const worker = async (index: number) => {
    while (performance.now() < stopAt) {
      const sent = performance.now();
      let outcome: true | string;
      try {
        outcome = await options.request(index);
      } catch (error) {
        outcome = error instanceof Error ? error.message : String(error);
      }
      if (sent < countFrom) continue;
      if (outcome === true) latencies.push(performance.now() - sent);
      else {
        errors += 1;
        firstError ??= outcome;
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, (_, index) => worker(index)));
  // Counted requests started within [countFrom, stopAt); the last ones finish a little after.
  const seconds = (Math.max(performance.now(), stopAt) - countFrom) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    perSecond: latencies.length / seconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    ...(firstError ? { firstError } : {}),
    latenciesMs: latencies,
    seconds,
  };
}

/** Several rounds of one load as if they were one: counts and time added, percentiles over every latency. */
export function mergeRounds(rounds: LoadResult[]): LoadResult {
  const latencies = rounds.flatMap((round) => round.latenciesMs).sort((a, b) => a - b);
  const seconds = rounds.reduce((sum, round) => sum + round.seconds, 0);
  const firstError = rounds.find((round) => round.firstError)?.firstError;
  return {
    requests: latencies.length,
    errors: rounds.reduce((sum, round) => sum + round.errors, 0),
    perSecond: latencies.length / seconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    ...(firstError ? { firstError } : {}),
    latenciesMs: latencies,
    seconds,
  };
}
