import { useQuery } from '@apollo/client/react';
import { CurrentDrawsQuery } from './draws.operations';
import { sortByTicketPrice } from './draw-figures';
import { useLiveDraws } from './live/LiveDrawsProvider';

/** Without the live stream, the current draws are polled while a page shows them. */
const POOL_REFRESH_MS = 15_000;

export function useCurrentDraws() {
  const live = useLiveDraws();
  // While the stream is open, sales and draw ends are pushed (live/LiveDrawsProvider.tsx).
  const { data, loading, error, refetch } = useQuery(CurrentDrawsQuery, { fetchPolicy: 'cache-and-network', pollInterval: live.connection === 'live' ? 0 : POOL_REFRESH_MS });
  const current = data ? sortByTicketPrice(data.currentDraws) : [];
  return {
    draws: current,
    /** Draws that ended while on screen, still shown with their results (after the current ones). */
    finished: live.finished.filter((draw) => !current.some((shown) => shown.id === draw.id)),
    ticketsSold: data?.ticketsInCurrentDraws ?? 0,
    loaded: data !== undefined,
    loading: loading && !data,
    error: data ? undefined : error,
    refetch: () => void refetch().catch(() => undefined),
  };
}
