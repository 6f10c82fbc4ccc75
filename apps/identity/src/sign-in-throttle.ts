import { createCounterLimiter, createRateLimiter, rateLimited, type CounterLimiter, type KeyValueStore, type RateLimiter } from '@nova/platform';

export interface SignInThrottleOptions {
  store: KeyValueStore;
  /** Attempts one address may make at one username before the delays start. */
  freeAttemptsPerAddress: number;
  /** The first delay; each next one doubles. */
  baseDelaySeconds: number;
  /** The longest delay between two attempts of one address at one username. */
  maxDelaySeconds: number;
  /** Failures at one username from all addresses in a window, beyond which only addresses that signed in before may try. */
  failuresPerUsername: number;
  /** Attempts of one address at any usernames in a window (spraying). */
  attemptsPerClientIp: number;
  windowSeconds: number;
}

const DAY = 24 * 3600;
/** How long an address that signed in successfully stays known for the username. */
const KNOWN_ADDRESS_SECONDS = 30 * DAY;

/**
 * Sign-in throttling that slows guessing and never locks the owner out:
 * - one address at one username: a few free attempts, then a growing delay
 *   (1 s, 2 s, 4 s … up to `maxDelaySeconds`) before each next attempt; a
 *   success clears it. An attacker's address is slowed, the owner's other
 *   addresses are not;
 * - one address at any usernames: a budget per window (spraying);
 * - one username from all addresses: a looser failure budget per window;
 *   once spent (a distributed attack), addresses that never signed in to
 *   that username get no free attempts (one try, then the delays), while
 *   addresses that did keep theirs. Nobody is refused outright: the first
 *   attempt of a new address always runs.
 * Counters live in the shared store (Redis in the stack), through
 * rate-limiter-flexible. Attempts refused for a delay cost nothing. Two
 * attempts sent at the very same moment may both pass the delay check; the
 * per-address budget bounds such bursts.
 */
export class SignInThrottle {
  private readonly pairAttempts: CounterLimiter;
  private readonly pairDelays: CounterLimiter;
  private readonly usernameFailures: CounterLimiter;
  private readonly perClientIp: RateLimiter;

  constructor(private readonly options: SignInThrottleOptions) {
    const { store, windowSeconds } = options;
    this.pairAttempts = createCounterLimiter({ store, keyPrefix: 'login-pair-attempts', points: Number.MAX_SAFE_INTEGER, durationSeconds: DAY });
    this.pairDelays = createCounterLimiter({ store, keyPrefix: 'login-pair-delay', points: 1, durationSeconds: options.maxDelaySeconds });
    this.usernameFailures = createCounterLimiter({ store, keyPrefix: 'login-username-failures', points: options.failuresPerUsername, durationSeconds: windowSeconds });
    this.perClientIp = createRateLimiter({ store, keyPrefix: 'login-ip', points: options.attemptsPerClientIp, durationSeconds: windowSeconds });
  }

  /** Before the password is checked: throws RATE_LIMITED (with retryAfterSeconds) when this attempt must wait. */
  async beforeAttempt(usernameKey: string, clientIp: string): Promise<void> {
    const pair = pairKey(usernameKey, clientIp);
    const delay = await this.pairDelays.get(pair);
    if (delay && delay.consumedPoints > 1 && delay.msBeforeNext > 0) throw rateLimited(delay.msBeforeNext);
    await this.perClientIp.consume(clientIp);
    const attempts = (await this.pairAttempts.penalty(pair)).consumedPoints;
    // Set before the (slow) password check, so a parallel attempt already waits.
    await this.delayBeyondFree(usernameKey, pair, attempts);
  }

  /** Counts the failure; the next attempt of this address waits from now. */
  async afterFailure(usernameKey: string, clientIp: string): Promise<void> {
    await this.usernameFailures.penalty(usernameKey);
    const pair = pairKey(usernameKey, clientIp);
    await this.delayBeyondFree(usernameKey, pair, (await this.pairAttempts.get(pair))?.consumedPoints ?? 0);
  }

  /**
   * Once the address has used its free attempts, its next attempt waits
   * 1×, 2×, 4× … the base delay. A username under attack gives unknown
   * addresses no free attempts.
   */
  private async delayBeyondFree(usernameKey: string, pair: string, attempts: number): Promise<void> {
    const failures = await this.usernameFailures.get(usernameKey);
    const underAttack = failures !== null && failures.consumedPoints >= this.options.failuresPerUsername;
    const free = underAttack && !(await this.isKnown(pair)) ? 0 : this.options.freeAttemptsPerAddress;
    if (attempts <= free) return;
    const seconds = Math.min(this.options.baseDelaySeconds * 2 ** (attempts - free - 1), this.options.maxDelaySeconds);
    await this.pairDelays.block(pair, seconds);
  }

  /** A success ends the guessing from this address and makes it known for the username. */
  async afterSuccess(usernameKey: string, clientIp: string): Promise<void> {
    const pair = pairKey(usernameKey, clientIp);
    await this.pairAttempts.delete(pair);
    await this.pairDelays.delete(pair);
    await this.options.store.set(knownKey(pair), '1', { ttlSeconds: KNOWN_ADDRESS_SECONDS });
  }

  private async isKnown(pair: string): Promise<boolean> {
    return (await this.options.store.get(knownKey(pair))) !== null;
  }
}

const pairKey = (usernameKey: string, clientIp: string) => `${usernameKey}|${clientIp}`;
const knownKey = (pair: string) => `login-known:${pair}`;
