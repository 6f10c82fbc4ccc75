import type { CallerIdentity } from '@nova/contracts';
import type { Bus, Db, KeyValueStore, Logger, RateLimiter, SessionStore } from '@nova/platform';
import type { Mailer } from '@nova/platform/mail';
import type { SignInThrottle } from './sign-in-throttle';


/** What the identity rules need from the outside world. */
export interface IdentityDeps {
  db: Db;
  /** Asks the wallet to credit or debit (admin user operations). */
  bus: Bus;
  sessions: SessionStore;
  signInThrottle: SignInThrottle;
  /** Password-change attempts per user (a stolen session must not become a guessing oracle). */
  passwordChangeLimit: RateLimiter;
  /** Email confirmation, password reset and two-factor (security/). */
  accountSecurity: AccountSecurity;
  /** The youngest age allowed to sign up and play: the content service's setting at each use (docs/product-rules.md#age). */
  minimumAge(): number;
  /** Four-eyes approval: an admin's credit or debit at or above this waits for a second admin (the content service's setting at each use). */
  fourEyesThresholdMinor(): number;
  /** Publishes committed outbox rows now rather than on the relay's next tick. */
  afterCommit(): void;
  /** Test seams only: pause a sign-in between its steps to run a change deterministically in between. */
  hooks?: SignInHooks;
}

/** What the account-security flows (security/) need: mail, their limits and their settings. */
export interface AccountSecurity {
  mailer: Mailer;
  /** Confirmation and reset mails per target (user id or typed name) and per client address. */
  mailsPerTarget: RateLimiter;
  mailsPerClientIp: RateLimiter;
  /** Wrong email codes, reset tokens and two-factor codes per user and per client address. */
  codeAttempts: RateLimiter;
  /** The web app's address, for the links in mails. */
  publicUrl: string;
  emailCodeTtlSeconds: number;
  resetTtlSeconds: number;
  totpIssuer: string;
  /** Signs the remembered-device cookie. */
  deviceSecret: string;
  /** Where each session's device and address are kept (the session store's own store). */
  store: KeyValueStore;
  sessionTtlSeconds: number;
  logger: Logger;
}

export interface SignInHooks {
  /** After the password check of a sign-in, before the user is re-checked under lock. */
  afterPasswordChecked?(userId: string): Promise<void>;
  /** After the re-check, before the session is written. */
  beforeSessionCreated?(userId: string): Promise<void>;
}

/** The request's view of the session: who calls, and how to set the cookie. */
export interface SessionControl {
  caller: CallerIdentity | null;
  clientIp: string | null;
  setSession(sessionId: string): void;
  clearSession(): void;
}
