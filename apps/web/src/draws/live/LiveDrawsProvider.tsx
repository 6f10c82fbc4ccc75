import { createContext, useContext, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { DrawCardFieldsFragment } from '../../gql/graphql';
import { CurrentDrawsQuery } from '../draws.operations';
import { advance, applyLiveMessage, type DrawResult, type LiveDrawEntry, type LiveDraws, type LiveMessage } from './live-draw-state';
import { openLiveStream, type LiveConnection } from './live-connection';

/** A draw that ended while the player was here and held tickets in it. */
export interface ResultMoment {
  draw: DrawCardFieldsFragment;
  result: DrawResult;
}

interface LiveDrawsValue {
  draws: LiveDraws;
  connection: LiveConnection;
  /** Cards of draws that ended while shown, kept on screen with their results. */
  finished: readonly DrawCardFieldsFragment[];
  moments: readonly ResultMoment[];
  dismissMoment(drawId: string): void;
  /** A card's countdown reached zero: sales are closed from now on. */
  markSalesClosed(drawId: string): void;
}

/** Each stage stays on screen at least this long, so "Drawing…" is seen, not skipped. */
const STAGE_DWELL_MS = 1500;
/** Tickets sold elsewhere move the pools: refresh the list at most this often. */
const SALES_REFRESH_MS = 2000;
const FINISHED_KEPT = 4;

const LiveDrawsContext = createContext<LiveDrawsValue | null>(null);

/** Mounted once in the signed-in shell: the pushed draw life cycle for every page. */
export function LiveDrawsProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [draws, setDraws] = useState<LiveDraws>({});
  const [connection, setConnection] = useState<LiveConnection>('connecting');
  const [finished, setFinished] = useState<DrawCardFieldsFragment[]>([]);
  const [moments, setMoments] = useState<ResultMoment[]>([]);
  const stageQueue = useRef(new Map<string, { at: number; chain: Promise<void> }>());
  const salesTimer = useRef<number | undefined>(undefined);

  const refreshDraws = useCallback(() => {
    void client.refetchQueries({ include: [CurrentDrawsQuery] }).catch(() => undefined);
  }, [client]);

  /** Applies a stage after the previous one has been visible long enough. */
  const stage = useCallback((drawId: string, change: (state: LiveDraws) => LiveDraws, after?: () => void) => {
    const queue = stageQueue.current;
    const previous = queue.get(drawId) ?? { at: 0, chain: Promise.resolve() };
    const entry = { at: previous.at, chain: Promise.resolve() };
    entry.chain = previous.chain.then(async () => {
      const wait = entry.at + STAGE_DWELL_MS - Date.now();
      if (wait > 0) await new Promise((resolve) => window.setTimeout(resolve, wait));
      setDraws(change);
      entry.at = Date.now();
      after?.();
    });
    queue.set(drawId, entry);
  }, []);

  const completed = useCallback(
    (message: Extract<LiveMessage, { kind: 'completed' }>) => {
      const shown = client.readQuery({ query: CurrentDrawsQuery })?.currentDraws.find((draw) => draw.id === message.drawId);
      const result: DrawResult = { prizePool: message.prizePool, winnerCount: message.winnerCount, myPrizes: message.myPrizes };
      if (shown) setFinished((list) => [shown, ...list.filter((draw) => draw.id !== shown.id)].slice(0, FINISHED_KEPT));
      stage(message.drawId, (state) => applyLiveMessage(state, message), () => {
        if (shown && (shown.myTicketCount > 0 || message.myPrizes.length > 0)) {
          setMoments((list) => [...list.filter((moment) => moment.draw.id !== shown.id), { draw: shown, result }]);
        }
        // Balance, tickets, banners and the next draw in the series: everything on screen.
        void client.refetchQueries({ include: 'active' }).catch(() => undefined);
      });
    },
    [client, stage],
  );

  useEffect(
    () =>
      openLiveStream({
        onConnection: setConnection,
        onReady: (reconnected) => {
          if (reconnected) void client.refetchQueries({ include: 'active' }).catch(() => undefined);
        },
        onMessage: (message) => {
          switch (message.kind) {
            case 'sold':
              if (salesTimer.current === undefined) {
                salesTimer.current = window.setTimeout(() => {
                  salesTimer.current = undefined;
                  refreshDraws();
                }, SALES_REFRESH_MS);
              }
              return;
            case 'closed':
              // Sales closed is shown first even when this message beats the card's own countdown.
              stage(message.drawId, (state) => advance(state, message.drawId, { phase: 'closed' }));
              stage(message.drawId, (state) => applyLiveMessage(state, message));
              return;
            case 'completed':
              completed(message);
              return;
            default:
              setDraws((state) => applyLiveMessage(state, message));
              refreshDraws();
          }
        },
      }),
    [client, completed, refreshDraws, stage],
  );

  const value = useMemo<LiveDrawsValue>(
    () => ({
      draws,
      connection,
      finished,
      moments,
      dismissMoment: (drawId) => setMoments((list) => list.filter((moment) => moment.draw.id !== drawId)),
      markSalesClosed: (drawId) => stage(drawId, (state) => advance(state, drawId, { phase: 'closed' })),
    }),
    [draws, connection, finished, moments, stage],
  );
  return <LiveDrawsContext value={value}>{children}</LiveDrawsContext>;
}

const OUTSIDE: LiveDrawsValue = {
  draws: {},
  connection: 'unavailable',
  finished: [],
  moments: [],
  dismissMoment: () => undefined,
  markSalesClosed: () => undefined,
};

/** The live state; outside the signed-in shell (public pages) there is none. */
export function useLiveDraws(): LiveDrawsValue {
  return useContext(LiveDrawsContext) ?? OUTSIDE;
}

export function useLiveDraw(drawId: string): LiveDrawEntry | undefined {
  return useLiveDraws().draws[drawId];
}
