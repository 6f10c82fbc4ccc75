import { useQuery } from '@apollo/client/react';
import { CurrentDrawsQuery } from './draws.operations';
import { sortByTicketPrice } from './draw-figures';

/** Live pools: the current draws are polled while a page shows them. */
const POOL_REFRESH_MS = 15_000;

export function useCurrentDraws() {
  const { data, loading, error, refetch } = useQuery(CurrentDrawsQuery, { fetchPolicy: 'cache-and-network', pollInterval: POOL_REFRESH_MS });
  return {
    draws: data ? sortByTicketPrice(data.currentDraws) : [],
    ticketsSold: data?.ticketsInCurrentDraws ?? 0,
    loaded: data !== undefined,
    loading: loading && !data,
    error: data ? undefined : error,
    refetch: () => void refetch().catch(() => undefined),
  };
}
