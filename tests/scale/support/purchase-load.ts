import { randomUUID } from 'node:crypto';

/** A player's REST session: the cookie works on every gateway (sessions live in Redis). */
export interface Player {
  userId: string;
  username: string;
  cookie: string;
}

export interface Reply {
  status: number;
  body: Record<string, unknown>;
  cookie: string | null;
}

export async function send(baseUrl: string, method: string, path: string, options: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { text };
  }
  const setCookie = response.headers.get('set-cookie');
  return { status: response.status, body, cookie: setCookie ? (setCookie.split(';')[0] ?? null) : null };
}

export interface PurchaseAttempt {
  player: number;
  idempotencyKey: string;
  quantity: number;
  /** Final answer: 201 with the purchase, or the refusal the client gave up on. */
  status: number;
  code?: string;
  purchaseId?: string;
  totalPaidMinor?: number;
  /** Requests sent for this purchase (1 = no retry). */
  requests: number;
}

export interface LoadOptions {
  gatewayUrls: string[];
  players: Player[];
  purchasesPerPlayer: number;
  drawId: string;
  /** Called after each purchase reached its final answer, with how many have. */
  onFinished?: (finished: number) => void;
}

const MAX_REQUESTS = 40;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Every player buys `purchasesPerPlayer` times in a row, all players at once,
 * half of them starting on each gateway. A request that got no answer, a 5xx
 * or a 429 is sent again with the same Idempotency-Key, and a gateway that
 * did not answer is swapped for the other one, as a client with two
 * addresses would.
 */
export async function runPurchaseLoad(options: LoadOptions): Promise<PurchaseAttempt[]> {
  const attempts: PurchaseAttempt[] = [];
  const buyAll = async (player: Player, index: number) => {
    let gateway = index % options.gatewayUrls.length;
    for (let n = 0; n < options.purchasesPerPlayer; n += 1) {
      const attempt: PurchaseAttempt = { player: index, idempotencyKey: randomUUID(), quantity: 1 + ((index + n) % 3), status: 0, requests: 0 };
      while (attempt.requests < MAX_REQUESTS) {
        attempt.requests += 1;
        try {
          const reply = await send(options.gatewayUrls[gateway] as string, 'POST', '/api/tickets/buy', {
            cookie: player.cookie,
            headers: { 'idempotency-key': attempt.idempotencyKey },
            body: { drawId: options.drawId, quantity: attempt.quantity },
          });
          attempt.status = reply.status;
          attempt.code = typeof reply.body.code === 'string' ? reply.body.code : undefined;
          if (reply.status === 201) {
            attempt.purchaseId = String(reply.body.id);
            attempt.totalPaidMinor = Math.round(Number(reply.body.totalPaid) * 100);
            break;
          }
          if (reply.status < 500 && reply.status !== 429) break;
        } catch {
          attempt.status = 0; // no answer: this gateway may be gone
          gateway = (gateway + 1) % options.gatewayUrls.length;
        }
        await sleep(Math.min(2000, 150 * attempt.requests));
      }
      attempts.push(attempt);
      options.onFinished?.(attempts.length);
    }
  };
  await Promise.all(options.players.map((player, index) => buyAll(player, index)));
  return attempts;
}
