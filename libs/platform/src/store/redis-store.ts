import { Redis } from 'ioredis';
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
  const client = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const k = (key: string) => `${prefix}:${key}`;
  return {
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
  };
}

/** Redis wants whole seconds, at least one. */
function ttl(seconds: number): number {
  return Math.max(1, Math.ceil(seconds));
}
