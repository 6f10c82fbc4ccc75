import { enqueueEvent, type Sql } from '@nova/platform';
import type { DepositRecord } from './db/deposits';
import type { WithdrawalRecord, WithdrawalStatus } from './db/withdrawals';

/**
 * Payments publishes (through the outbox, in the transaction that made the
 * change) and consumes nothing:
 * - payments.deposit.requested.v1 when a deposit with its screenshot is stored;
 * - payments.deposit.approved.v1 once the approved deposit's wallet credit is
 *   posted (identity raises levels and pays referral bonuses on it);
 * - payments.deposit.rejected.v1;
 * - payments.withdrawal.requested.v1 once the amount is held;
 * - payments.withdrawal.status-changed.v1 on every admin status change.
 * Service-to-service it asks the wallet (credit, hold, release, settle).
 */
export function announceDepositRequested(tx: Sql, deposit: DepositRecord, duplicateScreenshot: boolean) {
  return enqueueEvent(tx, 'payments.deposit.requested.v1', {
    depositId: deposit.id,
    userId: deposit.userId,
    amountMinor: deposit.amountMinor,
    paymentMethodId: deposit.paymentMethodId,
    paymentMethodName: deposit.paymentMethodName,
    duplicateScreenshot,
  });
}

export function announceDepositApproved(tx: Sql, deposit: DepositRecord, transferId: string) {
  return enqueueEvent(tx, 'payments.deposit.approved.v1', {
    depositId: deposit.id,
    userId: deposit.userId,
    amountMinor: deposit.amountMinor,
    transferId,
  });
}

export function announceDepositRejected(tx: Sql, deposit: DepositRecord) {
  return enqueueEvent(tx, 'payments.deposit.rejected.v1', {
    depositId: deposit.id,
    userId: deposit.userId,
    amountMinor: deposit.amountMinor,
    adminNotes: deposit.adminNotes ?? '',
  });
}

export function announceWithdrawalRequested(tx: Sql, withdrawal: WithdrawalRecord) {
  return enqueueEvent(tx, 'payments.withdrawal.requested.v1', {
    withdrawalId: withdrawal.id,
    userId: withdrawal.userId,
    amountMinor: withdrawal.amountMinor,
    paymentMethod: withdrawal.paymentMethod,
  });
}

export function announceWithdrawalStatusChanged(tx: Sql, withdrawal: WithdrawalRecord, previousStatus: WithdrawalStatus) {
  return enqueueEvent(tx, 'payments.withdrawal.status-changed.v1', {
    withdrawalId: withdrawal.id,
    userId: withdrawal.userId,
    amountMinor: withdrawal.amountMinor,
    previousStatus,
    status: withdrawal.status,
    adminNotes: withdrawal.adminNotes,
  });
}
