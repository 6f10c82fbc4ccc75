import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';

/**
 * Where one request spends its time, stage by stage, across processes: the
 * gateway, the subgraph it calls and the service that answers a bus request
 * each time their own stages; a callee's stages come back with its answer
 * (an HTTP `Server-Timing` header, a header on the bus reply) and are kept
 * under its name (`draws.reserve`, `wallet.tx`). Only a request that is being
 * timed pays for it: with no timings in scope `timed` just runs the work.
 * The figures are durations in milliseconds, summed per stage name.
 */
export interface StageTiming {
  name: string;
  ms: number;
  /** How many times the stage ran (a statement run twice, two pool waits). */
  count: number;
}

export class StageTimings {
  private readonly stages = new Map<string, StageTiming>();
  private readonly startedAt = performance.now();

  add(name: string, ms: number, count = 1): void {
    const stage = this.stages.get(name);
    if (stage) {
      stage.ms += ms;
      stage.count += count;
    } else this.stages.set(name, { name, ms, count });
  }

  /** A callee's stages, under its name. */
  addAll(prefix: string, stages: readonly StageTiming[]): void {
    for (const stage of stages) this.add(`${prefix}.${stage.name}`, stage.ms, stage.count);
  }

  list(): StageTiming[] {
    return [...this.stages.values()];
  }

  /** Milliseconds since these timings began. */
  elapsedMs(): number {
    return performance.now() - this.startedAt;
  }
}

const scope = new AsyncLocalStorage<StageTimings>();

/** The timings of the request this code runs for, if it is being timed. */
export function currentTimings(): StageTimings | undefined {
  return scope.getStore();
}

/** Runs `work` with `timings` in scope: every `timed` stage inside it is recorded there. */
export function withTimings<T>(timings: StageTimings, work: () => T): T {
  return scope.run(timings, work);
}

/** Runs `work` as the stage `name` of the current request (if it is being timed). */
export async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  const timings = scope.getStore();
  if (!timings) return work();
  const start = performance.now();
  try {
    return await work();
  } finally {
    timings.add(name, performance.now() - start);
  }
}

/**
 * Runs `work` in timings of its own (a bus request answered in this process)
 * and files them under `prefix` in the current request's, as if they had come
 * back with a reply from another process.
 */
export async function timedAs<T>(prefix: string, work: () => Promise<T>): Promise<T> {
  const outer = scope.getStore();
  if (!outer) return work();
  const inner = new StageTimings();
  try {
    return await scope.run(inner, work);
  } finally {
    outer.addAll(prefix, withTotal(inner));
  }
}

/** The stages plus `total`: the time since the timings began (what a callee reports back). */
export function withTotal(timings: StageTimings): StageTiming[] {
  return [...timings.list(), { name: 'total', ms: timings.elapsedMs(), count: 1 }];
}

/** `Server-Timing` header value (RFC: `name;dur=1.2;desc="x2"`), names made header-safe. */
export function formatServerTiming(stages: readonly StageTiming[]): string {
  return stages
    .map((stage) => `${stage.name.replace(/[^\w.-]/g, '_')};dur=${stage.ms.toFixed(2)}${stage.count > 1 ? `;desc="x${stage.count}"` : ''}`)
    .join(', ');
}

/** Reads a `Server-Timing` header back (what formatServerTiming writes; other entries are skipped). */
export function parseServerTiming(header: string | null | undefined): StageTiming[] {
  if (!header) return [];
  const stages: StageTiming[] = [];
  for (const entry of header.split(',')) {
    const [rawName, ...params] = entry.trim().split(';');
    const name = rawName?.trim();
    const duration = params.map((param) => /^\s*dur=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (!name || duration === undefined) continue;
    const count = params.map((param) => /^\s*desc="x(\d+)"\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    stages.push({ name, ms: Number(duration), count: count === undefined ? 1 : Number(count) });
  }
  return stages;
}

/** Asks a callee to send its stages back (an HTTP request header and a bus request header). */
export const TIMING_REQUEST_HEADER = 'nova-timing';
export const SERVER_TIMING_HEADER = 'server-timing';
