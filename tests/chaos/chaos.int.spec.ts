import { describe, expect, it } from '@jest/globals';
import { formatReport } from './report';
import { chaosDefaults, runChaos } from './runner';
import { buildSchedule } from './schedule';
import { newSeed } from './support/random';

/**
 * The bounded chaos run of the integration tier (the long one is
 * `npm run test:chaos`, docs/reliability.md). A failure prints the seed:
 * `CHAOS_SEED=<n> CHAOS_DURATION=75 npm run test:chaos` replays it.
 */
describe('chaos: crashes and disconnects under load lose nothing and apply nothing twice', () => {
  it('the same seed gives the same schedule of operations and faults', () => {
    const options = { seed: 2500, durationMs: 60_000, players: 12, opsPerSecond: 3, faultEveryMs: 5000 };
    const first = buildSchedule(options);
    expect(buildSchedule(options)).toEqual(first);
    expect(buildSchedule({ ...options, seed: 2501 }).fingerprint).not.toBe(first.fingerprint);
    expect(first.faults.length).toBeGreaterThan(3);
    expect(new Set(first.operations.map((operation) => operation.kind))).toEqual(new Set(['register', 'deposit', 'purchase', 'withdrawal', 'draw', 'flash', 'subscribe']));
  });

  it('keeps every money invariant through a seeded run of kills and cuts', async () => {
    const seed = Number(process.env.CHAOS_SEED ?? newSeed());
    const lines: string[] = [];
    const report = await runChaos({
      seed,
      durationMs: Number(process.env.CHAOS_CI_DURATION ?? 75) * 1000,
      players: 12,
      opsPerSecond: 3,
      faultEveryMs: chaosDefaults.faultEveryMs,
      settleTimeoutMs: chaosDefaults.settleTimeoutMs,
      log: (line) => lines.push(line),
    });
    const summary = formatReport(report);
    process.stdout.write(`${summary}\n`);
    const failed = report.checks.filter((check) => !check.ok);
    if (failed.length > 0) throw new Error(`${summary}\n\n${lines.join('\n')}`);
    expect(report.faults.injected.size).toBeGreaterThan(0);
    expect(report.outcomes.get('purchase')?.get('bought') ?? 0).toBeGreaterThan(0);
    expect(report.checks.length).toBeGreaterThan(10);
  }, 15 * 60_000);
});
