import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from 'nats';
import { eventSchemas } from '@nova/contracts';
import type { Bus, Logger, Subscription } from '@nova/platform';
import { liveDrawSubjects, type LiveDrawEvent } from './live-messages';

export type DrawEventListener = (item: LiveDrawEvent) => void;

/** Draw events as they happen, handed to every listener of this gateway replica. */
export interface DrawFeed {
  listen(listener: DrawEventListener): () => void;
  close(): Promise<void>;
}

export interface DrawFeedSource {
  /** NATS in stack mode: every replica subscribes without a queue group, so each one sees every event. */
  natsUrl?: string;
  subjectPrefix: string;
  /** The in-process bus of the embedded mode (when NATS is not configured). */
  bus?: Bus;
  logger: Logger;
}

function fanOut() {
  const listeners = new Set<DrawEventListener>();
  return {
    listeners,
    emit(item: LiveDrawEvent) {
      for (const listener of listeners) listener(item);
    },
  };
}

/**
 * Starts the feed, or returns undefined when there is no bus to read (then
 * clients fall back to refreshing on their own). Over NATS it reads the
 * events' subjects with plain core subscriptions: the JetStream stream stores
 * the same messages for the services' durable consumers, while a live view
 * needs only what happens from now on, on every replica, and leaves nothing
 * behind on the server when the replica stops.
 */
export async function startDrawFeed(source: DrawFeedSource): Promise<DrawFeed | undefined> {
  const hub = fanOut();
  const listen = (listener: DrawEventListener) => {
    hub.listeners.add(listener);
    return () => void hub.listeners.delete(listener);
  };
  if (source.natsUrl) {
    const nc = await connect({ servers: source.natsUrl, name: 'gateway-live', maxReconnectAttempts: -1 });
    for (const subject of liveDrawSubjects) {
      const subscription = nc.subscribe(`${source.subjectPrefix}.events.${subject}`);
      void (async () => {
        for await (const msg of subscription) {
          const parsed = eventSchemas[subject].safeParse(msg.json());
          if (parsed.success) hub.emit({ subject, event: parsed.data } as LiveDrawEvent);
          else source.logger.warn({ subject }, 'live feed: event does not match its contract');
        }
      })().catch((error: unknown) => source.logger.error({ err: error, subject }, 'live feed subscription stopped'));
    }
    return { listen, close: () => drainConnection(nc) };
  }
  if (source.bus) {
    // The in-process bus shares a durable's events among its members: a name of
    // this replica's own gives it every event. Events from before the start are
    // skipped (a live view shows what happens now).
    const startedAt = Date.now();
    const durable = `gateway-live-${randomUUID()}`;
    const subscriptions: Subscription[] = [];
    for (const subject of liveDrawSubjects) {
      subscriptions.push(
        await source.bus.subscribe(subject, durable, async (event) => {
          if (Date.parse(event.occurredAt) >= startedAt) hub.emit({ subject, event } as LiveDrawEvent);
        }),
      );
    }
    return {
      listen,
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
