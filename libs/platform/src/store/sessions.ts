import { randomBytes } from 'node:crypto';
import type { KeyValueStore } from './key-value';

export interface SessionRecord {
  userId: string;
  isAdmin: boolean;
  /** Epoch milliseconds. */
  createdAt: number;
  lastSeenAt: number;
}

export interface SessionStoreOptions {
  /** A session unused this long ends (default 7 days). */
  idleTtlSeconds?: number;
  /** A session ends this long after sign-in whatever happens (default 30 days). */
  absoluteTtlSeconds?: number;
  now?: () => number;
}

const DAY = 24 * 60 * 60;
/** 32 random bytes in base64url. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;
/**
 * Writing lastSeenAt on every request is wasteful; a minute of slack is fine
 * for a 7-day idle limit, and a tenth of the limit when it is short.
 */
const TOUCH_EVERY_MS = 60_000;

/**
 * Server-side sessions. Each user also has a set of their session ids, so
 * a password change or suspension can end every session at once.
 */
export class SessionStore {
  private readonly idleTtlSeconds: number;
  private readonly absoluteTtlSeconds: number;
  private readonly now: () => number;
  private readonly touchEveryMs: number;

  constructor(
    private readonly store: KeyValueStore,
    options: SessionStoreOptions = {},
  ) {
    this.idleTtlSeconds = options.idleTtlSeconds ?? 7 * DAY;
    this.absoluteTtlSeconds = options.absoluteTtlSeconds ?? 30 * DAY;
    this.now = options.now ?? Date.now;
    this.touchEveryMs = Math.min(TOUCH_EVERY_MS, (this.idleTtlSeconds * 1000) / 10);
  }

  async create({ userId, isAdmin }: { userId: string; isAdmin: boolean }): Promise<string> {
    const id = randomBytes(32).toString('base64url');
    const at = this.now();
    const record: SessionRecord = { userId, isAdmin, createdAt: at, lastSeenAt: at };
    await this.store.set(sessionKey(id), JSON.stringify(record), { ttlSeconds: this.ttlFor(record) });
    await this.store.setAdd(userKey(userId), id);
    await this.store.expire(userKey(userId), this.absoluteTtlSeconds);
    return id;
  }

  /** The session if it is still alive; refreshes the idle timeout. */
  async get(id: string): Promise<SessionRecord | null> {
    if (!SESSION_ID.test(id)) return null;
    const record = parseRecord(await this.store.get(sessionKey(id)));
    if (!record) return null;
    const at = this.now();
    if (at - record.createdAt >= this.absoluteTtlSeconds * 1000 || at - record.lastSeenAt >= this.idleTtlSeconds * 1000) {
      await this.destroy(id, record.userId);
      return null;
    }
    if (at - record.lastSeenAt >= this.touchEveryMs) {
      record.lastSeenAt = at;
      await this.store.set(sessionKey(id), JSON.stringify(record), { ttlSeconds: this.ttlFor(record) });
    }
    return record;
  }

  async destroy(id: string, userId?: string): Promise<void> {
    const owner = userId ?? parseRecord(await this.store.get(sessionKey(id)))?.userId;
    await this.store.del(sessionKey(id));
    if (owner) await this.store.setRemove(userKey(owner), id);
  }

  /** Ends every session of the user except `exceptId` (the one making the change). */
  async destroyAllForUser(userId: string, exceptId?: string): Promise<number> {
    const ids = await this.store.setMembers(userKey(userId));
    let ended = 0;
    for (const id of ids) {
      if (id === exceptId) continue;
      await this.store.del(sessionKey(id));
      await this.store.setRemove(userKey(userId), id);
      ended += 1;
    }
    return ended;
  }

  /** Applies a role change to every live session of the user. */
  async updateUser(userId: string, { isAdmin }: { isAdmin: boolean }): Promise<void> {
    for (const id of await this.store.setMembers(userKey(userId))) {
      const record = parseRecord(await this.store.get(sessionKey(id)));
      if (!record) {
        await this.store.setRemove(userKey(userId), id);
        continue;
      }
      record.isAdmin = isAdmin;
      await this.store.set(sessionKey(id), JSON.stringify(record), { ttlSeconds: this.ttlFor(record) });
    }
  }

  /** Whichever ends first: the idle timeout or the absolute lifetime. */
  private ttlFor(record: SessionRecord): number {
    const at = this.now();
    const idleLeft = this.idleTtlSeconds - (at - record.lastSeenAt) / 1000;
    const absoluteLeft = this.absoluteTtlSeconds - (at - record.createdAt) / 1000;
    return Math.max(1, Math.ceil(Math.min(idleLeft, absoluteLeft)));
  }
}

function sessionKey(id: string): string {
  return `session:${id}`;
}

function userKey(userId: string): string {
  return `user-sessions:${userId}`;
}

function parseRecord(raw: string | null): SessionRecord | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<SessionRecord>;
    if (typeof value.userId !== 'string' || typeof value.isAdmin !== 'boolean') return null;
    if (typeof value.createdAt !== 'number' || typeof value.lastSeenAt !== 'number') return null;
    return { userId: value.userId, isAdmin: value.isAdmin, createdAt: value.createdAt, lastSeenAt: value.lastSeenAt };
  } catch {
    return null;
  }
}
