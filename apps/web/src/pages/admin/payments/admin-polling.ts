/** The admin's deposit and withdrawal lists (and their badges) are polled every 5 s. */
export const ADMIN_POLL_MS = 5000;

/** Queries to refresh after a review decision: the lists and the tab badges. */
export const ADMIN_PAYMENT_QUERIES = ['AdminDeposits', 'AdminWithdrawals', 'AdminPaymentCounts'];
