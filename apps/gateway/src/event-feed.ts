import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from 'nats';
import { eventSchemas, type EventOf, type EventSubject } from '@nova/contracts';
import type { Bus, Logger, Subscription } from '@nova/platform';

/** One event as a gateway replica sees it. */
export type FeedItem<S extends EventSubject> = { [K in S]: { subject: K; event: EventOf<K> } }[S];

export interface EventFeedSource {
  /** NATS in stack mode: every replica subscribes without a queue group, so each one sees every event. */
  natsUrl?: string;
  subjectPrefix: string;
  /** The in-process bus of the embedded mode (when NATS is not configured). */
  bus?: Bus;
  logger: Logger;
}

export interface EventFeed {
  close(): Promise<void>;
}

/**
 * Hands every event of `subjects` to `onEvent` on this gateway replica, from
 * now on (the live draw feed and the public-read cache's invalidation use
 * it). Over NATS it reads the events' subjects with plain core subscriptions:
 * the JetStream stream stores the same messages for the services' durable
 * consumers, while a replica needs only what happens from now on and leaves
 * nothing behind on the server when it stops. Undefined when there is no bus.
 */
export async function startEventFeed<S extends EventSubject>(
  subjects: readonly S[],
  source: EventFeedSource,
  onEvent: (item: FeedItem<S>) => void,
): Promise<EventFeed | undefined> {
  if (source.natsUrl) {
    const nc = await connect({ servers: source.natsUrl, name: 'gateway-feed', maxReconnectAttempts: -1 });
    for (const subject of subjects) {
      const subscription = nc.subscribe(`${source.subjectPrefix}.events.${subject}`);
      void (async () => {
        for await (const msg of subscription) {
          const parsed = eventSchemas[subject].safeParse(msg.json());
          if (parsed.success) onEvent({ subject, event: parsed.data } as FeedItem<S>);
          else source.logger.warn({ subject }, 'event feed: event does not match its contract');
        }
      })().catch((error: unknown) => source.logger.error({ err: error, subject }, 'event feed subscription stopped'));
    }
    return { close: () => drainConnection(nc) };
  }
  if (source.bus) {
    // The in-process bus shares a durable's events among its members: a name of
    // this replica's own gives it every event. Events from before the start are
    // skipped (a replica reacts to what happens now).
    const startedAt = Date.now();
    const durable = `gateway-feed-${randomUUID()}`;
    const subscriptions: Subscription[] = [];
    for (const subject of subjects) {
      subscriptions.push(
        await source.bus.subscribe(subject, durable, async (event) => {
          if (Date.parse(event.occurredAt) >= startedAt) onEvent({ subject, event } as FeedItem<S>);
        }),
      );
    }
    return {
      async close() {
        await Promise.all(subscriptions.map((subscription) => subscription.unsubscribe()));
      },
    };
  }
  return undefined;
}

async function drainConnection(nc: NatsConnection): Promise<void> {
  if (!nc.isClosed()) await nc.drain();
}
