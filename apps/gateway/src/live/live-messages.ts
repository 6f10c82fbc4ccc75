import type { EventOf, LiveDrawMessage } from '@nova/contracts';
import { formatMinor } from '@nova/money';

/** The draw events the gateway passes on to open clients. */
export const liveDrawSubjects = [
  'draws.draw.opened.v1',
  'draws.draw.closed.v1',
  'draws.draw.completed.v1',
  'draws.draw.rolled-forward.v1',
  'draws.draw.cancelled.v1',
  'draws.ticket.purchased.v1',
] as const;

export type LiveDrawSubject = (typeof liveDrawSubjects)[number];

export type LiveDrawEvent = { [S in LiveDrawSubject]: { subject: S; event: EventOf<S> } }[LiveDrawSubject];

/** The message one viewer (signed in as `viewerId`, or a visitor) gets for a bus event. */
export function messageFor(item: LiveDrawEvent, viewerId: string | null): LiveDrawMessage {
  switch (item.subject) {
    case 'draws.draw.opened.v1':
      return { kind: 'opened', drawId: item.event.drawId, drawDate: item.event.drawDate };
    case 'draws.draw.closed.v1':
      return { kind: 'closed', drawId: item.event.drawId, ticketsSold: item.event.ticketsSold };
    case 'draws.draw.completed.v1': {
      const prized = item.event.winners.filter((winner) => winner.prizeMinor > 0);
      const mine = viewerId === null ? [] : prized.filter((winner) => winner.userId === viewerId);
      return {
        kind: 'completed',
        drawId: item.event.drawId,
        prizePool: formatMinor(item.event.prizePoolMinor),
        winnerCount: prized.length,
        myPrizes: mine.map((winner) => ({ rank: winner.rank, ticketNumber: winner.ticketNumber, prize: formatMinor(winner.prizeMinor) })),
      };
    }
    case 'draws.draw.rolled-forward.v1':
      return { kind: 'rolled-forward', drawId: item.event.drawId, drawDate: item.event.drawDate };
    case 'draws.draw.cancelled.v1':
      return { kind: 'cancelled', drawId: item.event.drawId };
    case 'draws.ticket.purchased.v1':
      // Who bought and for how much stays private; the card only learns its pool moved.
      return { kind: 'sold', drawId: item.event.drawId };
  }
}
