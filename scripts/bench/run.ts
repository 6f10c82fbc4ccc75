/**
 * `npm run bench [-- --quick] [-- --note="..."]`: measures Nova Jackpot on this
 * machine, each figure beside a baseline taken in the same run, prints the
 * table and writes bench/results.md. Not a test (nothing is asserted);
 * needs PostgreSQL, NATS and Redis as the integration tests do, and
 * /usr/bin/chromium for the web figures. `--quick` skips the 1M-ticket
 * settlement and measures for shorter times. docs/benchmarks.md explains
 * every figure.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { testEnv } from '@nova/platform/testing';
import { repoRoot } from '../../tests/support/processes';
import { startBenchStack } from './bench-stack';
import type { LoadResult } from './http-load';
import { currentLoad, describeMachine } from './machine';
import { benchPgbench, findPgbench } from './pgbench';
import { benchRestPurchases, PURCHASE_PLAYERS, TICKET_PRICE_MINOR } from './purchases';
import { benchCurrentDrawReads, READ_CONCURRENCY, READ_ROUNDS } from './reads';
import { resultsMarkdown, terminalTable, type Row } from './report';
import { benchSettlement } from './settlement';
import { benchWeb, LIGHTHOUSE_PACKAGE, type WebResult } from './web';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const note = args.find((arg) => arg.startsWith('--note='))?.slice('--note='.length);
const seconds = { purchases: quick ? 8 : 20, reads: quick ? 5 : 10 };
const settlementSizes = quick ? [10_000, 100_000] : [10_000, 100_000, 1_000_000];

const log = (line: string) => process.stdout.write(`${line}\n`);
const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
const rate = (result: { perSecond: number; p50Ms: number; p99Ms: number }) =>
  `${fixed(result.perSecond)}/s, p50 ${fixed(result.p50Ms, 1)} ms, p99 ${fixed(result.p99Ms, 1)} ms`;
const times = (value: number) => `×${fixed(value, 2)}`;
const failed = (figure: string, error: unknown): Row => ({
  figure,
  measured: `failed: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]?.slice(0, 160)}`,
  baseline: '–',
  ratio: '–',
});
const errorsNote = (result: LoadResult) => (result.errors > 0 ? ` (${result.errors} errors, first: ${result.firstError?.slice(0, 120)})` : '');

async function main(): Promise<void> {
  const env = testEnv();
  const machine = await describeMachine(env.TEST_DATABASE_URL);
  const loadAtStart = currentLoad();
  const rows: Row[] = [];
  const findings: string[] = [];
  let anyFailed = false;
  const attempt = async (figure: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      anyFailed = true;
      rows.push(failed(figure, error));
      log(`${figure}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
  };
  log(`Machine: ${machine.cores} cores, ${machine.ramGb} GB, Node ${machine.node}, PostgreSQL ${machine.postgres}; load ${loadAtStart.toFixed(1)}${quick ? '; quick run' : ''}`);

  const webBuild = spawnSync(process.execPath, [join(repoRoot, 'scripts', 'prepare-web.mjs')], { cwd: repoRoot, stdio: 'inherit' });
  log('Starting the stack (a process per service)...');
  const stack = await startBenchStack();
  let purchases: LoadResult | undefined;
  try {
    await attempt('ticket purchases (REST, 50 players)', async () => {
      log(`REST purchases: ${PURCHASE_PLAYERS} players for ${seconds.purchases} s...`);
      purchases = await benchRestPurchases(stack, seconds.purchases * 1000);
      log(`  ${rate(purchases)}${errorsNote(purchases)}`);
    });
    await attempt('GET /api/draws/current', async () => {
      log(`Current draws: ${READ_CONCURRENCY} concurrent readers, ${seconds.reads} s through the gateway and ${seconds.reads} s from the draws subgraph in ${READ_ROUNDS} alternating rounds...`);
      const reads = await benchCurrentDrawReads(stack, seconds.reads * 1000);
      log(`  gateway ${rate(reads.gateway)}${errorsNote(reads.gateway)}; subgraph ${rate(reads.direct)}${errorsNote(reads.direct)}`);
      rows.push({
        figure: `GET /api/draws/current, ${READ_CONCURRENCY} concurrent`,
        measured: `gateway: ${rate(reads.gateway)}${errorsNote(reads.gateway)}`,
        baseline: `draws subgraph directly: ${rate(reads.direct)}${errorsNote(reads.direct)}`,
        ratio: `throughput ${times(reads.gateway.perSecond / reads.direct.perSecond)}, p99 ${times(reads.gateway.p99Ms / reads.direct.p99Ms)}`,
      });
    });
    await attempt('web /auth', async () => {
      if (webBuild.status !== 0) throw new Error('the web build failed');
      log(`Web: /auth scripts and Lighthouse (${LIGHTHOUSE_PACKAGE})...`);
      const web = await benchWeb(stack.gatewayUrl);
      rows.push(...webRows(web));
      if ('error' in web.lighthouse) findings.push(`Lighthouse could not score /auth here: ${web.lighthouse.error}`);
      if (web.servedEncodings.includes('identity')) {
        findings.push(`The gateway sent /auth's scripts uncompressed (${fixed(web.loaded.rawKb)} KB on the wire instead of about ${fixed(web.loaded.gzipKb)} KB gzip); a compressing proxy or middleware in front would cut that.`);
      }
    });
  } finally {
    await stack.close();
  }

  const pgbench = findPgbench();
  const purchaseFigure = `ticket purchases, ${PURCHASE_PLAYERS} concurrent players`;
  if (purchases) {
    const measured = purchases;
    const restFigure = `REST: ${rate(measured)}${errorsNote(measured)}`;
    try {
      if (!pgbench) throw new Error('pgbench is not installed (/usr/lib/postgresql/*/bin/pgbench)');
      log(`pgbench: the purchase transaction, ${PURCHASE_PLAYERS} clients for ${seconds.purchases} s...`);
      const base = await benchPgbench(pgbench, PURCHASE_PLAYERS, seconds.purchases * 1000, TICKET_PRICE_MINOR);
      log(`  ${rate(base)} (${base.clients} clients)`);
      if (base.clients < PURCHASE_PLAYERS) findings.push(`pgbench ran ${base.clients} clients, not ${PURCHASE_PLAYERS}: PostgreSQL had no more free connections (others were using the server).`);
      rows.unshift({
        figure: purchaseFigure,
        measured: restFigure,
        baseline: `pgbench, same SQL in one transaction (${base.clients} clients): ${rate(base)}`,
        ratio: `throughput ${times(measured.perSecond / base.perSecond)}, p99 ${times(measured.p99Ms / base.p99Ms)}`,
      });
    } catch (error) {
      anyFailed = true;
      log(`pgbench: ${error instanceof Error ? error.message : String(error)}`);
      rows.unshift({ ...failed(purchaseFigure, error), measured: restFigure, baseline: failed('', error).measured });
    }
  }

  await attempt('draw settlement', async () => {
    log(`Settlement at ${settlementSizes.map((size) => size.toLocaleString('en')).join(' / ')} tickets...`);
    const settled = await benchSettlement(settlementSizes, (line) => log(`  ${line}`));
    const first = settled[0];
    for (const result of settled) {
      rows.push({
        figure: `draw settlement, ${result.tickets.toLocaleString('en')} tickets`,
        measured: `${fixed(result.settleMs / 1000, 2)} s (${fixed((result.settleMs * 1000) / result.tickets, 1)} µs/ticket)` +
          (first && result !== first ? `, ×${fixed(result.settleMs / first.settleMs, 1)} the time for ×${fixed(result.tickets / first.tickets)} tickets` : ''),
        baseline: `one plain UPDATE of every ticket's status: ${fixed(result.baselineMs / 1000, 2)} s`,
        ratio: times(result.settleMs / result.baselineMs),
      });
    }
  });

  const loadAtEnd = currentLoad();
  // More runnable tasks than cores before or after the run means something else was competing for them.
  const shared = loadAtStart > machine.cores || loadAtEnd > machine.cores;
  process.stdout.write(`\n${terminalTable(rows)}\n`);
  const outDir = join(repoRoot, 'bench');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    join(outDir, 'results.md'),
    resultsMarkdown({
      date: new Date(),
      command: `npm run bench${quick ? ' -- --quick' : ''}`,
      machine,
      loadAtStart,
      loadAtEnd,
      shared,
      ...(note ? { note } : {}),
      rows,
      method: methodNotes(),
      findings,
    }),
  );
  log(`\nWritten to bench/results.md${shared ? ' (the machine was busy: noted there)' : ''}.`);
  if (anyFailed) process.exitCode = 1;
}

function webRows(web: WebResult): Row[] {
  const weight = (w: WebResult['dist']) => `${fixed(w.gzipKb, 1)} KB gzip (${fixed(w.rawKb)} KB raw, ${w.files} files)`;
  return [
    {
      figure: 'web: JS loaded opening /auth',
      measured: `in Chromium: ${weight(web.loaded)}`,
      baseline: `built dist, scripts index.html names: ${weight(web.dist)}`,
      ratio: times(web.loaded.gzipKb / web.dist.gzipKb),
    },
    {
      figure: 'web: Lighthouse performance, /auth',
      measured: 'error' in web.lighthouse ? `no score: ${web.lighthouse.error.slice(0, 160)}` : `${web.lighthouse.score} / 100 (${web.lighthouse.formFactor} defaults)`,
      baseline: '–',
      ratio: '–',
    },
  ];
}

function methodNotes(): string[] {
  return [
    `Purchases: one process per service as \`npm run start:stack\` runs them (NODE_ENV=production), ${PURCHASE_PLAYERS} registered and credited players, each buying one ticket at a time through \`POST /api/tickets/buy\` with a fresh Idempotency-Key for ${seconds.purchases} s after a 3 s warm-up; latency per request at the client. The gateway's per-player purchase limit (60/min) is raised for the run: it still counts every call but does not cap the load.`,
    `Purchase baseline: pgbench with one client per player running, in one transaction, what a purchase writes (draw counters and ticket number, purchase row, ledger transfer, both balance changes, ticket, two outbox events) on the same PostgreSQL for ${seconds.purchases} s; latencies from pgbench's per-transaction log. The service path does the same work in three transactions over two databases, with a NATS request and two HTTP hops.`,
    `Reads: ${READ_CONCURRENCY} client loops, \`GET /api/draws/current\` on the gateway and the same selection as a GraphQL POST to the draws service, taking turns in ${READ_ROUNDS} rounds (1 s warm-up each, ${seconds.reads} s counted per side in all).`,
    'Settlement: a draw seeded in bulk with the given number of tickets (1,000 players), settled in one transaction as the scheduler does; the baseline is one `UPDATE tickets SET status` over the same rows. Both run after one warm-up rewrite and VACUUM, so that neither meets freshly bulk-loaded pages alone.',
    `Web: scripts named by apps/web/dist/index.html, and scripts Chromium fetched opening /auth from the gateway, each gzipped at level 9; Lighthouse ${LIGHTHOUSE_PACKAGE} (performance category, default mobile throttling) in the same Chromium.`,
  ];
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
