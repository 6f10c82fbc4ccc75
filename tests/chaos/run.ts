/**
 * `npm run test:chaos`: one seeded chaos run against the stack (see
 * docs/reliability.md). CHAOS_SEED replays a schedule, CHAOS_DURATION is in
 * seconds (default 300), CHAOS_PLAYERS, CHAOS_OPS_PER_SECOND and
 * CHAOS_FAULT_EVERY_MS shape the load; CHAOS_KEEP=1 keeps a failed run's data,
 * CHAOS_LOG_DIR=<dir> writes each service's output to <dir>/<service>.log.
 * Exits 1 when an invariant does not hold.
 */
import { formatReport } from './report';
import { chaosDefaults, runChaos } from './runner';
import { newSeed } from './support/random';

function numberFrom(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return value;
}

async function main(): Promise<void> {
  const report = await runChaos({
    seed: numberFrom('CHAOS_SEED', newSeed()),
    durationMs: numberFrom('CHAOS_DURATION', 300) * 1000,
    players: numberFrom('CHAOS_PLAYERS', chaosDefaults.players),
    opsPerSecond: numberFrom('CHAOS_OPS_PER_SECOND', chaosDefaults.opsPerSecond),
    faultEveryMs: numberFrom('CHAOS_FAULT_EVERY_MS', chaosDefaults.faultEveryMs),
    settleTimeoutMs: chaosDefaults.settleTimeoutMs,
    keepOnFailure: process.env.CHAOS_KEEP === '1',
    logDir: process.env.CHAOS_LOG_DIR || undefined,
    log: (line) => process.stdout.write(`${line}\n`),
  });
  process.stdout.write(`\n${formatReport(report)}\n`);
  process.exit(report.ok ? 0 : 1);
}

main().catch((error: unknown) => {
  process.stderr.write(`chaos run failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
