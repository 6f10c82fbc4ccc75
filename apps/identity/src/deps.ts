import type { CallerIdentity } from '@nova/contracts';
import type { Db, SessionStore } from '@nova/platform';

/** Counts attempts under a key; throws RATE_LIMITED once a key is spent. */
export interface AttemptLimiter {
  consume(key: string): Promise<unknown>;
}

/** What the identity rules need from the outside world. */
export interface IdentityDeps {
  db: Db;
  sessions: SessionStore;
  loginLimits: { perUsername: AttemptLimiter; perClientIp: AttemptLimiter };
  /** Publishes committed outbox rows now rather than on the relay's next tick. */
  afterCommit(): void;
}

/** The request's view of the session: who calls, and how to set the cookie. */
export interface SessionControl {
  caller: CallerIdentity | null;
  clientIp: string | null;
  setSession(sessionId: string): void;
  clearSession(): void;
}
