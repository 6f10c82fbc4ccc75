import { randomUUID } from 'node:crypto';
import type { EventInput, EventOf, EventSubject } from '@nova/contracts';
import type { Bus } from './bus/types';
import { validateEvent } from './bus/contract';
import type { Db, Sql, Tx } from './db/sql';
import type { Logger } from './logger';

/**
 * Records an event in the caller's transaction. It leaves through the relay
 * only after commit, so a rolled-back change never announces anything.
 */
export async function enqueueEvent<S extends EventSubject>(tx: Sql, subject: S, input: EventInput<S>): Promise<EventOf<S>> {
  const row = outboxRow(subject, input);
  await tx.query('INSERT INTO outbox (id, subject, payload) VALUES ($1, $2, $3::jsonb)', [row.id, row.subject, row.payload]);
  return row.event;
}

/**
 * A new event as the outbox stores it (`payload` is its JSON), for a
 * statement that writes the outbox row itself among its other writes: the
 * same guarantee as enqueueEvent (the row commits or rolls back with them)
 * in one round trip fewer.
 */
export function outboxRow<S extends EventSubject>(subject: S, input: EventInput<S>): { id: string; subject: S; payload: string; event: EventOf<S> } {
  const event = validateEvent(subject, { id: randomUUID(), occurredAt: new Date().toISOString(), ...input });
  return { id: event.id, subject, payload: JSON.stringify(event), event };
}

export interface OutboxRelayOptions {
  db: Db;
  bus: Bus;
  logger: Logger;
  /** How often to look for rows nobody nudged for (default 1000 ms). */
  intervalMs?: number;
  batchSize?: number;
}

export interface OutboxRelay {
  /** Publish soon (call after a commit that enqueued events). */
  nudge(): void;
  /** Publish everything pending now; resolves with how many were published. */
  flush(): Promise<number>;
  stop(): Promise<void>;
}

interface OutboxRow {
  id: string;
  subject: EventSubject;
  payload: unknown;
}

/**
 * Publishes unpublished rows in order, with the row id as message id.
 * FOR UPDATE SKIP LOCKED keeps replicas from publishing the same rows at
 * the same time; the stream's message-id dedupe covers a crash between
 * publish and mark.
 */
export function startOutboxRelay({ db, bus, logger, intervalMs = 1000, batchSize = 100 }: OutboxRelayOptions): OutboxRelay {
  /** Passes run one after another; `queued` is a pass that has not started yet. */
  let tail: Promise<unknown> = Promise.resolve();
  let queued: Promise<number> | undefined;
  let stopped = false;

  const publishBatch = () =>
    db.transaction(async (tx: Tx) => {
      const { rows } = await tx.query<OutboxRow>(
        `SELECT id, subject, payload FROM outbox
          WHERE published_at IS NULL
          ORDER BY seq
          LIMIT $1
          FOR UPDATE SKIP LOCKED`,
        [batchSize],
      );
      // All sent at once: they leave in one write and their acks come back
      // together, instead of one round trip per event. The stream stores
      // them in send order (one connection).
      const sends = rows.map((row) => bus.publish(row.subject, row.payload as EventOf<EventSubject>));
      for (const send of sends) send.catch(() => undefined);
      const published: string[] = [];
      let failure: unknown;
      for (const [index, row] of rows.entries()) {
        try {
          await sends[index];
          published.push(row.id);
        } catch (error) {
          // Mark only the unbroken run that went out; the rest is sent again
          // on the next pass, and any of it the stream already holds is
          // dropped there as a duplicate (same message id).
          failure = error;
          break;
        }
      }
      if (published.length > 0) {
        await tx.query('UPDATE outbox SET published_at = now() WHERE id = ANY($1::uuid[])', [published]);
      }
      return { published: published.length, more: rows.length === batchSize, failure };
    });

  const drain = async (): Promise<number> => {
    let total = 0;
    for (;;) {
      const batch = await publishBatch();
      total += batch.published;
      if (batch.failure !== undefined) throw batch.failure;
      if (!batch.more || stopped) return total;
    }
  };

  const flush = (): Promise<number> => {
    // A pass that has not started will see every row committed so far: share it.
    if (queued) return queued;
    const pass = tail
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return drain();
      });
    queued = pass;
    tail = pass;
    return pass;
  };

  const nudge = () => {
    if (stopped) return;
    flush().catch((error: unknown) => logger.warn({ err: error }, 'outbox relay could not publish; will retry'));
  };

  const timer = setInterval(nudge, intervalMs);
  // The relay alone must not keep the process alive.
  timer.unref();

  return {
    nudge,
    flush,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await tail.catch(() => undefined);
    },
  };
}

/**
 * Runs `fn` at most once per (consumer, event id): the marker row and the
 * handler's writes commit together. Returns false when it was a repeat.
 */
export async function handleOnce(
  db: Db,
  consumer: string,
  event: { id: string },
  fn: (tx: Tx) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marker = await tx.query(
      'INSERT INTO processed_events (consumer, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [consumer, event.id],
    );
    if (marker.rowCount === 0) return false;
    await fn(tx);
    return true;
  });
}
