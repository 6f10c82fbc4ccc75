import type { CallerIdentity } from '@nova/contracts';
import { formatMinor } from '@nova/money';
import { enqueueEvent, type Sql } from '@nova/platform';
import type { DepositRecord } from './db/deposits';
import type { PaymentMethodRecord } from './db/payment-methods';
import type { WithdrawalRecord } from './db/withdrawals';

/**
 * The content service keeps the audit log of every admin action (who, what,
 * when, before/after); this service tells it through its outbox, in the same
 * transaction as the change, so an action is logged exactly when it happened.
 */
export function recordAdminAction(
  tx: Sql,
  admin: CallerIdentity,
  action: string,
  target: { type: 'deposit' | 'withdrawal' | 'payment_method'; id: string },
  before: unknown,
  after: unknown,
) {
  return enqueueEvent(tx, 'admin.action.recorded.v1', { actorUserId: admin.userId, action, targetType: target.type, targetId: target.id, before, after });
}

export const depositSnapshot = (deposit: DepositRecord) => ({
  status: deposit.status,
  amount: formatMinor(deposit.amountMinor),
  userId: deposit.userId,
  paymentMethod: deposit.paymentMethodName,
  adminNotes: deposit.adminNotes,
});

export const withdrawalSnapshot = (withdrawal: WithdrawalRecord) => ({
  status: withdrawal.status,
  amount: formatMinor(withdrawal.amountMinor),
  userId: withdrawal.userId,
  paymentMethod: withdrawal.paymentMethod,
  adminNotes: withdrawal.adminNotes,
});

/** The method's fields with amounts as decimals; its timestamps are not part of the change. */
export function paymentMethodSnapshot(method: PaymentMethodRecord) {
  const { createdAt: _created, updatedAt: _updated, archivedAt, minAmountMinor, maxAmountMinor, ...fields } = method;
  return { ...fields, minAmount: formatMinor(minAmountMinor), maxAmount: formatMinor(maxAmountMinor), archived: archivedAt !== null };
}
