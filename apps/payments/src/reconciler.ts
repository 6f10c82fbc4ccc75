import { depositsOwingCredit } from './db/deposits';
import { unfinishedWithdrawals } from './db/withdrawals';
import type { PaymentsDeps } from './deps';
import { creditApprovedDeposit } from './deposit-review';
import { holdWithdrawal } from './withdrawals';
import { finishWithdrawal } from './withdrawal-review';

/**
 * Finishes wallet moves that a decision owes but a crash or a wallet outage
 * left undone: credits of approved deposits, unanswered withdrawal holds, and
 * the settle or release of final withdrawals. Every move carries the key the
 * first attempt used, so a repeat is answered from the wallet's record and
 * money moves at most once; running it on every replica is safe.
 */
export async function reconcilePayments(deps: PaymentsDeps, olderThanMs = deps.reconcileAfterMs): Promise<number> {
  let finished = 0;
  for (const deposit of await depositsOwingCredit(deps.db, olderThanMs)) {
    finished += await attempt(deps, { depositId: deposit.id }, () => creditApprovedDeposit(deps, deposit));
  }
  for (const withdrawal of await unfinishedWithdrawals(deps.db, olderThanMs)) {
    const step = withdrawal.holdState === 'holding' ? () => holdWithdrawal(deps, withdrawal) : () => finishWithdrawal(deps, withdrawal);
    finished += await attempt(deps, { withdrawalId: withdrawal.id }, step);
  }
  return finished;
}

async function attempt(deps: PaymentsDeps, what: Record<string, string>, step: () => Promise<unknown>): Promise<number> {
  try {
    await step();
    return 1;
  } catch (error) {
    // A refused hold is an end too (the withdrawal is marked refused).
    if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'INSUFFICIENT_BALANCE') return 1;
    deps.logger.warn({ err: error, ...what }, 'payment repair failed; retrying on the next pass');
    return 0;
  }
}
