/**
 * The error codes of the services' own rules, with the HTTP status each maps
 * to. Clients translate them (apps/web), so they are part of the contract; the
 * platform adds its generic codes (libs/platform/src/errors.ts).
 */
export const domainErrorStatus = {
  /** Identity: wrong username or password. */
  INVALID_CREDENTIALS: 401,
  /** Identity (and every service's copy of user access): the account is suspended or deleted. */
  ACCOUNT_SUSPENDED: 403,
  /** Identity: the username is in use. */
  USERNAME_TAKEN: 409,
  /** Draws: sales are closed (not active, or past the draw date). */
  DRAW_CLOSED: 409,
  /** Draws: not enough tickets left for the quantity asked. */
  DRAW_FULL: 409,
  /** Draws: no ticket sold, so the draw cannot run (it rolls forward instead). */
  DRAW_EMPTY: 409,
  /** Draws: an admin asked to run a draw before the close time fixed when it opened. */
  DRAW_NOT_DUE: 409,
  /** Wallet: not enough money for the movement. */
  INSUFFICIENT_BALANCE: 422,
  /** Wallet: a limit the player set (deposit, loss, spend) leaves no room; `refusal` names it and when it resets. */
  LIMIT_REACHED: 422,
  /** Wallet: the player is in a time-out or self-exclusion; `refusal` says until when. */
  PLAY_BLOCKED: 403,
  /** Identity: the date of birth given is under the minimum age (docs/product-rules.md#age). */
  UNDER_AGE: 403,
  /** Identity: the account has two-factor sign-in on and the sign-in gave no code. */
  TWO_FACTOR_REQUIRED: 401,
  /** Identity: the two-factor or recovery code is wrong or was used already. */
  TWO_FACTOR_INVALID: 401,
} as const;
