import type { EventConsumers } from '@nova/platform';
import { handlePlayerEvent, PLAYER_NOTIFICATIONS_CONSUMER, playerSourceSubjects, type PlayerSourceDeps } from './sources';

/**
 * Adds the players' notification sources to the staff alerts' consumers. A
 * subject both use (a draw opened) keeps the staff consumer's durable name and
 * does both: the player side first (a quick insert), then the staff message.
 */
export function withPlayerConsumers<D extends PlayerSourceDeps>(staff: EventConsumers<D>): EventConsumers<D> {
  const consumers: EventConsumers<D> = { ...staff };
  for (const subject of playerSourceSubjects) {
    const shared = staff[subject];
    Object.assign(consumers, {
      [subject]: {
        durable: shared?.durable ?? PLAYER_NOTIFICATIONS_CONSUMER,
        handle: async (event: never, deps: D) => {
          await handlePlayerEvent(deps, subject, event);
          await shared?.handle(event, deps);
        },
      },
    });
  }
  return consumers;
}
