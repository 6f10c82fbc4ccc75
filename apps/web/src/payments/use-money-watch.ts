import { useEffect, useRef } from 'react';
import { useQuery } from '@apollo/client/react';
import { MoneyWatchQuery } from './payments.operations';

/** How often the player's balance is asked for while a deposit or withdrawal is open. */
export const MONEY_WATCH_INTERVAL_MS = 5000;
/** Otherwise, so money moved by someone else (an admin credit, a prize, a referral bonus) shows without a reload. */
export const MONEY_IDLE_INTERVAL_MS = 30_000;

const OPEN_STATUSES = new Set(['pending', 'processing']);

/**
 * Mounted once in the signed-in shell. The balance, level and open deposits and
 * withdrawals are polled, quickly while one waits for an admin and slowly
 * otherwise (never while the tab is hidden); the answers land in the normalized
 * cache, so the top bar, dashboard and histories update by themselves.
 */
export function useMoneyWatch(): void {
  const { data, refetch, startPolling, stopPolling } = useQuery(MoneyWatchQuery, {
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'ignore',
    skipPollAttempt: () => document.visibilityState === 'hidden',
  });
  const waiting =
    (data?.myDeposits ?? []).some((deposit) => OPEN_STATUSES.has(deposit.status)) ||
    (data?.myWithdrawals ?? []).some((withdrawal) => OPEN_STATUSES.has(withdrawal.status));
  const wasWaiting = useRef(false);

  useEffect(() => {
    startPolling(waiting ? MONEY_WATCH_INTERVAL_MS : MONEY_IDLE_INTERVAL_MS);
    return () => stopPolling();
  }, [waiting, startPolling, stopPolling]);

  useEffect(() => {
    if (waiting) {
      wasWaiting.current = true;
      return undefined;
    }
    if (!wasWaiting.current) return undefined;
    // A decision is saved a moment before its money moves (status first, then
    // the wallet), so a poll can see the final status with the old balance:
    // one trailing refresh picks up the settled balance.
    wasWaiting.current = false;
    const trailingRefresh = setTimeout(() => void refetch(), MONEY_WATCH_INTERVAL_MS);
    return () => clearTimeout(trailingRefresh);
  }, [waiting, refetch]);
}
