import type { ReplyOf, RequestOf } from '@nova/contracts';
import { AppError, isAppError } from '@nova/platform';
import { announceLimitReached } from './events';
import { findDepositAllowance, insertDepositAllowance, releaseDepositAllowance } from './db/protection';
import { ensureAccounts, type LedgerDeps } from './ledger';
import { checkDepositRoom, type RefusalDetails } from './protection-check';

/**
 * Deposit limits are checked when the player asks to deposit (payments asks
 * here before storing the request): that is when the player sends the money,
 * so an approval later never strands money the player already sent. Each
 * standing request holds its amount of room; a rejected one gives it back.
 * Decided under the user's account lock, like every purchase, so concurrent
 * deposits of one player never jointly pass a limit.
 */
export async function grantDepositAllowance(deps: LedgerDeps, request: RequestOf<'wallet.deposit-allowance.v1'>): Promise<ReplyOf<'wallet.deposit-allowance.v1'>> {
  // A copy of a request already granted needs no lock: the grant is final.
  const granted = await findDepositAllowance(deps.db, request.idempotencyKey);
  if (granted && granted.userId === request.userId && granted.amountMinor === request.amountMinor) return { granted: true };
  await deps.db.transaction(async (tx) => {
    await ensureAccounts(tx, request.userId);
    const earlier = await findDepositAllowance(tx, request.idempotencyKey);
    if (earlier) {
      if (earlier.userId !== request.userId || earlier.amountMinor !== request.amountMinor) {
        throw new AppError('IDEMPOTENCY_CONFLICT', 'This idempotency key was already used for a different deposit');
      }
      return;
    }
    await checkDepositRoom(tx, request.userId, request.amountMinor);
    await insertDepositAllowance(tx, request.idempotencyKey, request.userId, request.amountMinor);
  }).catch(async (error: unknown) => {
    // The refusal rolled the request back; the player still hears that a limit stopped it.
    if (isAppError(error) && error.code === 'LIMIT_REACHED') {
      await deps.db.transaction((tx) => announceLimitReached(tx, request.userId, (error.details?.refusal ?? null) as RefusalDetails | null));
      deps.afterCommit();
    }
    throw error;
  });
  deps.afterCommit();
  return { granted: true };
}

export async function releaseDepositRoom(deps: LedgerDeps, request: RequestOf<'wallet.deposit-allowance.release.v1'>): Promise<ReplyOf<'wallet.deposit-allowance.release.v1'>> {
  return deps.db.transaction(async (tx) => {
    await ensureAccounts(tx, request.userId);
    const earlier = await findDepositAllowance(tx, request.idempotencyKey);
    if (!earlier || earlier.userId !== request.userId) return { released: false };
    await releaseDepositAllowance(tx, request.idempotencyKey);
    return { released: true };
  });
}
