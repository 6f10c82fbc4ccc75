import { formatMinor } from '@nova/money';
import type { PaymentMethodRecord } from './db/payment-methods';
import type { WithdrawalRecord } from './db/withdrawals';
import type { DepositView } from './deposits';

/** Where the owner or an admin views a deposit's screenshot (the gateway forwards it here). */
export const screenshotUrl = (depositId: string) => `/api/deposits/${depositId}/screenshot`;

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const userStub = (userId: string) => ({ __typename: 'User', id: userId });

export function paymentMethodView(method: PaymentMethodRecord) {
  const { minAmountMinor, maxAmountMinor, archivedAt: _archived, ...fields } = method;
  return {
    ...fields,
    minAmount: formatMinor(minAmountMinor),
    maxAmount: formatMinor(maxAmountMinor),
    createdAt: method.createdAt.toISOString(),
    updatedAt: method.updatedAt.toISOString(),
  };
}

export function depositView(deposit: DepositView) {
  return {
    id: deposit.id,
    amount: formatMinor(deposit.amountMinor),
    paymentMethodId: deposit.paymentMethodId,
    paymentMethodName: deposit.paymentMethodName,
    paymentMethodType: deposit.paymentMethodType,
    paymentMethod: deposit.paymentMethodShort,
    screenshotUrl: screenshotUrl(deposit.id),
    status: deposit.status,
    adminNotes: deposit.adminNotes,
    createdAt: deposit.createdAt.toISOString(),
    reviewedAt: iso(deposit.reviewedAt),
    userId: deposit.userId,
    user: userStub(deposit.userId),
    screenshotDuplicates: deposit.duplicates,
  };
}

export function withdrawalView(withdrawal: WithdrawalRecord) {
  return {
    id: withdrawal.id,
    amount: formatMinor(withdrawal.amountMinor),
    paymentMethod: withdrawal.paymentMethod,
    accountInfo: withdrawal.accountInfo,
    status: withdrawal.status,
    adminNotes: withdrawal.adminNotes,
    createdAt: withdrawal.createdAt.toISOString(),
    processedAt: iso(withdrawal.processedAt),
    userId: withdrawal.userId,
    user: userStub(withdrawal.userId),
  };
}
