/**
 * Ticket purchases through the REST facade (gateway → draws saga → wallet
 * over NATS → tickets): 10, 50 and 100 players, each buying one ticket at a
 * time with a fresh Idempotency-Key, for a fixed time, all in one draw.
 */
import { randomUUID } from 'node:crypto';
import { BENCH_ADMIN, type BenchStack } from './bench-stack';
import { fixedConcurrencyLoad, type LoadResult } from './http-load';
import { call, expectStatus } from './rest';

export const PURCHASE_PLAYERS = 50;
export const PURCHASE_PLAYER_COUNTS = [10, 50, 100];
/** One ticket at 1.00: the pgbench transaction moves the same amount. */
export const TICKET_PRICE_MINOR = 100;

export interface PurchaseRun {
  players: number;
  result: LoadResult;
}

export async function benchRestPurchases(stack: BenchStack, durationMs: number, playerCounts = PURCHASE_PLAYER_COUNTS): Promise<PurchaseRun[]> {
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
  const drawId = String(draw.body.id);
  const cookies: string[] = [];
  for (let index = 0; index < Math.max(...playerCounts); index += 1) {
    const username = `bench_${index}_${randomUUID().slice(0, 6)}`;
    const player = await expectStatus(201, call(url, 'POST', '/api/register', { body: { username, password: 'bench-pass-1' } }), 'register');
    await expectStatus(
      200,
      call(url, 'PATCH', `/api/admin/users/${String(player.body.id)}`, {
        cookie: admin,
        headers: { 'idempotency-key': randomUUID() },
        body: { action: 'addCredit', amount: '5000.00', reason: 'benchmark' },
      }),
      'credit',
    );
    cookies.push(player.cookie ?? '');
  }
  const runs: PurchaseRun[] = [];
  for (const players of playerCounts) {
    const result = await fixedConcurrencyLoad({
      concurrency: players,
      durationMs,
      warmupMs: 3000,
      request: async (worker) => {
        const reply = await call(url, 'POST', '/api/tickets/buy', {
          cookie: cookies[worker],
          headers: { 'idempotency-key': randomUUID() },
          body: { drawId, quantity: 1 },
        });
        return reply.status === 201 || `HTTP ${reply.status} ${JSON.stringify(reply.body).slice(0, 200)}`;
      },
    });
    runs.push({ players, result });
  }
  return runs;
}
