import type { CallerIdentity } from '@nova/contracts';
import type { Db, RateLimiter, SessionStore } from '@nova/platform';


/** What the identity rules need from the outside world. */
export interface IdentityDeps {
  db: Db;
  sessions: SessionStore;
  loginLimits: { perUsername: RateLimiter; perClientIp: RateLimiter };
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
