import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../errors';
import type { KeyValueStore } from './key-value';
import type { RedisStore } from './redis-store';

export interface RateLimiterOptions {
  store: KeyValueStore;
  /** Names the limit, e.g. `login`. */
  keyPrefix: string;
  /** Attempts allowed per window. */
  points: number;
  durationSeconds: number;
}

export interface RateLimiter {
  /** Spends one attempt for `key`; throws AppError RATE_LIMITED when none are left. */
  consume(key: string, points?: number): Promise<void>;
  /** Forgets the attempts of `key` (e.g. after a successful login). */
  reset(key: string): Promise<void>;
}

/** Shared across replicas on Redis; per process on the memory store. */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const limiter = createCounterLimiter(options);
  return {
    async consume(key, cost = 1) {
      try {
        await limiter.consume(key, cost);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) throw rateLimited(rejection.msBeforeNext);
        throw rejection;
      }
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}

/** 429 with the wait in seconds (the gateway turns `retryAfterSeconds` into Retry-After). */
export function rateLimited(msBeforeNext: number): AppError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError('RATE_LIMITED', `Too many attempts, try again in ${seconds} seconds`, { retryAfterSeconds: seconds });
}

export type CounterLimiter = RateLimiterAbstract;

/**
 * The rate-limiter-flexible limiter itself, for rules the consume/reset pair
 * cannot express (counting without refusing, blocking for a computed time).
 */
export function createCounterLimiter({ store, keyPrefix, points, durationSeconds }: RateLimiterOptions): CounterLimiter {
  return isRedisStore(store)
    ? new RateLimiterRedis({
        storeClient: store.client,
        keyPrefix: `${store.prefix}:rate:${keyPrefix}`,
        points,
        duration: durationSeconds,
        // If Redis is down, limit per process rather than not at all.
        insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds }),
      })
    : new RateLimiterMemory({ keyPrefix: `${store.prefix}:rate:${keyPrefix}`, points, duration: durationSeconds });
}

function isRedisStore(store: KeyValueStore): store is RedisStore {
  return store.kind === 'redis' && 'client' in store;
}
