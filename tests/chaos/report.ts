import type { ChaosReport } from './runner';

const total = (counts: Map<string, number>) => [...counts.values()].reduce((sum, count) => sum + count, 0);
const list = (counts: Map<string, number>) =>
  [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([label, count]) => `${label} ${count}`)
    .join(', ');

/** The summary a run prints: operations by type and outcome, faults, retries, invariants. */
export function formatReport(report: ChaosReport): string {
  const lines: string[] = [];
  lines.push(`Chaos run: seed ${report.seed}, schedule ${report.fingerprint}, ${Math.round(report.durationMs / 1000)} s, ${report.players} players`);
  lines.push(`  replay: CHAOS_SEED=${report.seed} CHAOS_DURATION=${Math.round(report.durationMs / 1000)} CHAOS_PLAYERS=${report.players} npm run test:chaos`);
  const operations = [...report.outcomes.values()].reduce((sum, counts) => sum + total(counts), 0);
  lines.push(`Operations: ${operations} (${report.scheduled.operations} scheduled)`);
  for (const [kind, counts] of report.outcomes) lines.push(`  ${kind.padEnd(11)} ${String(total(counts)).padStart(5)}: ${list(counts)}`);
  lines.push(`Faults injected: ${total(report.faults.injected)} (${report.scheduled.faults} scheduled)`);
  lines.push(`  ${list(report.faults.injected) || 'none'}`);
  lines.push(`  process restarts: ${list(report.restarts)}`);
  lines.push(
    `  start to ready (mean/max s): ${[...report.recovery].map(([name, time]) => `${name} ${time.mean.toFixed(1)}/${time.max.toFixed(1)}`).join(', ')}`,
  );
  if (report.faults.failedStarts.size > 0) lines.push(`  start-ups that gave up (started again): ${list(report.faults.failedStarts)}`);
  lines.push(`Retries after an unknown outcome: ${total(report.transient)}${report.transient.size > 0 ? ` (${list(report.transient)})` : ''}`);
  lines.push(`Settled in ${Math.round(report.settleMs / 1000)} s`);
  lines.push(`Invariants: ${report.checks.filter((check) => check.ok).length}/${report.checks.length} hold`);
  for (const check of report.checks) lines.push(`  ${check.ok ? 'ok  ' : 'FAIL'} ${check.name}: ${check.detail}`);
  return lines.join('\n');
}
