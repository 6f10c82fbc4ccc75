import { useEffect, useRef } from 'react';
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
  const { data, refetch, startPolling, stopPolling } = useQuery(MoneyWatchQuery, {
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'ignore',
  });
  const waiting =
    (data?.myDeposits ?? []).some((deposit) => OPEN_STATUSES.has(deposit.status)) ||
    (data?.myWithdrawals ?? []).some((withdrawal) => OPEN_STATUSES.has(withdrawal.status));
  const wasWaiting = useRef(false);

  useEffect(() => {
    if (waiting) {
      wasWaiting.current = true;
      startPolling(MONEY_WATCH_INTERVAL_MS);
      return () => stopPolling();
    }
    if (!wasWaiting.current) return undefined;
    // A decision is saved a moment before its money moves (status first, then
    // the wallet), so a poll can see the final status with the old balance:
    // one trailing refresh picks up the settled balance.
    wasWaiting.current = false;
    const trailingRefresh = setTimeout(() => void refetch(), MONEY_WATCH_INTERVAL_MS);
    return () => clearTimeout(trailingRefresh);
  }, [waiting, refetch, startPolling, stopPolling]);
}
