import { z } from 'zod';
import { drawsEventSchemas } from './draws-events';
import { paymentsEventSchemas } from './payments-events';
import { contentEventSchemas } from './content-events';

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
} as const;

export type EventSubject = keyof typeof eventSchemas;
export type EventOf<S extends EventSubject> = z.infer<(typeof eventSchemas)[S]>;
/** What a publisher supplies: the platform adds `id` and `occurredAt`. */
export type EventInput<S extends EventSubject> = Omit<EventOf<S>, 'id' | 'occurredAt'>;

export const eventSubjects = Object.keys(eventSchemas) as EventSubject[];

export function parseEvent<S extends EventSubject>(subject: S, payload: unknown): EventOf<S> {
  return eventSchemas[subject].parse(payload) as EventOf<S>;
}
