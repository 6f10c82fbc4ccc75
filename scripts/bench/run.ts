/**
 * `npm run bench [-- --quick] [-- --only=web,start] [-- --settle=10k,1m] [-- --note="..."] [-- --out=file.md]`: measures Nova Jackpot on this
 * machine, each figure beside a baseline taken in the same run, prints the
 * table and writes bench/results.md. Not a test (nothing is asserted);
 * needs PostgreSQL, NATS and Redis as the integration tests do, and
 * /usr/bin/chromium for the web figures. `--quick` settles 10k and 100k
 * tickets only and measures for shorter times; `--settle=` picks the sizes
 * (default 10k,100k,1m,10m). `--only=` picks sections
 * (purchases, reads, web, start, settlement); without it all run.
 * docs/benchmarks.md explains every figure.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { testEnv } from '@nova/platform/testing';
import { repoRoot } from '../../tests/support/processes';
import { startBenchStack } from './bench-stack';
import type { LoadResult } from './http-load';
import { currentLoad, describeMachine } from './machine';
import { benchPgbenchPurchases, benchTpcb, findPgbench, singleClientMs, TPCB_SCALE, type PgbenchResult, type SingleClientCost } from './pgbench';
import { benchPurchaseSplit, benchRestPurchases, preparePurchases, PURCHASE_PLAYER_COUNTS, PURCHASE_PLAYERS, TICKET_PRICE_MINOR, type PurchaseRun, type PurchaseSplitRun } from './purchases';
import { benchCurrentDrawReads, READ_CONCURRENCY, READ_ROUNDS } from './reads';
import { resultsMarkdown, terminalTable, type Row } from './report';
import { databaseWaits, purchaseSplit, splitSummary } from './stages';
import { formatCpu } from './cpu';
import { benchSettlement, parseSizes } from './settlement';
import { benchStart, startEmbeddedApp, WARM_START_SAMPLES, type StartResult } from './start';
import { benchWeb, LIGHTHOUSE_PACKAGE, type LighthouseResult, type WebResult } from './web';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const note = args.find((arg) => arg.startsWith('--note='))?.slice('--note='.length);
const seconds = { purchases: quick ? 8 : 20, split: quick ? 5 : 10, reads: quick ? 5 : 10 };
const settleArg = args.find((arg) => arg.startsWith('--settle='))?.slice('--settle='.length);
const settlementSizes = settleArg ? parseSizes(settleArg) : quick ? [10_000, 100_000] : [10_000, 100_000, 1_000_000, 10_000_000];
const SECTIONS = ['purchases', 'reads', 'web', 'start', 'settlement'] as const;
type Section = (typeof SECTIONS)[number];
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length).split(',');
const unknownSections = only?.filter((name) => !(SECTIONS as readonly string[]).includes(name)) ?? [];
if (unknownSections.length > 0) throw new Error(`unknown bench sections: ${unknownSections.join(', ')} (known: ${SECTIONS.join(', ')})`);
const runs = (section: Section) => !only || only.includes(section);
/** Where the results go (default bench/results.md): a run on a busy machine can be kept apart from the idle figures. */
const outArg = args.find((arg) => arg.startsWith('--out='))?.slice('--out='.length);

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

  const webBuild = runs('web') ? spawnSync(process.execPath, [join(repoRoot, 'scripts', 'prepare-web.mjs')], { cwd: repoRoot, stdio: 'inherit' }) : undefined;
  const needsStack = runs('purchases') || runs('reads');
  log(needsStack ? 'Starting the stack (a process per service)...' : 'Starting the one-process app (compiled)...');
  const stack = needsStack
    ? await startBenchStack(process.env.BENCH_SERVICE_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVICE_NODE_OPTIONS } : {})
    : await startEmbeddedApp().then((app) => ({ gatewayUrl: app.url, drawsUrl: '', pids: {}, databases: [], startTimedGateway: () => Promise.reject(new Error('the embedded app has no second gateway')), close: app.close }));
  let purchases: PurchaseRun[] = [];
  try {
    if (runs('purchases')) await attempt('ticket purchases (REST)', async () => {
      log(`REST purchases: ${PURCHASE_PLAYER_COUNTS.join(' / ')} players, ${seconds.purchases} s each...`);
      const setup = await preparePurchases(stack);
      purchases = await benchRestPurchases(stack, setup, seconds.purchases * 1000);
      for (const run of purchases) {
        log(`  ${run.players} players: ${rate(run.result)}${errorsNote(run.result)}`);
        log(`    ${formatCpu(run.cpu)}`);
      }
      log(`The same purchases through a second gateway that times each one, ${PURCHASE_PLAYERS} players, ${seconds.split} s...`);
      const split = await benchPurchaseSplit(stack, setup, PURCHASE_PLAYERS, seconds.split * 1000);
      log(`  ${rate(split.result)}${errorsNote(split.result)}`);
      logSplit(split);
      const atSplit = purchases.find((run) => run.players === PURCHASE_PLAYERS);
      if (split.stages.requests > 0) rows.push(splitRow(split, atSplit));
    });
    if (runs('reads')) await attempt('GET /api/draws/current', async () => {
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
    if (runs('web')) await attempt('web /auth and dashboard', async () => {
      if (webBuild?.status !== 0) throw new Error('the web build failed');
      log(`Web: /auth and the signed-in dashboard, bytes and Lighthouse (${LIGHTHOUSE_PACKAGE})...`);
      const web = await benchWeb(stack.gatewayUrl);
      rows.push(...webRows(web));
      for (const [screen, result] of [['/auth', web.auth], ['the dashboard', web.dashboard]] as const) {
        if ('error' in result.lighthouse) findings.push(`Lighthouse could not score ${screen} here: ${result.lighthouse.error}`);
        if (result.servedEncodings.includes('identity')) findings.push(`The gateway sent ${screen}'s scripts uncompressed.`);
      }
    });
  } finally {
    await stack.close();
  }

  if (runs('start')) await attempt('start-up', async () => {
    log('Start-up: npm start cold and warm, a service restarted (compiled and through tsx)...');
    rows.push(...startRows(await benchStart(log)));
  });

  if (runs('purchases')) await purchaseCeilingRows(purchases, rows, findings, attempt);

  if (runs('settlement')) await attempt('draw settlement', async () => {
    log(`Settlement at ${settlementSizes.map((size) => size.toLocaleString('en')).join(' / ')} tickets...`);
    const settled = await benchSettlement(settlementSizes, (line) => log(`  ${line}`));
    const first = settled[0];
    for (const result of settled) {
      rows.push({
        figure: `draw settlement, ${result.tickets.toLocaleString('en')} tickets`,
        measured: `${fixed(result.settleMs / 1000, 2)} s (${fixed((result.settleMs * 1000) / result.tickets, 2)} µs/ticket)` +
          (first && result !== first ? `, ×${fixed(result.settleMs / first.settleMs, 1)} the time for ×${fixed(result.tickets / first.tickets)} tickets` : ''),
        baseline: `one ordered read of every ticket number: ${fixed(result.readMs / 1000, 2)} s` +
          (result.updateMs === null ? '' : `; the plain UPDATE of every ticket that settling used to need: ${fixed(result.updateMs / 1000, 2)} s`),
        ratio: `${times(result.settleMs / result.readMs)} of the read` + (result.updateMs === null ? '' : `, ${times(result.settleMs / result.updateMs)} of the UPDATE`),
      });
    }
  });

  const loadAtEnd = currentLoad();
  // More runnable tasks than cores before or after the run means something else was competing for them.
  const shared = loadAtStart > machine.cores || loadAtEnd > machine.cores;
  process.stdout.write(`\n${terminalTable(rows)}\n`);
  const outFile = outArg ? resolve(outArg) : join(repoRoot, 'bench', 'results.md');
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(
    outFile,
    resultsMarkdown({
      date: new Date(),
      command: `npm run bench${args.length > 0 ? ` -- ${args.join(' ')}` : ''}`,
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
  log(`\nWritten to ${outArg ?? 'bench/results.md'}${shared ? ' (the machine was busy: noted there)' : ''}.`);
  if (anyFailed) process.exitCode = 1;
}

/**
 * The machine's ceiling (pgbench TPC-B-like), the purchase SQL via pgbench at
 * 10/50/100 clients, and the REST purchases, each with its ratio to the ceiling.
 */
async function purchaseCeilingRows(
  purchases: PurchaseRun[],
  rows: Row[],
  findings: string[],
  attempt: (figure: string, work: () => Promise<void>) => Promise<void>,
): Promise<void> {
  const pgbench = findPgbench();
  let tpcb: PgbenchResult | undefined;
  let tpcbAlone: SingleClientCost | undefined;
  await attempt(`pgbench TPC-B-like, ${PURCHASE_PLAYERS} clients`, async () => {
    if (!pgbench) throw new Error('pgbench is not installed (/usr/lib/postgresql/*/bin/pgbench)');
    log(`pgbench: built-in TPC-B-like, scale ${TPCB_SCALE}, ${PURCHASE_PLAYERS} clients for ${seconds.purchases} s, then 1 client...`);
    const result = await benchTpcb(pgbench, PURCHASE_PLAYERS, seconds.purchases * 1000);
    tpcb = result.ceiling;
    tpcbAlone = result.single;
    log(`  ${rate(tpcb)} (${tpcb.clients} clients); alone: ${statementSummary(tpcbAlone)}`);
  });
  let sqlRuns: PgbenchResult[] = [];
  let purchaseAlone: SingleClientCost | undefined;
  await attempt('purchase SQL via pgbench', async () => {
    if (!pgbench) throw new Error('pgbench is not installed (/usr/lib/postgresql/*/bin/pgbench)');
    log(`pgbench: the purchase SQL in one transaction, 1 client, then ${PURCHASE_PLAYER_COUNTS.join(' / ')} clients, ${seconds.purchases} s each...`);
    const result = await benchPgbenchPurchases(pgbench, PURCHASE_PLAYER_COUNTS, seconds.purchases * 1000, TICKET_PRICE_MINOR);
    sqlRuns = result.runs;
    purchaseAlone = result.single;
    log(`  alone: ${statementSummary(purchaseAlone)}`);
    for (const run of sqlRuns) log(`  ${run.clients} clients: ${rate(run)}`);
    const short = sqlRuns.filter((run, index) => run.clients < (PURCHASE_PLAYER_COUNTS[index] ?? 0));
    if (short.length > 0) findings.push(`pgbench ran ${short.map((run) => run.clients).join(', ')} clients where more were wanted: PostgreSQL had no more free connections (max_connections is shared with everything else on the server).`);
  });
  const ofCeiling = (perSecond: number) => (tpcb ? times(perSecond / tpcb.perSecond) : '–');
  const ceilingRows: Row[] = tpcb ? [{ figure: `machine ceiling: pgbench TPC-B-like (scale ${TPCB_SCALE}), ${tpcb.clients} clients`, measured: rate(tpcb), baseline: '–', ratio: '–' }] : [];
  const sqlRows: Row[] = sqlRuns.map((run) => ({
    figure: `purchase SQL in one transaction (pgbench), ${run.clients} clients`,
    measured: rate(run),
    baseline: tpcb ? `TPC-B-like: ${fixed(tpcb.perSecond)}/s` : '–',
    ratio: `${ofCeiling(run.perSecond)} of TPC-B`,
  }));
  const restRows: Row[] = purchases.map((run, index) => {
    const sql = sqlRuns[index];
    return {
      figure: `ticket purchases via REST, ${run.players} concurrent players`,
      measured: `${rate(run.result)}${errorsNote(run.result)}`,
      baseline: `${tpcb ? `TPC-B-like ${fixed(tpcb.perSecond)}/s` : '–'}; purchase SQL at ${sql?.clients ?? '–'} clients ${sql ? `${fixed(sql.perSecond)}/s` : '–'}`,
      ratio: `${ofCeiling(run.result.perSecond)} of TPC-B, ${sql ? times(run.result.perSecond / sql.perSecond) : '–'} of the SQL`,
    };
  });
  const aloneRows: Row[] = purchaseAlone
    ? [{
        figure: 'one purchase alone (pgbench, 1 client): mean time of each statement, and WAL written per transaction',
        measured: statementSummary(purchaseAlone),
        baseline: tpcbAlone ? `TPC-B-like alone: ${statementSummary(tpcbAlone)}` : '–',
        ratio: tpcbAlone
          ? `statements (BEGIN and commit left out) ${times(statementWork(purchaseAlone) / statementWork(tpcbAlone))}, beyond a round trip each (BEGIN's time) ${times(statementWork(purchaseAlone, true) / statementWork(tpcbAlone, true))}; WAL records ${times(purchaseAlone.walRecordsPerTransaction / tpcbAlone.walRecordsPerTransaction)}`
          : '–',
      }]
    : [];
  rows.unshift(...ceilingRows, ...sqlRows, ...aloneRows, ...restRows);
}

const statementTotal = (cost: SingleClientCost) => cost.run.statements.reduce((sum, statement) => sum + statement.meanMs, 0);
/**
 * The statements' own time: one client's BEGIN is a round trip and its commit
 * mostly the WAL flush, the same for any transaction. `beyondRoundTrip` also
 * takes BEGIN's time off each statement, leaving roughly the server's work.
 */
function statementWork(cost: SingleClientCost, beyondRoundTrip = false): number {
  const roundTrip = cost.run.statements.find((statement) => statement.name === 'BEGIN')?.meanMs ?? 0;
  const work = cost.run.statements.filter((statement) => statement.name !== 'BEGIN' && statement.name !== 'commit');
  return work.reduce((sum, statement) => sum + Math.max(0, statement.meanMs - (beyondRoundTrip ? roundTrip : 0)), 0);
}

/** "reserve 0.31 ms, debit 0.70 ms, … = 2.25 ms; 40 WAL records (6.0 KB)" */
function statementSummary(cost: SingleClientCost): string {
  const parts = cost.run.statements.map((statement) => `${statement.name} ${fixed(statement.meanMs, 3)} ms`).join(', ');
  return `${parts} = ${fixed(statementTotal(cost), 2)} ms (${fixed(cost.run.perSecond)}/s); ${fixed(cost.walRecordsPerTransaction, 1)} WAL records (${fixed(cost.walBytesPerTransaction / 1024, 1)} KB)`;
}

/** The purchase path stage by stage (the timing gateway's Server-Timing), mean per counted purchase. */
function logSplit(run: PurchaseSplitRun): void {
  if (run.stages.requests === 0) {
    log('    (no Server-Timing on the answers: no stage split)');
    return;
  }
  for (const line of purchaseSplit(run.stages)) log(`    ${line.stage.padEnd(48)} ${fixed(line.ms, 2).padStart(8)} ms   (${line.what})`);
  log(`    ${'= total at the gateway'.padEnd(48)} ${fixed(run.stages.mean('total'), 2).padStart(8)} ms`);
  log(`    ${databaseWaits(run.stages)}`);
}

/** The split of the timed run, beside the CPU per purchase of the untimed run at the same player count. */
function splitRow(run: PurchaseSplitRun, untimed: PurchaseRun | undefined): Row {
  return {
    figure: `where a REST purchase's time goes, ${run.players} players (mean per purchase, Server-Timing of a timing gateway: ${fixed(run.result.perSecond)}/s there)`,
    measured: splitSummary(run.stages),
    baseline: `${databaseWaits(run.stages)}${untimed ? `; untimed run: ${formatCpu(untimed.cpu)}` : ''}`,
    ratio: '–',
  };
}

function webRows(web: WebResult): Row[] {
  const weight = (w: WebResult['distJs']) => `${fixed(w.gzipKb, 1)} KB gzip (${fixed(w.rawKb)} KB raw, ${w.files} files)`;
  const score = (result: LighthouseResult) =>
    'error' in result
      ? `no score: ${result.error.slice(0, 160)}`
      : `${result.score} / 100, median of ${result.scores.length} runs (${result.scores.join(', ')}; ${result.formFactor} defaults)`;
  return [
    {
      figure: 'web: JS fetched opening /auth (at idle, run on the first tap)',
      measured: `in Chromium: ${weight(web.auth.js)}; module scripts run before a tap: ${web.auth.modulesRunUntouched}`,
      baseline: `built dist, scripts index.html names: ${weight(web.distJs)}`,
      ratio: times(web.auth.js.gzipKb / web.distJs.gzipKb),
    },
    { figure: 'web: CSS loaded opening /auth', measured: `in Chromium: ${weight(web.auth.css)}`, baseline: `built dist, styles index.html names: ${weight(web.distCss)}`, ratio: times(web.auth.css.gzipKb / web.distCss.gzipKb) },
    {
      figure: 'web: JS loaded opening the dashboard (signed in; drawn by the gateway: fetched at idle, run on the first tap)',
      measured: `in Chromium: ${weight(web.dashboard.js)}; module scripts run before a tap: ${web.dashboard.modulesRunUntouched}`,
      baseline: `JS opening /auth: ${weight(web.auth.js)}`,
      ratio: times(web.dashboard.js.gzipKb / web.auth.js.gzipKb),
    },
    { figure: 'web: CSS loaded opening the dashboard (signed in)', measured: `in Chromium: ${weight(web.dashboard.css)}`, baseline: `CSS opening /auth: ${weight(web.auth.css)}`, ratio: times(web.dashboard.css.gzipKb / web.auth.css.gzipKb) },
    { figure: 'web: Lighthouse performance, /auth', measured: score(web.auth.lighthouse), baseline: 'goal ≥ 95', ratio: '–' },
    {
      figure: '/auth: first tap until the app has taken the page\'s place (files fetched at idle)',
      measured: `${fixed(web.authFirstTap.tapToAppMs)} ms with the CPU slowed ${web.authFirstTap.cpuSlowdown}×`,
      baseline: '–',
      ratio: '–',
    },
    { figure: 'web: Lighthouse performance, dashboard (signed in)', measured: score(web.dashboard.lighthouse), baseline: 'goal ≥ 90', ratio: '–' },
    {
      figure: 'dashboard: first tap until the app has taken the drawn home screen\'s place (files fetched at idle)',
      measured: 'error' in web.dashboardFirstTap ? `not measured: ${web.dashboardFirstTap.error.slice(0, 160)}` : `${fixed(web.dashboardFirstTap.tapToAppMs)} ms with the CPU slowed ${web.dashboardFirstTap.cpuSlowdown}×`,
      baseline: `/auth: ${fixed(web.authFirstTap.tapToAppMs)} ms`,
      ratio: 'error' in web.dashboardFirstTap ? '–' : times(web.dashboardFirstTap.tapToAppMs / web.authFirstTap.tapToAppMs),
    },
    {
      figure: 'web: time to interactive, dashboard (seeded player, Lighthouse mobile)',
      measured: 'error' in web.dashboard.lighthouse ? '–' : `${fixed(web.dashboard.lighthouse.interactiveMs / 1000, 1)} s`,
      baseline: 'error' in web.auth.lighthouse ? '–' : `/auth: ${fixed(web.auth.lighthouse.interactiveMs / 1000, 1)} s`,
      ratio: 'error' in web.dashboard.lighthouse || 'error' in web.auth.lighthouse ? '–' : times(web.dashboard.lighthouse.interactiveMs / web.auth.lighthouse.interactiveMs),
    },
  ];
}

function startRows(start: StartResult): Row[] {
  const seconds = (ms: number) => `${fixed(ms / 1000, 2)} s`;
  return [
    { figure: '`npm start` until ready, fresh data directory', measured: seconds(start.coldMs), baseline: '–', ratio: '–' },
    {
      figure: '`npm start` until ready, data kept',
      measured: `${seconds(start.warmMs)}, median of ${start.warmSamplesMs.length} (${start.warmSamplesMs.map(seconds).join(', ')})`,
      baseline: `tsx apps/host/src/main.ts, same data: ${seconds(start.tsxWarmMs)}, median of ${start.tsxWarmSamplesMs.length} (${start.tsxWarmSamplesMs.map(seconds).join(', ')})`,
      ratio: times(start.warmMs / start.tsxWarmMs),
    },
    {
      figure: `${start.restartedService} service restarted after a kill, until /readyz (stack mode)`,
      measured: `compiled (node dist/server/<hash>/${start.restartedService}.js): ${seconds(start.restartMs)}`,
      baseline: `node --import tsx apps/host/src/main.ts serve ${start.restartedService}: ${seconds(start.tsxRestartMs)}`,
      ratio: times(start.restartMs / start.tsxRestartMs),
    },
  ];
}

function methodNotes(): string[] {
  const notes: Array<[Section, string]> = [
    ['purchases', `Purchases: one process per service as \`npm run start:stack\` runs them (NODE_ENV=production), ${PURCHASE_PLAYER_COUNTS.join(' / ')} registered and credited players in turn, each buying one ticket at a time in one draw through \`POST /api/tickets/buy\` with a fresh Idempotency-Key for ${seconds.purchases} s after a 3 s warm-up; latency per request at the client. The gateway's per-player purchase limit (60/min) is raised for the run: it still counts every call but does not cap the load.`],
    ['purchases', 'Rates and CPU: through the gateway as production runs it (SERVER_TIMING off), the load sent by undici over kept-alive connections from the bench process (on the same cores). Where the time goes: after those runs a second gateway with SERVER_TIMING=true is started over the same services and takes the same load at 50 players; each counted purchase\'s Server-Timing header (the gateway\'s stages, the draws subgraph\'s, the wallet\'s carried back on the bus reply) is averaged; each line is the time spent in that part alone, so they add up to the total at the gateway (timing itself slows that run a little). CPU per purchase: user and system time of each process from /proc between the end of the warm-up and the end of the load, divided by the counted purchases (PostgreSQL: the backends connected to the stack\'s databases; NATS and Redis are shared with anything else running).'],
    ['purchases', `Ceiling and SQL baselines: pgbench's built-in TPC-B-like script (scale ${TPCB_SCALE}, ${PURCHASE_PLAYERS} clients), the machine's ceiling for a small money transaction; and pgbench running, in one transaction, the services' own three statements of a purchase (the draws' reserve: a number from the draw's sequence and the purchase; the wallet's debit: the player's accounts locked, then the key, refusal and protection look-ups with the transfer, the player's balance, one house sub-account and the outbox event; the draws' complete: KEY SHARE on the draw, the purchase completed, the ticket and its event) at ${PURCHASE_PLAYER_COUNTS.join(' / ')} clients, ${seconds.purchases} s each on the same PostgreSQL; latencies from pgbench's per-transaction log. Before the runs at several clients, each script also runs alone (1 client, nobody to wait for) for ${singleClientMs(seconds.purchases * 1000) / 1000} s: the mean time of each of its statements (pgbench -r) and the write-ahead log records and bytes per transaction (pg_stat_wal before and after, cluster-wide), the work a transaction does apart from contention. The service path does the same work in three transactions over two databases, with a NATS request and two HTTP hops.`],
    ['reads', `Reads: ${READ_CONCURRENCY} client loops, \`GET /api/draws/current\` on the gateway and the same selection as a GraphQL POST to the draws service, taking turns in ${READ_ROUNDS} rounds (1 s warm-up each, ${seconds.reads} s counted per side in all).`],
    ['settlement', 'Settlement: a draw seeded in bulk with the given number of tickets (1,000 players, purchases of 100 tickets), locked and settled in one transaction as the scheduler does (summing its sales, streaming and hashing the ticket list, writing the winners); baselines: one ordered read of every ticket number in the database, and up to 1M tickets the plain `UPDATE tickets SET status` over the same rows that settling used to cost (after a warm-up rewrite and VACUUM).'],
    ['web', `Web: scripts and styles named by apps/web/dist/index.html, and those Chromium fetched opening /auth and, signed in as a player registered for the run, the dashboard (/) from the gateway (service worker off), each gzipped at level 9; Lighthouse ${LIGHTHOUSE_PACKAGE} (performance category, default mobile throttling, the session cookie as an extra header for the dashboard) in the same Chromium; the dashboard's time to interactive is Lighthouse's. A signed-in visit to / is answered with the player's home screen drawn by the gateway (apps/gateway/src/signed-in-home.ts); the app runs on the first tap, as on /auth. First taps: a phone-sized page, loaded and quiet, then the CPU slowed 4× and a tap (on /auth the username field, on the dashboard the greeting) until the app has taken the drawn page's place. Served by the stack when purchases or reads run, else by the compiled one-process app (\`node dist/server/<hash>/embedded.js\`, NODE_ENV=production).`],
    ['start', `Start-up: \`npm start\` (install, web and server build checks included, all up to date) until GET /readyz answers, on a fresh data directory, then on the same one ${WARM_START_SAMPLES} times, taking turns with the baseline (the medians are compared); the baseline is the same one-process app run from its TypeScript sources by tsx, as \`npm start\` ran it before. Restart: the wallet service alone over PostgreSQL, NATS and Redis, killed with SIGKILL once ready and started again, until /readyz; compiled bundle against \`node --import tsx\` on the sources.`],
  ];
  return notes.filter(([section]) => runs(section)).map(([, note]) => note);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
