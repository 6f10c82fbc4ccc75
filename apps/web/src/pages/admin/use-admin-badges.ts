import { useQuery } from '@apollo/client/react';
import type { AdminBadgeKey } from './admin-tabs';
import { AdminSupportBadgeQuery } from './admin-badges.operations';
import { AdminApprovalBadgeQuery } from './approvals/approvals.operations';
import { AdminPaymentCountsQuery } from './payments/admin-payments.operations';
import { ADMIN_POLL_MS } from './payments/admin-polling';

/** The support inbox is read in full to count it, so its badge is asked for less often. */
const SUPPORT_POLL_MS = 15_000;

/**
 * Count badges of the admin tabs; pending deposits and withdrawals polled
 * every 5 s. Only the badges of tabs the admin's role shows are asked for
 * (the server refuses the others' counts to that role).
 */
export function useAdminBadges(shown: ReadonlySet<AdminBadgeKey>): Partial<Record<AdminBadgeKey, number>> {
  const payments = shown.has('deposits') || shown.has('withdrawals');
  const { data: counts } = useQuery(AdminPaymentCountsQuery, { pollInterval: ADMIN_POLL_MS, skip: !payments, fetchPolicy: 'cache-and-network' });
  const { data: support } = useQuery(AdminSupportBadgeQuery, { pollInterval: SUPPORT_POLL_MS, skip: !shown.has('support'), fetchPolicy: 'cache-and-network', errorPolicy: 'ignore' });
  const { data: approvals } = useQuery(AdminApprovalBadgeQuery, { pollInterval: ADMIN_POLL_MS, skip: !shown.has('approvals'), fetchPolicy: 'cache-and-network', errorPolicy: 'ignore' });
  return {
    deposits: counts?.adminPaymentCounts.pendingDeposits,
    withdrawals: counts?.adminPaymentCounts.pendingWithdrawals,
    support: support?.adminSupportInbox.unreadThreads,
    approvals: approvals?.adminPendingApprovalCount,
  };
}
