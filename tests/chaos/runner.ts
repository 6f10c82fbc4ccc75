import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { Client } from 'pg';
import { deleteTestKeys, deleteTestStream, testEnv } from '@nova/platform/testing';
import { sleep, type RetryStats } from './support/api';
import { createServices, serviceDatabaseUrl, SERVICES, type ServiceName, type ServiceProcess } from './support/services';
import { startTcpProxy } from './support/tcp-proxy';
import { startFaults, type FaultLog } from './faults';
import { checkInvariants, openDatabases, outstandingWork, type Check } from './invariants';
import { buildSchedule, type OperationKind, type Schedule } from './schedule';
import { prepare, runWorkload } from './workload';

export interface ChaosOptions {
  seed: number;
  durationMs: number;
  players: number;
  opsPerSecond: number;
  faultEveryMs: number;
  /** How long to wait, after the last fault, for reconcilers and consumers to finish. */
  settleTimeoutMs: number;
  log: (line: string) => void;
  /** Keep the databases, stream and keys of a failed run for inspection. */
  keepOnFailure?: boolean;
  /** Write each service's full output to `<logDir>/<service>.log`. */
  logDir?: string;
}

export interface ChaosReport {
  seed: number;
  fingerprint: string;
  prefix: string;
  durationMs: number;
  players: number;
  scheduled: { operations: number; faults: number };
  outcomes: Map<OperationKind, Map<string, number>>;
  faults: FaultLog;
  restarts: Map<ServiceName, number>;
  /** Per service: seconds from a (re)start to ready, mean and max. */
  recovery: Map<ServiceName, { mean: number; max: number }>;
  transient: Map<string, number>;
  settleMs: number;
  checks: Check[];
  ok: boolean;
}

export const chaosDefaults = { players: 16, opsPerSecond: 4, faultEveryMs: 5000, settleTimeoutMs: 150_000 };

/**
 * One chaos run: the stack as separate processes over the real PostgreSQL,
 * NATS and Redis (NATS and Redis behind cuttable proxies) under a fresh
 * prefix, the seeded workload and faults, a settle phase, then the invariants.
 */
export async function runChaos(options: ChaosOptions): Promise<ChaosReport> {
  const env = testEnv();
  const schedule: Schedule = buildSchedule(options);
  const prefix = `nova_chaos_${randomBytes(4).toString('hex')}`;
  const runId = prefix.slice(-6);
  options.log(
    `chaos: seed ${options.seed} (replay with CHAOS_SEED=${options.seed}), schedule ${schedule.fingerprint}: ${schedule.operations.length} operations, ${schedule.faults.length} faults over ${Math.round(options.durationMs / 1000)} s; prefix ${prefix}`,
  );
  const nats = await startTcpProxy(env.TEST_NATS_URL, 'nats');
  const redis = await startTcpProxy(env.TEST_REDIS_URL, 'redis');
  const admin = { username: `admiral_${runId}`, password: 'bridge-2500-command' };
  const services = await createServices({
    prefix,
    postgresUrl: env.TEST_DATABASE_URL,
    natsUrl: nats.url,
    redisUrl: redis.url,
    secret: randomBytes(32).toString('base64url'),
    notificationsKey: randomBytes(32).toString('base64'),
    admin,
  });
  if (options.logDir) {
    mkdirSync(options.logDir, { recursive: true });
    for (const service of services.values()) service.logDir = options.logDir;
  }
  let ok = false;
  // PostgreSQL itself is never faulted: the workload makes a draw due directly, as its date passing would.
  const drawsDb = new Client({ connectionString: serviceDatabaseUrl(env.TEST_DATABASE_URL, prefix, 'draws') });
  try {
    for (const name of SERVICES) services.get(name)!.start();
    await waitAllReady(services, SERVICES, 240_000);
    services.get('gateway')!.start();
    await waitAllReady(services, ['gateway'], 120_000);
    const gateway = services.get('gateway')!.url;
    const stats: RetryStats = { transient: new Map() };
    const setup = await prepare(gateway, admin, schedule, stats);
    await drawsDb.connect();
    const drawDates = {
      async makeDue(drawId: string) {
        await drawsDb.query("UPDATE draws SET draw_date = now() - interval '1 second' WHERE id = $1 AND draw_date > now()", [drawId]);
      },
      async isDue(drawId: string) {
        return (await drawsDb.query('SELECT 1 FROM draws WHERE id = $1 AND draw_date <= now()', [drawId])).rowCount === 1;
      },
    };
    options.log('chaos: stack up, workload and faults starting');

    let stopped = false;
    const isStopped = () => stopped;
    const faults = startFaults({ faults: schedule.faults, services, proxies: { nats, redis }, stopped: isStopped });
    const workload = runWorkload({ baseUrl: gateway, schedule, runId, admin: setup.client, paymentMethodId: setup.paymentMethodId, drawDates, stats, stopped: isStopped });
    await sleep(options.durationMs);
    stopped = true;
    options.log('chaos: schedule over; waiting for operations in flight, then healing');
    await faults.heal();
    const result = await workload;
    await waitAllReady(services, [...SERVICES, 'gateway'], 180_000);

    const databases = await openDatabases(env.TEST_DATABASE_URL, prefix);
    try {
      const settleStarted = Date.now();
      const outstanding = await settle(databases, env.TEST_NATS_URL, prefix, options.settleTimeoutMs);
      const settleMs = Date.now() - settleStarted;
      const owed = Object.entries(outstanding).filter(([, count]) => count > 0);
      const checks: Check[] = [
        {
          name: 'settled: reconcilers, relays and consumers finished all owed work',
          ok: owed.length === 0,
          detail: owed.length === 0 ? `in ${Math.round(settleMs / 1000)} s` : owed.map(([what, count]) => `${what}: ${count}`).join(', '),
        },
        {
          name: 'processes: no service died on its own once it was running',
          ok: faults.log.crashes.size === 0,
          detail:
            faults.log.crashes.size === 0
              ? 'only the planned kills'
              : [...faults.log.crashes].map(([name, tails]) => `${name} ${tails.length}×, last output: ${tails[tails.length - 1]}`).join('\n'),
        },
        ...(await checkInvariants(databases, env.TEST_NATS_URL, prefix, result.acknowledged)),
      ];
      ok = checks.every((check) => check.ok);
      if (!ok) for (const service of services.values()) options.log(`--- ${service.name} output (tail) ---\n${service.output().slice(-4000)}`);
      return {
        seed: options.seed,
        fingerprint: schedule.fingerprint,
        prefix,
        durationMs: options.durationMs,
        players: options.players,
        scheduled: { operations: schedule.operations.length, faults: schedule.faults.length },
        outcomes: result.outcomes,
        faults: faults.log,
        restarts: new Map([...services].map(([name, service]) => [name, service.restarts])),
        recovery: new Map(
          [...services].map(([name, service]) => {
            const times = service.timesToReady;
            return [name, { mean: times.reduce((sum, time) => sum + time, 0) / Math.max(1, times.length) / 1000, max: Math.max(0, ...times) / 1000 }];
          }),
        ),
        transient: stats.transient,
        settleMs,
        checks,
        ok,
      };
    } finally {
      await databases.close();
    }
  } catch (error) {
    for (const service of services.values()) options.log(`--- ${service.name} output (tail) ---\n${service.output().slice(-4000)}`);
    throw error;
  } finally {
    await drawsDb.end().catch(() => undefined);
    await Promise.all([...services.values()].map((service) => service.stop()));
    await nats.close();
    await redis.close();
    if (ok || !options.keepOnFailure) await removeRun(env.TEST_DATABASE_URL, prefix);
    else options.log(`chaos: kept databases ${prefix}_*, stream ${prefix.toUpperCase()}_EVENTS and keys ${prefix}:* for inspection`);
  }
}

async function waitAllReady(services: Map<ServiceName, ServiceProcess>, names: readonly ServiceName[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (const name of names) {
    const service = services.get(name)!;
    while (!(await service.ready())) {
      if (Date.now() > deadline) throw new Error(`${name} did not become ready:\n${service.output().slice(-3000)}`);
      // A service that died while starting (e.g. a proxy was cut) is started again.
      if (!service.running()) service.start();
      await sleep(500);
    }
  }
}

/** Polls the owed work until it has been zero twice in a row, or the timeout passes; returns the last count. */
async function settle(databases: Awaited<ReturnType<typeof openDatabases>>, natsUrl: string, prefix: string, timeoutMs: number): Promise<Record<string, number>> {
  const deadline = Date.now() + timeoutMs;
  let quiet = 0;
  for (;;) {
    const work = await outstandingWork(databases, natsUrl, prefix);
    quiet = Object.values(work).every((count) => count === 0) ? quiet + 1 : 0;
    if (quiet >= 2 || Date.now() > deadline) return work;
    await sleep(1000);
  }
}

async function removeRun(postgresUrl: string, prefix: string): Promise<void> {
  const pg = new Client({ connectionString: postgresUrl });
  await pg.connect();
  try {
    for (const service of SERVICES) await pg.query(`DROP DATABASE IF EXISTS ${prefix}_${service} WITH (FORCE)`);
  } finally {
    await pg.end();
  }
  await deleteTestStream(prefix);
  await deleteTestKeys(prefix);
}
