import { createHash } from 'node:crypto';
import { AppError } from '../errors';
import type { KeyValueStore } from './key-value';

/** Keys are answered from the store for at least this long (issue 7: ≥ 24 h). */
export const IDEMPOTENCY_RETENTION_SECONDS = 24 * 60 * 60;

/** The answer a request got, replayed to every copy with the same key. */
export interface StoredResponse {
  status: number;
  body: unknown;
}

export interface IdempotencyScope {
  /** Who asked (user id): keys of different callers never meet. */
  caller: string;
  /** What was asked, e.g. `POST /api/tickets/buy` or `graphql:buyTickets`. */
  operation: string;
  /** The client's Idempotency-Key. */
  key: string;
  /** Hash of everything else in the request: the same key with another body is refused. */
  fingerprint: string;
}

export interface IdempotentResponsesOptions {
  retentionSeconds?: number;
  /**
   * Lifetime of a claim; the running request renews it every third of it,
   * so a copy takes over this soon after the claiming replica died.
   */
  claimSeconds?: number;
  /** Longest a copy waits for the first request's answer before 503 (try again). */
  maxWaitSeconds?: number;
  pollMs?: number;
}

interface Record {
  fingerprint: string;
  response?: StoredResponse;
}

export type Claim =
  | { kind: 'replay'; response: StoredResponse }
  | { kind: 'claimed'; save(response: StoredResponse): Promise<void>; release(): Promise<void> };

/** A stable hash of a JSON value: object keys are sorted first. */
export function fingerprintOf(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as { [key: string]: unknown })
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const idempotencyKeyReused = () =>
  new AppError('IDEMPOTENCY_CONFLICT', 'This Idempotency-Key was already used for a different request; use a new key');

/**
 * Replays the first answer to every request with the same caller, operation
 * and Idempotency-Key (Stripe-style). The first copy claims the key (SET NX);
 * concurrent copies wait for its answer and get the very same status and
 * body. Answers below 500 are kept for `retentionSeconds`; a 5xx (or a crash)
 * frees the key so a retry runs again — the services' own exactly-once rules
 * (wallet keys, status transitions) make that rerun safe.
 */
export class IdempotentResponses {
  private readonly retentionSeconds: number;
  private readonly claimSeconds: number;
  private readonly maxWaitSeconds: number;
  private readonly pollMs: number;

  constructor(
    private readonly store: KeyValueStore,
    options: IdempotentResponsesOptions = {},
  ) {
    this.retentionSeconds = Math.max(options.retentionSeconds ?? IDEMPOTENCY_RETENTION_SECONDS, IDEMPOTENCY_RETENTION_SECONDS);
    this.claimSeconds = options.claimSeconds ?? 10;
    this.maxWaitSeconds = options.maxWaitSeconds ?? 120;
    this.pollMs = options.pollMs ?? 20;
  }

  /** Where a scope lives in the store (the key is hashed: it is client text). */
  storeKey(scope: Omit<IdempotencyScope, 'fingerprint'>): string {
    return `idem:${scope.caller}:${fingerprintOf([scope.operation, scope.key])}`;
  }

  /** Claims the key, or waits for and returns the answer of the copy that did. */
  async claim(scope: IdempotencyScope): Promise<Claim> {
    if (scope.key.length < 8 || scope.key.length > 200) throw new AppError('BAD_USER_INPUT', 'Idempotency-Key must be 8 to 200 characters');
    const key = this.storeKey(scope);
    const pending = JSON.stringify({ fingerprint: scope.fingerprint } satisfies Record);
    const deadline = Date.now() + this.maxWaitSeconds * 1000;
    for (;;) {
      if (await this.store.setIfAbsent(key, pending, { ttlSeconds: this.claimSeconds })) {
        const stopRenewing = this.renew(key);
        return {
          kind: 'claimed',
          save: async (response) => {
            await stopRenewing();
            if (response.status >= 500) return this.store.del(key);
            await this.store.set(key, JSON.stringify({ fingerprint: scope.fingerprint, response } satisfies Record), { ttlSeconds: this.retentionSeconds });
          },
          release: async () => {
            await stopRenewing();
            await this.store.del(key);
          },
        };
      }
      const text = await this.store.get(key);
      if (text !== null) {
        const record = JSON.parse(text) as Record;
        if (record.fingerprint !== scope.fingerprint) throw idempotencyKeyReused();
        if (record.response) return { kind: 'replay', response: record.response };
      }
      if (Date.now() > deadline) throw new AppError('UNAVAILABLE', 'The first request with this Idempotency-Key is still running; try again');
      await new Promise((resolve) => setTimeout(resolve, this.pollMs));
    }
  }

  /** Keeps a claim alive while its request runs; the returned stop waits for a renewal in flight (it must not cut a saved answer's ttl). */
  private renew(key: string): () => Promise<void> {
    let inFlight: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      inFlight = this.store.expire(key, this.claimSeconds).catch(() => false);
    }, (this.claimSeconds * 1000) / 3);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await inFlight;
    };
  }

  /** Runs `produce` once per key and gives every copy its answer. */
  async run(scope: IdempotencyScope, produce: () => Promise<StoredResponse>): Promise<StoredResponse> {
    const claim = await this.claim(scope);
    if (claim.kind === 'replay') return claim.response;
    let response: StoredResponse;
    try {
      response = await produce();
    } catch (error) {
      await claim.release();
      throw error;
    }
    await claim.save(response);
    return response;
  }
}
