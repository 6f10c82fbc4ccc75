import { z } from 'zod';
import { contentFigures } from './content-figures';

/**
 * Service-to-service requests (request/reply over the bus). Money-moving
 * requests always carry an idempotency key: a retry with the same key returns
 * the first result, the same key with different fields is refused.
 */
const minorAmount = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const idempotencyKey = z.string().min(8).max(200);
const userId = z.string().uuid();

/** Why money moved; each kind names its counter-account in the wallet. */
export const transferKinds = [
  'deposit',
  'withdrawal',
  'ticket_purchase',
  'ticket_refund',
  'prize',
  'referral_bonus',
  /** A referral bonus booked against admin profit (deductFromAdminProfit on). */
  'referral_bonus_from_profit',
  'admin_credit',
  'admin_debit',
  /** Bonus money that was played through becomes cash (the wallet posts it itself). */
  'bonus_conversion',
] as const;
export type TransferKind = (typeof transferKinds)[number];

export const balanceReply = z.object({
  userId,
  balanceMinor: z.number().int(),
  availableMinor: z.number().int(),
  heldMinor: z.number().int(),
  /** Cash only: what a withdrawal may take (bonus money is not withdrawable until played through). */
  withdrawableMinor: z.number().int(),
  /** Bonus money: spendable on tickets, part of balance and available. */
  bonusMinor: z.number().int(),
  /** Ticket spend still needed before the bonus money turns into cash. */
  playThroughLeftMinor: z.number().int(),
});

export const transferReply = z.object({
  transferId: z.string().uuid(),
  idempotencyKey,
  replayed: z.boolean(),
  balance: balanceReply,
});

/** Settings other services apply; `changedAt` orders them against settings events. */
export const contentSettingsReply = contentFigures.extend({
  /** When an admin last saved them; null: never saved (contentFigureDefaults apply). */
  changedAt: z.string().datetime().nullable(),
});

const moneyMove = z.object({
  userId,
  amountMinor: minorAmount,
  idempotencyKey,
  kind: z.enum(transferKinds),
  memo: z.string().max(500).optional(),
  /** ticket_refund only: the idempotency key of the purchase debit it returns (bonus money goes back as bonus money). */
  refundOf: idempotencyKey.optional(),
  /** Referral bonuses only: ticket spend required before this bonus money becomes cash (bonus × play-through). */
  playThroughMinor: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});

/** A payout method the player saved in their profile (identity keeps them). */
export const savedPaymentMethod = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(['bank', 'crypto', 'paypal']),
  name: z.string().max(100),
  details: z.record(z.string().max(50), z.string().max(500)),
});
export type SavedPaymentMethod = z.infer<typeof savedPaymentMethod>;

export const requestSchemas = {
  'wallet.credit.v1': { request: moneyMove, reply: transferReply },
  'wallet.debit.v1': { request: moneyMove, reply: transferReply },
  /** Move available funds into the user's hold (withdrawal requested). */
  'wallet.hold.v1': { request: moneyMove, reply: transferReply },
  /** Return held funds to the available balance (withdrawal rejected). */
  'wallet.release.v1': { request: moneyMove, reply: transferReply },
  /** Pay held funds out of the platform (withdrawal completed). */
  'wallet.settle.v1': { request: moneyMove, reply: transferReply },
  'wallet.balance.v1': { request: z.object({ userId }), reply: balanceReply },
  /**
   * A deposit request asks for room under the player's deposit limits before
   * it is stored; refused (LIMIT_REACHED, PLAY_BLOCKED) when a limit, a
   * time-out or a self-exclusion forbids it. Once per key.
   */
  'wallet.deposit-allowance.v1': {
    request: z.object({ userId, amountMinor: minorAmount, idempotencyKey }),
    reply: z.object({ granted: z.literal(true) }),
  },
  /** A rejected (or never stored) deposit gives its room back. */
  'wallet.deposit-allowance.release.v1': {
    request: z.object({ userId, idempotencyKey }),
    reply: z.object({ released: z.boolean() }),
  },
  /**
   * The content service's current settings figures (the same ones
   * content.settings.changed.v1 carries), asked for by services at start-up.
   */
  'content.settings.current.v1': { request: z.object({}), reply: contentSettingsReply },
  /** One of the player's own saved payment methods, by id; null when they have none by that id. */
  'identity.saved-payment-method.v1': {
    // twoFactorCode: a withdrawal's code; identity refuses (TWO_FACTOR_REQUIRED / _INVALID) when the player has two-factor on.
    request: z.object({ userId, methodId: z.string().min(1).max(100), twoFactorCode: z.string().max(20).optional() }),
    reply: z.object({ method: savedPaymentMethod.nullable() }),
  },
} as const;

export type RequestSubject = keyof typeof requestSchemas;
export type RequestOf<S extends RequestSubject> = z.infer<(typeof requestSchemas)[S]['request']>;
export type ReplyOf<S extends RequestSubject> = z.infer<(typeof requestSchemas)[S]['reply']>;
