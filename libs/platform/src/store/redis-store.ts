import { Redis } from 'ioredis';
import { AppError } from '../errors';
import type { KeyValueStore, SetOptions } from './key-value';

export interface RedisStoreOptions {
  url: string;
  prefix: string;
}

export interface RedisStore extends KeyValueStore {
  readonly kind: 'redis';
  /** The raw client (e.g. for the rate limiter); keys must still be prefixed. */
  readonly client: Redis;
}

export function createRedisStore({ url, prefix }: RedisStoreOptions): RedisStore {
  // Auto-pipelining: commands issued in the same tick (many concurrent requests) leave in one write.
  const client = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3, enableAutoPipelining: true });
  // ioredis reconnects by itself; without a listener it prints every lost connection.
  client.on('error', () => undefined);
  const k = (key: string) => `${prefix}:${key}`;
  return unavailableWhenDown({
    kind: 'redis',
    prefix,
    client,
    async get(key) {
      return client.get(k(key));
    },
    async set(key, value, options: SetOptions = {}) {
      if (options.ttlSeconds !== undefined) await client.set(k(key), value, 'EX', ttl(options.ttlSeconds));
      else await client.set(k(key), value);
    },
    async setIfAbsent(key, value, options: SetOptions = {}) {
      const reply =
        options.ttlSeconds !== undefined
          ? await client.set(k(key), value, 'EX', ttl(options.ttlSeconds), 'NX')
          : await client.set(k(key), value, 'NX');
      return reply === 'OK';
    },
    async del(key) {
      await client.del(k(key));
    },
    async incr(key, options: SetOptions = {}) {
      const value = await client.incr(k(key));
      if (value === 1 && options.ttlSeconds !== undefined) await client.expire(k(key), ttl(options.ttlSeconds));
      return value;
    },
    async expire(key, ttlSeconds) {
      return (await client.expire(k(key), ttl(ttlSeconds))) === 1;
    },
    async ttl(key) {
      const seconds = await client.ttl(k(key));
      return seconds < 0 ? null : seconds;
    },
    async setAdd(key, member) {
      await client.sadd(k(key), member);
    },
    async setMembers(key) {
      return client.smembers(k(key));
    },
    async setRemove(key, member) {
      await client.srem(k(key), member);
    },
    async close() {
      if (client.status === 'end') return;
      await client.quit().catch(() => client.disconnect());
    },
  });
}

const connectionErrorCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);

function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as NodeJS.ErrnoException).code;
  return error.name === 'MaxRetriesPerRequestError' || error.message === 'Connection is closed.' || (code !== undefined && connectionErrorCodes.has(code));
}

/**
 * Redis out of reach (restarting, partitioned) answers UNAVAILABLE (503, "try
 * again") instead of an internal error; found by the chaos test, which cuts
 * the connection. Other errors pass unchanged.
 */
function unavailableWhenDown<T extends object>(store: T): T {
  const guarded: Record<string, unknown> = { ...(store as Record<string, unknown>) };
  for (const [name, method] of Object.entries(store)) {
    if (typeof method !== 'function' || name === 'close') continue;
    guarded[name] = async (...args: unknown[]) => {
      try {
        return await (method as (...params: unknown[]) => Promise<unknown>)(...args);
      } catch (error) {
        if (isConnectionError(error)) throw new AppError('UNAVAILABLE', 'A service is not reachable right now, please try again');
        throw error;
      }
    };
  }
  return guarded as T;
}

/** Redis wants whole seconds, at least one. */
function ttl(seconds: number): number {
  return Math.max(1, Math.ceil(seconds));
}
