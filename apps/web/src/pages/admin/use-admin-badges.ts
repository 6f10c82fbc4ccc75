import { useQuery } from '@apollo/client/react';
import type { AdminBadgeKey } from './admin-tabs';
import { AdminPaymentCountsQuery } from './payments/admin-payments.operations';
import { ADMIN_POLL_MS } from './payments/admin-polling';

/** Spec §2: count badges of the admin tabs, polled every 5 s (spec §9). */
export function useAdminBadges(enabled: boolean): Partial<Record<AdminBadgeKey, number>> {
  const { data: counts } = useQuery(AdminPaymentCountsQuery, { pollInterval: ADMIN_POLL_MS, skip: !enabled, fetchPolicy: 'cache-and-network' });
  return {
    deposits: counts?.adminPaymentCounts.pendingDeposits,
    withdrawals: counts?.adminPaymentCounts.pendingWithdrawals,
  };
}
