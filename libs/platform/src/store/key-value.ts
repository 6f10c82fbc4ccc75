export interface SetOptions {
  /** Expire the key after this many seconds (no ttl: keep until deleted). */
  ttlSeconds?: number;
}

/**
 * The small slice of Redis the services need, so the embedded mode can run
 * on an in-memory twin. Every key is stored under the store's prefix.
 */
export interface KeyValueStore {
  readonly kind: 'redis' | 'memory';
  readonly prefix: string;
  get(key: string): Promise<string | null>;
  set(key: string, value: string, options?: SetOptions): Promise<void>;
  /** Sets the key only when it does not exist (Redis SET NX); true when it was set. */
  setIfAbsent(key: string, value: string, options?: SetOptions): Promise<boolean>;
  del(key: string): Promise<void>;
  /** Adds one; a ttl is applied when the counter is created. */
  incr(key: string, options?: SetOptions): Promise<number>;
  /** Returns false when the key does not exist. */
  expire(key: string, ttlSeconds: number): Promise<boolean>;
  /** Seconds left; null when the key is missing or never expires. */
  ttl(key: string): Promise<number | null>;
  setAdd(key: string, member: string): Promise<void>;
  setMembers(key: string): Promise<string[]>;
  setRemove(key: string, member: string): Promise<void>;
  close(): Promise<void>;
}
