import { z } from 'zod';
import { drawsEventSchemas } from './draws-events';
import { paymentsEventSchemas } from './payments-events';
import { contentEventSchemas } from './content-events';
import { approvalEventSchemas } from './approval-events';
import { ADMIN_ROLES } from './identity';
import { playerLanguages } from './player-notifications';

/**
 * Every event carries `id` (the dedupe key, also the NATS message id) and
 * `occurredAt`. A breaking change to a payload is a new `.vN` subject.
 */
const eventBase = {
  id: z.string().uuid(),
  occurredAt: z.string().datetime(),
};

export const eventSchemas = {
  'identity.user.registered.v1': z.object({
    ...eventBase,
    userId: z.string().uuid(),
    username: z.string(),
    referredByUserId: z.string().uuid().nullable(),
  }),
  'identity.user.password-changed.v1': z.object({
    ...eventBase,
    userId: z.string().uuid(),
  }),
  /**
   * Every security change of a user (suspension, activation, deletion, role
   * or password change), with the new security version; draws and payments
   * keep a mirror and refuse sessions older than it.
   */
  'identity.user.access-changed.v1': z.object({
    ...eventBase,
    userId: z.string().uuid(),
    status: z.enum(['active', 'suspended', 'deleted']),
    isAdmin: z.boolean(),
    /** The admin's role; null for players (absent in events from before roles). */
    adminRole: z.enum(ADMIN_ROLES).nullish(),
    securityVersion: z.number().int().nonnegative(),
  }),
  /**
   * A player's date of birth puts them under the minimum age (answered after
   * sign-up; a sign-up under it is refused): the wallet refuses their ticket
   * purchases, deposits and bonuses until `playsFrom`. Withdrawals stay open.
   */
  'identity.user.age-restricted.v1': z.object({
    ...eventBase,
    userId: z.string().uuid(),
    playsFrom: z.string().date(),
  }),
  /**
   * A player's language or confirmed email changed (or was first set); the
   * notifications service keeps them to write to the player in their language.
   */
  'identity.user.contact-changed.v1': z.object({
    ...eventBase,
    userId: z.string().uuid(),
    language: z.enum(playerLanguages),
    confirmedEmail: z.string().nullable(),
  }),
  /** A time-out or self-exclusion started (docs/product-rules.md#responsible-gaming). */
  'wallet.play-block.started.v1': z.object({
    ...eventBase,
    userId: z.string().uuid(),
    kind: z.enum(['time_out', 'self_exclusion']),
    endsAt: z.string().datetime(),
  }),
  /** A self-exclusion whose period was over ended at the player's request. */
  'wallet.play-block.ended.v1': z.object({ ...eventBase, userId: z.string().uuid() }),
  /** A purchase or deposit was refused by one of the player's own limits. */
  'wallet.limit.reached.v1': z.object({
    ...eventBase,
    userId: z.string().uuid(),
    limit: z.enum(['deposit', 'loss', 'spend']),
    period: z.enum(['day', 'week', 'month']),
    resetsAt: z.string().datetime().nullable(),
  }),
  'wallet.account.opened.v1': z.object({
    ...eventBase,
    userId: z.string().uuid(),
    accountId: z.string().uuid(),
  }),
  'wallet.transfer.posted.v1': z.object({
    ...eventBase,
    transferId: z.string().uuid(),
    idempotencyKey: z.string(),
    kind: z.string(),
    debitAccountId: z.string().uuid(),
    creditAccountId: z.string().uuid(),
    amountMinor: z.number().int().positive(),
  }),
  ...drawsEventSchemas,
  ...paymentsEventSchemas,
  ...contentEventSchemas,
  ...approvalEventSchemas,
} as const;

export type EventSubject = keyof typeof eventSchemas;
export type EventOf<S extends EventSubject> = z.infer<(typeof eventSchemas)[S]>;
/** What a publisher supplies: the platform adds `id` and `occurredAt`. */
export type EventInput<S extends EventSubject> = Omit<EventOf<S>, 'id' | 'occurredAt'>;

export const eventSubjects = Object.keys(eventSchemas) as EventSubject[];

export function parseEvent<S extends EventSubject>(subject: S, payload: unknown): EventOf<S> {
  return eventSchemas[subject].parse(payload) as EventOf<S>;
}
