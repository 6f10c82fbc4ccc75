import { AppError } from '@nova/platform';
import { findUserById } from '../db/users';
import type { IdentityDeps } from '../deps';
import { requireSecondFactor } from './two-factor';

/**
 * A player with two-factor on withdraws only with a current code (or a
 * recovery code), asked by payments with the saved-method request. Without
 * two-factor nothing is asked. The code is spent like at sign-in.
 */
export async function requireWithdrawalCode(deps: IdentityDeps, userId: string, code: string | undefined): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (!user?.totpEnabledAt) return;
  if (!code) throw new AppError('TWO_FACTOR_REQUIRED', 'Enter your two-factor code to withdraw');
  await requireSecondFactor(deps, user, code);
}
