/**
 * Settings shared by the k6 scripts, all from the environment (`k6 run -e NAME=value`):
 *   BASE_URL  the gateway, e.g. https://staging.jackpot.example.com (default http://localhost:3000)
 *   PROFILE   smoke | load | stress: the shape of the run (default smoke)
 *   THINK_MS  pause between a player's steps, in milliseconds (default 1000)
 */
import type { Options, Stage } from 'k6/options';

export const baseUrl = (__ENV.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');

export type Profile = 'smoke' | 'load' | 'stress';

export function profile(): Profile {
  const value = __ENV.PROFILE ?? 'smoke';
  if (value === 'smoke' || value === 'load' || value === 'stress') return value;
  throw new Error(`PROFILE must be smoke, load or stress, not ${value}`);
}

export function thinkSeconds(): number {
  return Number(__ENV.THINK_MS ?? '1000') / 1000;
}

/** Ramps per profile, for `peak` virtual users at the top. */
export function stagesFor(peak: number): Stage[] {
  switch (profile()) {
    case 'smoke':
      return [{ duration: '30s', target: 1 }];
    case 'load':
      return [
        { duration: '1m', target: peak },
        { duration: '5m', target: peak },
        { duration: '1m', target: 0 },
      ];
    case 'stress':
      return [
        { duration: '2m', target: peak },
        { duration: '5m', target: peak * 2 },
        { duration: '5m', target: peak * 4 },
        { duration: '2m', target: 0 },
      ];
  }
}

/**
 * Latency limits of the steps that `npm run bench` measures (docs/benchmarks.md,
 * bench/results.md), with headroom over what one 2-core machine gave with every
 * service, PostgreSQL, NATS and Redis on it (a cluster should do better):
 * - tickets_buy: 50 concurrent players, p50 849 ms, p99 1182 ms;
 * - draws_current: 20 concurrent loops through the gateway, p50 70 ms, p99 135 ms.
 * A run slower than these has lost ground against the benchmark.
 */
export const benchmarkedSteps: Record<string, string[]> = {
  tickets_buy: ['p(50)<1000', 'p(99)<1500'],
  draws_current: ['p(50)<150', 'p(99)<300'],
};

/**
 * Pass/fail of a run: latency percentiles per journey step (tagged `name`):
 * the benchmarked limits above where a step has them, else the general ones,
 * and the share of failed requests. Refusals the app gives on purpose (no
 * balance, draw closed) are not failures: see expectedStatuses.
 */
export function thresholds(steps: string[]): NonNullable<Options['thresholds']> {
  const perStep = Object.fromEntries(steps.map((step) => [`http_req_duration{name:${step}}`, benchmarkedSteps[step] ?? ['p(95)<800', 'p(99)<2000']]));
  return {
    http_req_duration: ['p(95)<1000', 'p(99)<1500'],
    http_req_failed: ['rate<0.01'],
    checks: ['rate>0.99'],
    ...perStep,
  };
}
