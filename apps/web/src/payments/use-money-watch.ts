import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { MoneyWatchQuery } from './payments.operations';

/** How often the player's balance is asked for while a deposit or withdrawal is open (spec §9 uses 5 s for admins). */
export const MONEY_WATCH_INTERVAL_MS = 5000;

const OPEN_STATUSES = new Set(['pending', 'processing']);

/**
 * Mounted once in the signed-in shell. While a deposit or withdrawal waits for an
 * admin, the balance, level and those records are polled; the answers land in the
 * normalized cache, so the top bar, dashboard and histories update by themselves.
 */
export function useMoneyWatch(): void {
  const { data, startPolling, stopPolling } = useQuery(MoneyWatchQuery, { fetchPolicy: 'cache-and-network', errorPolicy: 'ignore' });
  const waiting =
    (data?.myDeposits ?? []).some((deposit) => OPEN_STATUSES.has(deposit.status)) ||
    (data?.myWithdrawals ?? []).some((withdrawal) => OPEN_STATUSES.has(withdrawal.status));

  useEffect(() => {
    if (!waiting) return undefined;
    startPolling(MONEY_WATCH_INTERVAL_MS);
    return () => stopPolling();
  }, [waiting, startPolling, stopPolling]);
}
