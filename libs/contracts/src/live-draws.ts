/**
 * What the gateway pushes to open clients about draws (GET /live/draws,
 * server-sent events, one JSON message per event) and the web client reads.
 * Public facts only, plus the viewer's own prizes: other players' user ids and
 * amounts never leave the gateway. Types only, so the browser bundle gains nothing.
 */

/** A prize of the viewer's own (only ever sent to that viewer). */
export interface LivePrize {
  rank: number;
  ticketNumber: string;
  prize: string;
}

export type LiveDrawMessage =
  | { kind: 'opened'; drawId: string; drawDate: string }
  | { kind: 'closed'; drawId: string; ticketsSold: number }
  | { kind: 'completed'; drawId: string; prizePool: string; winnerCount: number; myPrizes: LivePrize[] }
  | { kind: 'rolled-forward'; drawId: string; drawDate: string }
  | { kind: 'cancelled'; drawId: string }
  | { kind: 'sold'; drawId: string };
