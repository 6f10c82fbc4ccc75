import type { KeyValueStore, SetOptions } from './key-value';

export interface MemoryStoreOptions {
  prefix?: string;
  /** Clock in ms, replaceable in tests. */
  now?: () => number;
}

interface Entry {
  value: string | Set<string>;
  expiresAt?: number;
}

/** In-process twin of the Redis store for the embedded mode and unit tests. */
export function createMemoryStore({ prefix = 'nova', now = Date.now }: MemoryStoreOptions = {}): KeyValueStore {
  const entries = new Map<string, Entry>();
  const k = (key: string) => `${prefix}:${key}`;
  let writes = 0;
  /** Keys nobody reads again would otherwise stay forever; sweep now and then. */
  const sweepSometimes = () => {
    writes += 1;
    if (writes % 1000 !== 0) return;
    const at = now();
    for (const [key, entry] of entries) {
      if (entry.expiresAt !== undefined && entry.expiresAt <= at) entries.delete(key);
    }
  };

  /** Expired keys are removed when touched, as Redis does lazily. */
  const live = (key: string): Entry | undefined => {
    const entry = entries.get(k(key));
    if (entry?.expiresAt !== undefined && entry.expiresAt <= now()) {
      entries.delete(k(key));
      return undefined;
    }
    return entry;
  };
  const expiry = (options: SetOptions) =>
    options.ttlSeconds === undefined ? undefined : now() + Math.max(1, Math.ceil(options.ttlSeconds)) * 1000;
  const setOf = (key: string): Set<string> => {
    const entry = live(key);
    if (entry === undefined) {
      const members = new Set<string>();
      entries.set(k(key), { value: members });
      return members;
    }
    if (typeof entry.value === 'string') throw new Error(`WRONGTYPE ${key} holds a string`);
    return entry.value;
  };

  return {
    kind: 'memory',
    prefix,
    async get(key) {
      const entry = live(key);
      if (entry === undefined) return null;
      if (typeof entry.value !== 'string') throw new Error(`WRONGTYPE ${key} holds a set`);
      return entry.value;
    },
    async set(key, value, options = {}) {
      sweepSometimes();
      entries.set(k(key), { value, expiresAt: expiry(options) });
    },
    async setIfAbsent(key, value, options = {}) {
      if (live(key) !== undefined) return false;
      sweepSometimes();
      entries.set(k(key), { value, expiresAt: expiry(options) });
      return true;
    },
    async del(key) {
      entries.delete(k(key));
    },
    async incr(key, options = {}) {
      sweepSometimes();
      const entry = live(key);
      if (entry === undefined) {
        entries.set(k(key), { value: '1', expiresAt: expiry(options) });
        return 1;
      }
      const current = Number(entry.value);
      if (typeof entry.value !== 'string' || !Number.isInteger(current)) throw new Error(`${key} is not an integer`);
      entry.value = String(current + 1);
      return current + 1;
    },
    async expire(key, ttlSeconds) {
      const entry = live(key);
      if (entry === undefined) return false;
      entry.expiresAt = expiry({ ttlSeconds });
      return true;
    },
    async ttl(key) {
      const entry = live(key);
      if (entry?.expiresAt === undefined) return null;
      return Math.ceil((entry.expiresAt - now()) / 1000);
    },
    async setAdd(key, member) {
      setOf(key).add(member);
    },
    async setMembers(key) {
      const entry = live(key);
      return entry && typeof entry.value !== 'string' ? [...entry.value] : [];
    },
    async setRemove(key, member) {
      const entry = live(key);
      if (entry && typeof entry.value !== 'string') {
        entry.value.delete(member);
        if (entry.value.size === 0) entries.delete(k(key));
      }
    },
    async close() {
      entries.clear();
    },
  };
}
