import { randomBytes } from 'node:crypto';
import type { AdminRole } from '@nova/contracts';
import type { KeyValueStore } from './key-value';
import { parseUserAccess, userAccessKey, type UserAccess } from './user-access';

export type { UserAccess } from './user-access';

/** What is stored per session: who, since when, and the user's security version at sign-in. */
interface StoredSession {
  userId: string;
  securityVersion: number;
  /** Epoch milliseconds. */
  createdAt: number;
  lastSeenAt: number;
}

/** A live session joined with the user's current access record. */
export interface SessionRecord extends StoredSession {
  /** From the user's record, never from the session: a demotion applies at once. */
  isAdmin: boolean;
  /** From the user's record: the admin's role (absent for players). */
  adminRole?: AdminRole;
  /** From the user's record: two-factor sign-in is on (the gateway may require it of admins). */
  twoFactor: boolean;
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
 * Server-side sessions, checked against a per-user access record on every
 * read. Identity writes the record (status, isAdmin, security version) in
 * the same step as any suspension, deletion, role change or password change,
 * bumping the version. A session carries the version the user had when
 * sign-in read them, so a session is alive only while that version is
 * current and the user is active: a change ends every session of the user,
 * including one whose sign-in was still running when the change was made.
 * A missing record ends the session too (fail closed).
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

  /**
   * Creates a session valid while the user's version stays `securityVersion`.
   * Pass the version read BEFORE checking the password, so a change made
   * while the check ran invalidates the session even though it is created later.
   */
  async create({ userId, securityVersion }: { userId: string; securityVersion: number }): Promise<string> {
    const id = randomBytes(32).toString('base64url');
    const at = this.now();
    const record: StoredSession = { userId, securityVersion, createdAt: at, lastSeenAt: at };
    await this.store.set(sessionKey(id), JSON.stringify(record), { ttlSeconds: this.ttlFor(record) });
    await this.store.setAdd(userKey(userId), id);
    await this.store.expire(userKey(userId), this.absoluteTtlSeconds);
    return id;
  }

  /** The session if it is still alive and its user still active at its version; refreshes the idle timeout. */
  async get(id: string): Promise<SessionRecord | null> {
    if (!SESSION_ID.test(id)) return null;
    const record = parseSession(await this.store.get(sessionKey(id)));
    if (!record) return null;
    const access = await this.readAccess(record.userId);
    const at = this.now();
    const expired = at - record.createdAt >= this.absoluteTtlSeconds * 1000 || at - record.lastSeenAt >= this.idleTtlSeconds * 1000;
    const revoked = !access || access.version !== record.securityVersion || access.status !== 'active';
    if (expired || revoked) {
      await this.destroy(id, record.userId);
      return null;
    }
    if (at - record.lastSeenAt >= this.touchEveryMs) {
      record.lastSeenAt = at;
      await this.store.set(sessionKey(id), JSON.stringify(record), { ttlSeconds: this.ttlFor(record) });
    }
    // A record written before roles existed names none: every admin then was a superadmin (identity's migration 009).
    const adminRole = access.isAdmin ? (access.adminRole ?? 'superadmin') : undefined;
    return { ...record, isAdmin: access.isAdmin, ...(adminRole ? { adminRole } : {}), twoFactor: access.twoFactor === true };
  }

  /**
   * Records the user's current status, role and security version. Identity
   * calls it while it holds the user's row lock, so writes land in version order.
   * It lives a day longer than any session, and every sign-in rewrites it.
   */
  async publishAccess(userId: string, access: UserAccess): Promise<void> {
    await this.store.set(userAccessKey(userId), JSON.stringify(access), { ttlSeconds: this.absoluteTtlSeconds + DAY });
  }

  async readAccess(userId: string): Promise<UserAccess | null> {
    return parseUserAccess(await this.store.get(userAccessKey(userId)));
  }

  async destroy(id: string, userId?: string): Promise<void> {
    const owner = userId ?? parseSession(await this.store.get(sessionKey(id)))?.userId;
    await this.store.del(sessionKey(id));
    if (owner) await this.store.setRemove(userKey(owner), id);
  }

  /**
   * Deletes every session of the user except `exceptId`. Housekeeping only:
   * what ends sessions is the version bump in the access record.
   */
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

  /** The user's live sessions (ids with their times), for a sessions page; ended ones are dropped from the user's set. */
  async listForUser(userId: string): Promise<Array<{ id: string; createdAt: number; lastSeenAt: number }>> {
    const live: Array<{ id: string; createdAt: number; lastSeenAt: number }> = [];
    const at = this.now();
    const access = await this.readAccess(userId);
    for (const id of await this.store.setMembers(userKey(userId))) {
      const record = parseSession(await this.store.get(sessionKey(id)));
      const ended = !record || record.userId !== userId || access?.version !== record.securityVersion || at - record.createdAt >= this.absoluteTtlSeconds * 1000 || at - record.lastSeenAt >= this.idleTtlSeconds * 1000;
      if (!record || ended) {
        await this.store.setRemove(userKey(userId), id);
        continue;
      }
      live.push({ id, createdAt: record.createdAt, lastSeenAt: record.lastSeenAt });
    }
    return live;
  }

  /** Whichever ends first: the idle timeout or the absolute lifetime. */
  private ttlFor(record: StoredSession): number {
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

/** Sessions written before security versions existed have none: they are not honoured. */
function parseSession(raw: string | null): StoredSession | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredSession>;
    if (typeof value.userId !== 'string' || !Number.isInteger(value.securityVersion)) return null;
    if (typeof value.createdAt !== 'number' || typeof value.lastSeenAt !== 'number') return null;
    return { userId: value.userId, securityVersion: value.securityVersion as number, createdAt: value.createdAt, lastSeenAt: value.lastSeenAt };
  } catch {
    return null;
  }
}
