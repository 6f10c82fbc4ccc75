import { enqueueEvent, type Sql } from '@nova/platform';
import type { PlayerLanguage } from '@nova/contracts';
import type { UserRecord } from './db/users';

/**
 * Identity consumes payments.deposit.approved.v1 (durable
 * "identity-deposit-approvals", see deposit-approvals.ts: levels and referral
 * bonuses) and publishes (through the outbox, in the transaction that made
 * the change):
 * - identity.user.registered.v1: the wallet opens the user's accounts;
 * - identity.user.password-changed.v1: for notifications and audit;
 * - identity.user.contact-changed.v1: the language or confirmed email changed.
 */
export function announceUserRegistered(tx: Sql, user: UserRecord) {
  return enqueueEvent(tx, 'identity.user.registered.v1', {
    userId: user.id,
    username: user.username,
    referredByUserId: user.referredByUserId,
  });
}

export function announcePasswordChanged(tx: Sql, userId: string) {
  return enqueueEvent(tx, 'identity.user.password-changed.v1', { userId });
}

/** The language or confirmed email changed: the notifications service writes to the player with them. */
export function announceContactChanged(tx: Sql, user: UserRecord) {
  return enqueueEvent(tx, 'identity.user.contact-changed.v1', {
    userId: user.id,
    // No language chosen yet: the app shows English.
    language: (user.language ?? 'en') as PlayerLanguage,
    confirmedEmail: user.emailVerifiedAt ? user.email : null,
  });
}
