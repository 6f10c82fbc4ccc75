import type { LiveDrawMessage, LivePrize } from '@nova/contracts/live-draws';
import { formatMinor, parseAmount } from '@nova/money';

/**
 * A draw's life cycle as the gateway pushes it (GET /live/draws, server-sent
 * events), and what a draw card shows of it. Pure, so it is tested alone.
 */

export type LiveMessage = LiveDrawMessage;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isPrize = (value: unknown): value is LivePrize =>
  isObject(value) && typeof value.rank === 'number' && typeof value.ticketNumber === 'string' && typeof value.prize === 'string';

/** One event's data, or null when it is not a message this client understands. */
export function parseLiveMessage(text: string): LiveMessage | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(data) || typeof data.drawId !== 'string') return null;
  switch (data.kind) {
    case 'opened':
    case 'rolled-forward':
      return typeof data.drawDate === 'string' ? { kind: data.kind, drawId: data.drawId, drawDate: data.drawDate } : null;
    case 'closed':
      return typeof data.ticketsSold === 'number' ? { kind: 'closed', drawId: data.drawId, ticketsSold: data.ticketsSold } : null;
    case 'completed':
      return typeof data.prizePool === 'string' && typeof data.winnerCount === 'number' && Array.isArray(data.myPrizes) && data.myPrizes.every(isPrize)
        ? { kind: 'completed', drawId: data.drawId, prizePool: data.prizePool, winnerCount: data.winnerCount, myPrizes: data.myPrizes }
        : null;
    case 'cancelled':
    case 'sold':
      return { kind: data.kind, drawId: data.drawId };
    default:
      return null;
  }
}

/** The stages a card walks through at its end: "Sales closed → Drawing… → Results". */
export type EndPhase = 'closed' | 'drawing' | 'results' | 'cancelled';

const ORDER: Record<EndPhase, number> = { closed: 1, drawing: 2, results: 3, cancelled: 3 };

export interface DrawResult {
  prizePool: string;
  winnerCount: number;
  myPrizes: LivePrize[];
}

export interface LiveDrawEntry {
  phase: EndPhase;
  result?: DrawResult;
}

export type LiveDraws = Readonly<Record<string, LiveDrawEntry>>;

/** Moves a draw forward only: a late "closed" never hides results already shown. */
export function advance(state: LiveDraws, drawId: string, next: LiveDrawEntry): LiveDraws {
  const current = state[drawId];
  if (current && ORDER[current.phase] >= ORDER[next.phase]) return state;
  return { ...state, [drawId]: next };
}

/** The state after a pushed message (sales moving the pool change nothing here). */
export function applyLiveMessage(state: LiveDraws, message: LiveMessage): LiveDraws {
  switch (message.kind) {
    case 'closed':
      return advance(state, message.drawId, { phase: 'drawing' });
    case 'completed':
      return advance(state, message.drawId, {
        phase: 'results',
        result: { prizePool: message.prizePool, winnerCount: message.winnerCount, myPrizes: message.myPrizes },
      });
    case 'cancelled':
      return advance(state, message.drawId, { phase: 'cancelled' });
    case 'opened':
    case 'rolled-forward': {
      // Nobody bought a ticket: the draw moved on to its next date and sells again.
      if (!(message.drawId in state)) return state;
      const { [message.drawId]: _moved, ...rest } = state;
      return rest;
    }
    case 'sold':
      return state;
  }
}

/** What a card shows: on sale until its countdown ends, then the pushed stage. */
export type CardPhase = 'selling' | EndPhase;

export function cardPhase(entry: LiveDrawEntry | undefined, countdownOver: boolean): CardPhase {
  if (entry) return entry.phase;
  return countdownOver ? 'closed' : 'selling';
}

/** The sum of prizes as an API decimal string ("12.50"), added in minor units. */
export function prizeTotal(prizes: readonly LivePrize[]): string {
  return formatMinor(prizes.reduce((sum, prize) => sum + parseAmount(prize.prize), 0));
}
