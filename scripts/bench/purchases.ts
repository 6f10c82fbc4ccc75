/**
 * Ticket purchases through the REST facade (gateway → draws saga → wallet
 * over NATS → tickets): 10, 50 and 100 players, each buying one ticket at a
 * time with a fresh Idempotency-Key, for a fixed time, all in one draw.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { BENCH_ADMIN, type BenchStack } from './bench-stack';
import { fixedConcurrencyLoad, type LoadResult } from './http-load';
import { call, expectStatus, type Reply } from './rest';
import { StageSplit } from './stages';
import { backendPids, cpuPerRequest, cpuReading, pidsByCommand, type CpuGroup, type CpuShare } from './cpu';
import { testEnv } from '@nova/platform/testing';

export const PURCHASE_PLAYERS = 50;
export const PURCHASE_PLAYER_COUNTS = [10, 50, 100];
/** One ticket at 1.00: the pgbench transaction moves the same amount. */
export const TICKET_PRICE_MINOR = 100;

export interface PurchaseRun {
  players: number;
  result: LoadResult;
  /** CPU per counted purchase by process, over the counted time. */
  cpu: CpuShare[];
}

/** A run through the timing gateway: where the time of a purchase goes. */
export interface PurchaseSplitRun {
  players: number;
  result: LoadResult;
  /** The stages of the counted purchases (the timing gateway's Server-Timing). */
  stages: StageSplit;
}

/** One draw on sale and the players who buy in it, each with credit for every run. */
export interface PurchaseSetup {
  drawId: string;
  cookies: string[];
}

/** The processes a purchase runs through: the three services on its path, the rest of the stack, the servers. */
function cpuGroups(stack: BenchStack): CpuGroup[] {
  const servicePids = (names: string[]) => async () => names.flatMap((name) => (stack.pids[name] === undefined ? [] : [stack.pids[name] as number]));
  const onPath = ['gateway', 'draws', 'wallet'];
  const others = Object.keys(stack.pids).filter((name) => !onPath.includes(name));
  return [
    ...onPath.map((name) => ({ name, pids: servicePids([name]) })),
    { name: 'other services', pids: servicePids(others) },
    { name: 'postgres (stack backends)', pids: () => backendPids(testEnv().TEST_DATABASE_URL, stack.databases) },
    { name: 'nats-server', pids: async () => pidsByCommand('nats-server') },
    { name: 'redis-server', pids: async () => pidsByCommand('redis-server') },
  ];
}

const WARMUP_MS = 3000;

export async function preparePurchases(stack: BenchStack, players = Math.max(...PURCHASE_PLAYER_COUNTS)): Promise<PurchaseSetup> {
  const url = stack.gatewayUrl;
  const admin = (await expectStatus(200, call(url, 'POST', '/api/login', { body: BENCH_ADMIN }), 'admin login')).cookie ?? '';
  const draw = await expectStatus(
    201,
    call(url, 'POST', '/api/draws', {
      cookie: admin,
      body: { name: 'Bench Daily', period: 'daily', ticketPrice: (TICKET_PRICE_MINOR / 100).toFixed(2), maxTickets: 1_000_000, drawDate: new Date(Date.now() + 6 * 3_600_000).toISOString() },
    }),
    'create draw',
  );
  const cookies: string[] = [];
  for (let index = 0; index < players; index += 1) {
    const username = `bench_${index}_${randomUUID().slice(0, 6)}`;
    const player = await expectStatus(201, call(url, 'POST', '/api/register', { body: { username, password: 'bench-pass-1' } }), 'register');
    await expectStatus(
      200,
      call(url, 'PATCH', `/api/admin/users/${String(player.body.id)}`, {
        cookie: admin,
        headers: { 'idempotency-key': randomUUID() },
        // Below the four-eyes threshold (1000.00 by default), so the credit lands at once; enough for every run's purchases.
        body: { action: 'addCredit', amount: '999.00', reason: 'benchmark' },
      }),
      'credit',
    );
    cookies.push(player.cookie ?? '');
  }
  return { drawId: String(draw.body.id), cookies };
}

/** `players` buying one ticket at a time through `url` for `durationMs`; `onBought` sees each counted purchase's answer. */
function purchaseLoad(url: string, setup: PurchaseSetup, players: number, durationMs: number, onBought: (reply: Reply) => void = () => undefined): Promise<LoadResult> {
  const countFrom = performance.now() + WARMUP_MS;
  return fixedConcurrencyLoad({
    concurrency: players,
    durationMs,
    warmupMs: WARMUP_MS,
    request: async (worker) => {
      const sent = performance.now();
      const reply = await call(url, 'POST', '/api/tickets/buy', {
        cookie: setup.cookies[worker],
        headers: { 'idempotency-key': randomUUID() },
        body: { drawId: setup.drawId, quantity: 1 },
      });
      if (reply.status === 201 && sent >= countFrom) onBought(reply);
      return reply.status === 201 || `HTTP ${reply.status} ${JSON.stringify(reply.body).slice(0, 200)}`;
    },
  });
}

/** The purchase rate and CPU at each player count, through the gateway as production runs it. */
export async function benchRestPurchases(stack: BenchStack, setup: PurchaseSetup, durationMs: number, playerCounts = PURCHASE_PLAYER_COUNTS): Promise<PurchaseRun[]> {
  const runs: PurchaseRun[] = [];
  for (const players of playerCounts) {
    const groups = cpuGroups(stack);
    // CPU is read when counting starts (after the warm-up, pools are open) and when the load ends.
    const firstReading = new Promise<Awaited<ReturnType<typeof cpuReading>>>((resolve) => setTimeout(() => resolve(cpuReading(groups)), WARMUP_MS));
    const result = await purchaseLoad(stack.gatewayUrl, setup, players, durationMs);
    const cpu = cpuPerRequest(await firstReading, await cpuReading(groups), result.requests);
    runs.push({ players, result, cpu });
  }
  return runs;
}

/** Where a purchase's time goes: the same load through a gateway that times every request. */
export async function benchPurchaseSplit(stack: BenchStack, setup: PurchaseSetup, players: number, durationMs: number): Promise<PurchaseSplitRun> {
  const gateway = await stack.startTimedGateway();
  try {
    const stages = new StageSplit();
    const result = await purchaseLoad(gateway.url, setup, players, durationMs, (reply) => stages.add(reply.timing));
    return { players, result, stages };
  } finally {
    await gateway.stop();
  }
}
