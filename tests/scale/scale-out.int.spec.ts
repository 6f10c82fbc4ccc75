/**
 * Scale-out proof (issue 6): two gateways, two wallet and two draws replicas
 * as separate processes over the real PostgreSQL, NATS and Redis. A purchase
 * load goes through both gateways; halfway, one wallet replica, one draws
 * replica and one gateway are SIGKILLed. Clients retry with the same
 * Idempotency-Key. Afterwards nothing may be lost or doubled: the ledger sums
 * to zero, no balance is negative, every paid purchase has exactly its
 * tickets and exactly one debit, and nothing is left half-applied.
 */
import { randomUUID } from 'node:crypto';
import { ADMIN, startReplicatedStack, type ReplicatedStack } from './support/replicated-stack';
import { runPurchaseLoad, send, type Player, type PurchaseAttempt } from './support/purchase-load';
import { readLedgerProof, unfinishedPurchases, type LedgerProof } from './support/ledger-proof';

const PLAYERS = 24;
const PURCHASES_PER_PLAYER = 8;
const CREDIT_MINOR = 100_00;

let stack: ReplicatedStack;

beforeAll(async () => {
  // A quick reconciler so that a purchase a crash left pending is repaired within the test.
  stack = await startReplicatedStack({ SCHEDULER_INTERVAL_MS: '500', PURCHASE_STALE_AFTER_MS: '2000' });
}, 400_000); // ten processes starting on two cores, possibly shared with other runs

afterAll(async () => {
  await stack?.close();
}, 60_000);

async function signInAdmin(gatewayUrl: string): Promise<string> {
  const reply = await send(gatewayUrl, 'POST', '/api/login', { body: ADMIN });
  if (reply.status !== 200 || !reply.cookie) throw new Error(`admin login: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.cookie;
}

/** Registers a player on one gateway and credits them through the admin API on the other. */
async function fundedPlayer(index: number, adminCookie: string): Promise<Player> {
  const [gatewayA, gatewayB] = stack.gateways.map((gateway) => gateway.url) as [string, string];
  const username = `scale_${index}_${randomUUID().slice(0, 6)}`;
  const registered = await send(index % 2 === 0 ? gatewayA : gatewayB, 'POST', '/api/register', { body: { username, password: 'player-pass-1' } });
  if (registered.status !== 201 || !registered.cookie) throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
  const userId = String(registered.body.id);
  const credited = await send(index % 2 === 0 ? gatewayB : gatewayA, 'PATCH', `/api/admin/users/${userId}`, {
    cookie: adminCookie,
    headers: { 'idempotency-key': `scale-credit-${userId}` },
    body: { action: 'addCredit', amount: (CREDIT_MINOR / 100).toFixed(2), reason: 'scale-out test' },
  });
  if (credited.status !== 200) throw new Error(`credit: ${credited.status} ${JSON.stringify(credited.body)}`);
  return { userId, username, cookie: registered.cookie };
}

async function waitUntilSettled(drawsDbUrl: string, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let left = await unfinishedPurchases(drawsDbUrl);
  while (left > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    left = await unfinishedPurchases(drawsDbUrl);
  }
  return left;
}

function report(attempts: PurchaseAttempt[], proof: LedgerProof, crashedAt: number): string {
  const retried = attempts.filter((attempt) => attempt.requests > 1);
  const tickets = proof.completedPurchases.reduce((sum, purchase) => sum + purchase.tickets, 0);
  return [
    'Scale-out proof',
    `  players ${PLAYERS}, purchases attempted ${attempts.length}, SIGKILL (wallet-1, draws-1, gateway-a) after ${crashedAt} finished`,
    `  client answers: ${attempts.filter((attempt) => attempt.status === 201).length} paid, ${attempts.filter((attempt) => attempt.status !== 201).length} other; ` +
      `${retried.length} purchases retried, ${attempts.reduce((sum, attempt) => sum + attempt.requests, 0)} requests in all`,
    `  purchases in the draws DB by status: ${JSON.stringify(proof.purchasesByStatus)}`,
    `  tickets in the draw ${proof.ticketsInDraw} (completed purchases hold ${tickets}, draw counter ${proof.drawTicketsSold})`,
    `  ticket debits ${[...proof.debitsByPurchase.values()].reduce((sum, debit) => sum + debit.transfers, 0)}, refunds ${proof.refunds}, orphan debits ${proof.orphanDebits.length}`,
    `  ledger sum ${proof.ledgerSumMinor}, negative player balances ${proof.negativeUserAccounts}`,
  ].join('\n');
}

describe('scale-out: replicas killed mid-load', () => {
  it('loses and doubles nothing when a wallet, a draws replica and a gateway die halfway', async () => {
    const [gatewayA, gatewayB] = stack.gateways;
    const adminCookie = await signInAdmin(gatewayA.url);
    const drawReply = await send(gatewayB.url, 'POST', '/api/draws', {
      cookie: adminCookie,
      body: { name: 'Scale-out Daily', period: 'daily', ticketPrice: '1.00', maxTickets: 100_000, drawDate: new Date(Date.now() + 3_600_000).toISOString() },
    });
    expect(drawReply.status).toBe(201);
    const drawId = String(drawReply.body.id);
    const players: Player[] = [];
    for (let index = 0; index < PLAYERS; index += 1) players.push(await fundedPlayer(index, adminCookie));

    const total = PLAYERS * PURCHASES_PER_PLAYER;
    let crashedAt = -1;
    const attempts = await runPurchaseLoad({
      gatewayUrls: [gatewayA.url, gatewayB.url],
      players,
      purchasesPerPlayer: PURCHASES_PER_PLAYER,
      drawId,
      onFinished: (finished) => {
        if (crashedAt < 0 && finished >= total / 2) {
          crashedAt = finished;
          for (const replica of [stack.wallets[0], stack.draws[0], gatewayA]) replica.crash();
        }
      },
    });

    // The load finished: every purchase got its final answer, and that answer is "paid".
    expect(crashedAt).toBeGreaterThan(0);
    expect(attempts).toHaveLength(total);
    expect(attempts.filter((attempt) => attempt.status !== 201)).toEqual([]);

    // Nothing is left half-way once the reconciler has run.
    expect(await waitUntilSettled(stack.databaseUrl('draws'), 30_000)).toBe(0);
    const proof = await readLedgerProof(stack.databaseUrl('draws'), stack.databaseUrl('wallet'), drawId);
    process.stdout.write(`${report(attempts, proof, crashedAt)}\n`);

    // Money: double entry holds and no player went below zero.
    expect(proof.ledgerSumMinor).toBe(0);
    expect(proof.negativeUserAccounts).toBe(0);

    // Tickets = paid purchases: each purchase the client was told is paid is
    // completed once, holds exactly its tickets and was debited exactly once
    // for exactly its price; no debit without tickets, no tickets without a debit.
    const completed = new Map(proof.completedPurchases.map((purchase) => [purchase.id, purchase]));
    const paidIds = attempts.map((attempt) => attempt.purchaseId);
    expect(new Set(paidIds).size).toBe(total);
    expect(proof.purchasesByStatus).toEqual({ completed: total });
    for (const attempt of attempts) {
      const purchase = completed.get(attempt.purchaseId as string);
      expect(purchase).toMatchObject({ quantity: attempt.quantity, tickets: attempt.quantity, totalMinor: attempt.totalPaidMinor });
      expect(proof.debitsByPurchase.get(attempt.purchaseId as string)).toEqual({ transfers: 1, amountMinor: attempt.totalPaidMinor });
    }
    expect(proof.debitsByPurchase.size).toBe(total);
    expect(proof.orphanDebits).toEqual([]);
    expect(proof.ticketsOutsideCompleted).toBe(0);
    const ticketsPaid = attempts.reduce((sum, attempt) => sum + attempt.quantity, 0);
    expect(proof.ticketsInDraw).toBe(ticketsPaid);
    expect(proof.drawTicketsSold).toBe(ticketsPaid);
    expect(proof.drawSalesMinor).toBe(attempts.reduce((sum, attempt) => sum + (attempt.totalPaidMinor ?? 0), 0));

    // Each player: credited once, debited exactly the sum of their purchases.
    for (const [index, player] of players.entries()) {
      const spent = attempts.filter((attempt) => attempt.player === index).reduce((sum, attempt) => sum + (attempt.totalPaidMinor ?? 0), 0);
      expect(proof.balances.get(player.userId)).toEqual({ availableMinor: CREDIT_MINOR - spent, creditedMinor: CREDIT_MINOR, debitedMinor: spent });
    }
  }, 300_000);
});
