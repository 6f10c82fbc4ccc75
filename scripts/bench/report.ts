/** The bench's table, for the terminal and for bench/results.md. */
import type { Machine } from './machine';

export interface Row {
  figure: string;
  measured: string;
  baseline: string;
  ratio: string;
}

export function markdownTable(rows: Row[]): string {
  return [
    '| figure | Nova Jackpot | baseline (same run) | ratio |',
    '| --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row.figure} | ${row.measured} | ${row.baseline} | ${row.ratio} |`),
  ].join('\n');
}

export function terminalTable(rows: Row[]): string {
  const header: Row = { figure: 'figure', measured: 'Nova Jackpot', baseline: 'baseline (same run)', ratio: 'ratio' };
  const all = [header, ...rows];
  const widths = (['figure', 'measured', 'baseline', 'ratio'] as const).map((key) => Math.max(...all.map((row) => row[key].length)));
  const line = (row: Row) => (['figure', 'measured', 'baseline', 'ratio'] as const).map((key, i) => row[key].padEnd(widths[i] as number)).join(' │ ');
  return [line(header), widths.map((width) => '─'.repeat(width)).join('─┼─'), ...rows.map(line)].join('\n');
}

export interface ResultsDocument {
  date: Date;
  command: string;
  machine: Machine;
  loadAtStart: number;
  loadAtEnd: number;
  shared: boolean;
  note?: string;
  rows: Row[];
  method: string[];
  findings: string[];
}

export function resultsMarkdown(doc: ResultsDocument): string {
  const { machine } = doc;
  return [
    '# Benchmark results',
    '',
    `Written by \`${doc.command}\` on ${doc.date.toISOString().replace('T', ' ').slice(0, 16)} UTC. How each figure is measured: docs/benchmarks.md.`,
    '',
    '## Machine',
    '',
    `- ${machine.cores} cores (${machine.cpuModel}), ${machine.ramGb} GB RAM`,
    `- Node ${machine.node}, PostgreSQL ${machine.postgres}; NATS, Redis, PostgreSQL and every service on the same machine`,
    `- one-minute load average ${doc.loadAtStart.toFixed(1)} at the start, ${doc.loadAtEnd.toFixed(1)} at the end`,
    ...(doc.shared
      ? [`- **shared machine**: other test runs were using it during this run, so the figures are lower and noisier than on an idle machine; the ratios, measured minutes apart in the same run, are the steadier part`]
      : []),
    ...(doc.note ? [`- ${doc.note}`] : []),
    '',
    '## Figures',
    '',
    markdownTable(doc.rows),
    '',
    '## How they were taken',
    '',
    ...doc.method.map((line) => `- ${line}`),
    '',
    ...(doc.findings.length > 0 ? ['## Notes', '', ...doc.findings.map((line) => `- ${line}`), ''] : []),
  ].join('\n');
}
