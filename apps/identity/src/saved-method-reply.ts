import { savedPaymentMethod, type SavedPaymentMethod } from '@nova/contracts';
import type { Sql } from '@nova/platform';
import { findUserById } from './db/users';

/**
 * Answers which saved payment method a player means: payments lets a
 * withdrawal go only to one of the player's own saved methods. A malformed
 * stored entry counts as absent (identity.saved-payment-method.v1).
 */
export async function savedMethodOf(db: Sql, userId: string, methodId: string): Promise<SavedPaymentMethod | null> {
  const user = await findUserById(db, userId);
  const methods = Array.isArray(user?.paymentMethods) ? (user.paymentMethods as unknown[]) : [];
  for (const entry of methods) {
    const parsed = savedPaymentMethod.safeParse(entry);
    if (parsed.success && parsed.data.id === methodId) return parsed.data;
  }
  return null;
}
