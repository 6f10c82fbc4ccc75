import type { CallerIdentity } from '@nova/contracts';
import type { Bus, Db, RateLimiter, SessionStore } from '@nova/platform';


/** What the identity rules need from the outside world. */
export interface IdentityDeps {
  db: Db;
  /** Asks the wallet to credit or debit (admin user operations). */
  bus: Bus;
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
