import { z } from 'zod';
import type { CallerIdentity } from '@nova/contracts';
import { AppError, requireAdminRole } from '@nova/platform';
import { depositSnapshot, recordAdminAction } from './admin-audit';
import { decideDeposit, findDeposit, recordDepositCredit, type DepositRecord } from './db/deposits';
import { giveDepositRoomBack } from './deposit-limits';
import type { PaymentsDeps } from './deps';
import { withDuplicates, type DepositView } from './deposits';
import { announceDepositApproved, announceDepositRejected } from './events';
import { optionalText, parseId, parseInput } from './inputs';

/** A rejection carries "Rejected by admin" unless the admin wrote a note (docs/product-rules.md#deposit-credit). */
export const DEFAULT_REJECTION_NOTE = 'Rejected by admin';

const reviewInput = z.object({
  status: z.enum(['approved', 'rejected'], { error: 'Status must be approved or rejected' }),
  adminNotes: optionalText(1000),
});

/** The wallet key of a deposit's credit: one credit per deposit, whoever asks and however often. */
export const depositCreditKey = (depositId: string) => `deposit:${depositId}`;

/**
 * pending → approved | rejected, decided once under the row lock. Sending the
 * same decision again is harmless (it finishes an owed credit); the other
 * decision is refused with CONFLICT. Approval credits the wallet exactly once:
 * every path to the money goes through the wallet's idempotency key
 * `deposit:<id>`, and only the first recorded credit announces the approval.
 */
export async function reviewDeposit(deps: PaymentsDeps, caller: CallerIdentity | null, rawId: unknown, rawInput: unknown): Promise<DepositView> {
  const admin = requireAdminRole(caller, 'finance');
  const id = parseId(rawId, 'Deposit');
  const input = parseInput(reviewInput, rawInput);
  const decided = await deps.db.transaction(async (tx) => {
    const deposit = await findDeposit(tx, id, true);
    if (!deposit) throw new AppError('NOT_FOUND', 'Deposit not found');
    if (deposit.status !== 'pending') {
      if (deposit.status !== input.status) throw new AppError('CONFLICT', `This deposit was already ${deposit.status}`);
      return deposit;
    }
    const adminNotes = input.adminNotes ?? (input.status === 'rejected' ? DEFAULT_REJECTION_NOTE : null);
    const changed = await decideDeposit(tx, id, { status: input.status, adminNotes, reviewedBy: admin.userId });
    if (!changed) throw new AppError('CONFLICT', 'This deposit changed meanwhile, please reload');
    if (changed.status === 'rejected') await announceDepositRejected(tx, changed);
    const action = changed.status === 'approved' ? 'deposit.approve' : 'deposit.reject';
    await recordAdminAction(tx, admin, action, { type: 'deposit', id }, depositSnapshot(deposit), depositSnapshot(changed));
    return changed;
  });
  deps.afterCommit();
  if (decided.status === 'rejected') await giveDepositRoomBack(deps, decided);
  const final = decided.status === 'approved' ? await creditApprovedDeposit(deps, decided) : decided;
  return (await withDuplicates(deps, [final]))[0] as DepositView;
}

/**
 * Posts the credit an approved deposit is owed (or finds it posted), records
 * it and announces the approval, once. Also run by the reconciler for
 * approvals whose credit a crash or a wallet outage left undone.
 */
export async function creditApprovedDeposit(deps: PaymentsDeps, deposit: DepositRecord): Promise<DepositRecord> {
  if (deposit.status !== 'approved' || deposit.creditTransferId) return deposit;
  const reply = await deps.bus.request('wallet.credit.v1', {
    userId: deposit.userId,
    amountMinor: deposit.amountMinor,
    idempotencyKey: depositCreditKey(deposit.id),
    kind: 'deposit',
    memo: `Deposit ${deposit.id} (${deposit.paymentMethodName})`,
  });
  const recorded = await deps.db.transaction(async (tx) => {
    const first = await recordDepositCredit(tx, deposit.id, reply.transferId);
    if (first) await announceDepositApproved(tx, deposit, reply.transferId);
    return first;
  });
  if (recorded) deps.afterCommit();
  return (await findDeposit(deps.db, deposit.id)) ?? deposit;
}
