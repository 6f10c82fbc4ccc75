import {
  AckPolicy,
  connect,
  DeliverPolicy,
  ErrorCode,
  headers as natsHeaders,
  nanos,
  NatsError,
  RetentionPolicy,
  StorageType,
  type ConsumerMessages,
  type JetStreamManager,
  type JsMsg,
  type Subscription as NatsSubscription,
} from 'nats';
import type { EventSubject } from '@nova/contracts';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import { answer, noReply, responderName, unwrapReply, validateEvent, validateRequest } from './contract';
import { currentTimings, formatServerTiming, parseServerTiming, SERVER_TIMING_HEADER, StageTimings, TIMING_REQUEST_HEADER, withTimings, withTotal } from '../timing/stage-timings';
import { consumerName, eventSubject, rpcSubject, streamName } from './nats-names';
import { DEFAULT_REQUEST_TIMEOUT_MS, type Bus, type EventHandler, type RequestHandler, type Subscription } from './types';

export interface NatsBusOptions {
  url: string;
  /** Subject prefix: events on `${prefix}.events.>`, requests on `${prefix}.rpc.*`. */
  prefix: string;
  service: string;
  logger: Logger;
  /** First redelivery delay after a failing handler; grows per attempt (default 1000 ms). */
  redeliveryDelayMs?: number;
  /** Unacked events go to another replica after this long (default 30 s). */
  ackWaitMs?: number;
}

/** After this many attempts an event is parked; about a day of retries at the 30 s cap. */
const MAX_DELIVER = 3000;
/** Small pull batches so replicas sharing a durable split the work evenly. */
const PULL_BATCH = 10;
const STREAM_NOT_FOUND = 10059;
const STREAM_NAME_IN_USE = 10058;
const CONSUMER_NOT_FOUND = 10014;

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const encode = (value: unknown) => encoder.encode(JSON.stringify(value));
const decode = (data: Uint8Array): unknown => {
  try {
    return JSON.parse(decoder.decode(data));
  } catch {
    return undefined;
  }
};

/**
 * Events over JetStream (one stream, durable pull consumers, `Nats-Msg-Id`
 * dedupe); requests over core NATS request/reply with one queue group per
 * subject, so exactly one replica answers.
 */
export async function createNatsBus(options: NatsBusOptions): Promise<Bus> {
  const { url, prefix, service, logger } = options;
  const redeliveryDelayMs = options.redeliveryDelayMs ?? 1000;
  const ackWaitMs = options.ackWaitMs ?? 30_000;
  const stream = streamName(prefix);
  // noAsyncTraces: a request then skips capturing a stack trace for a possible
  // timeout (two Error objects per request, a measurable share of a service's
  // CPU under load); a timeout still says which subject timed out.
  const nc = await connect({ servers: url, name: service, maxReconnectAttempts: -1, noAsyncTraces: true });
  const jsm = await nc.jetstreamManager();
  await ensureStream(jsm, stream, `${prefix}.events.>`);
  const js = nc.jetstream();
  const open = new Set<Subscription>();
  let closed = false;

  const ensureOpen = () => {
    if (closed) throw new AppError('UNAVAILABLE', 'Bus is closed');
  };

  const handleEvent = async <S extends EventSubject>(subject: S, handler: EventHandler<S>, msg: JsMsg) => {
    let event;
    try {
      event = validateEvent(subject, decode(msg.data));
    } catch (error) {
      // Redelivering a message that breaks the contract would loop forever.
      logger.error({ err: error, subject, seq: msg.seq }, 'dropping event that breaks its contract');
      msg.term();
      return;
    }
    // Tell the server a slow handler is still working, so it is not redelivered meanwhile.
    const keepAlive = setInterval(() => msg.working(), Math.max(1000, ackWaitMs / 2));
    try {
      await handler(event);
      msg.ack();
    } catch (error) {
      const attempt = msg.info.redeliveryCount;
      logger.warn({ err: error, subject, eventId: event.id, attempt }, 'event handler failed; redelivering');
      msg.nak(Math.min(30_000, redeliveryDelayMs * attempt));
    } finally {
      clearInterval(keepAlive);
    }
  };

  const bus: Bus = {
    async publish(subject, event) {
      ensureOpen();
      const valid = validateEvent(subject, event);
      const ack = await js.publish(eventSubject(prefix, subject), encode(valid), { msgID: valid.id });
      if (ack.duplicate) logger.debug({ subject, eventId: valid.id }, 'duplicate event dropped by the stream');
    },

    async subscribe(subject, durable, handler) {
      ensureOpen();
      const name = consumerName(durable, subject);
      await ensureConsumer(jsm, stream, name, eventSubject(prefix, subject), ackWaitMs);
      const consumer = await js.consumers.get(stream, name);
      const messages: ConsumerMessages = await consumer.consume({ max_messages: PULL_BATCH });
      let stopping = false;
      const loop = (async () => {
        for await (const msg of messages) {
          // Already pulled but not handled: hand back at once rather than after ack_wait.
          if (stopping) msg.nak();
          else await handleEvent(subject, handler, msg);
        }
      })().catch((error: unknown) => logger.error({ err: error, subject, durable }, 'consumer loop stopped'));
      const subscription: Subscription = {
        async unsubscribe() {
          if (!open.delete(subscription)) return;
          stopping = true;
          await messages.close();
          await loop;
        },
      };
      open.add(subscription);
      return subscription;
    },

    async request(subject, payload, requestOptions = {}) {
      ensureOpen();
      const valid = validateRequest(subject, payload);
      const timeout = requestOptions.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
      // A request being timed asks the responder for its stages (timing/stage-timings.ts).
      const timings = currentTimings();
      const asked = timings ? natsHeaders() : undefined;
      asked?.set(TIMING_REQUEST_HEADER, '1');
      let reply;
      try {
        reply = await nc.request(rpcSubject(prefix, subject), encode(valid), { timeout, ...(asked ? { headers: asked } : {}) });
      } catch (error) {
        if (error instanceof NatsError && (error.code === ErrorCode.Timeout || error.code === ErrorCode.NoResponders)) {
          throw noReply(subject);
        }
        throw new AppError('UNAVAILABLE', `Request ${subject} failed: ${(error as Error).message}`);
      }
      timings?.addAll(responderName(subject), parseServerTiming(reply.headers?.get(SERVER_TIMING_HEADER)));
      return unwrapReply(subject, decode(reply.data));
    },

    async respond(subject, handler) {
      ensureOpen();
      const sub: NatsSubscription = nc.subscribe(rpcSubject(prefix, subject), { queue: subject });
      const inFlight = new Set<Promise<void>>();
      const loop = (async () => {
        for await (const msg of sub) {
          // Requests are answered concurrently: one slow request must not hold up the rest.
          const timings = msg.headers?.get(TIMING_REQUEST_HEADER) === '1' ? new StageTimings() : undefined;
          const run = () => answer(subject, decode(msg.data), handler as RequestHandler<typeof subject>, logger);
          const work = (timings ? withTimings(timings, run) : run())
            .then((envelope) => {
              const stages = timings ? natsHeaders() : undefined;
              if (timings) stages?.set(SERVER_TIMING_HEADER, formatServerTiming(withTotal(timings)));
              msg.respond(encode(envelope), stages ? { headers: stages } : undefined);
            })
            .catch((error: unknown) => logger.error({ err: error, subject }, 'could not send reply'));
          inFlight.add(work);
          void work.finally(() => inFlight.delete(work));
        }
      })();
      const subscription: Subscription = {
        async unsubscribe() {
          if (!open.delete(subscription)) return;
          await sub.drain();
          await loop;
          await Promise.allSettled([...inFlight]);
        },
      };
      open.add(subscription);
      return subscription;
    },

    async close() {
      if (closed) return;
      closed = true;
      await Promise.allSettled([...open].map((subscription) => subscription.unsubscribe()));
      if (!nc.isClosed()) await nc.drain();
    },
  };
  return bus;
}

function apiErrorCode(error: unknown): number | undefined {
  return error instanceof NatsError ? error.api_error?.err_code : undefined;
}

/** Creates the events stream, or adds our subjects to it; replicas may race here. */
async function ensureStream(jsm: JetStreamManager, name: string, subjects: string): Promise<void> {
  try {
    const info = await jsm.streams.info(name);
    if (!info.config.subjects.includes(subjects)) {
      await jsm.streams.update(name, { ...info.config, subjects: [...info.config.subjects, subjects] });
    }
    return;
  } catch (error) {
    if (apiErrorCode(error) !== STREAM_NOT_FOUND) throw error;
  }
  try {
    await jsm.streams.add({
      name,
      subjects: [subjects],
      storage: StorageType.File,
      retention: RetentionPolicy.Limits,
      duplicate_window: nanos(2 * 60_000),
    });
  } catch (error) {
    if (apiErrorCode(error) !== STREAM_NAME_IN_USE) throw error;
  }
}

async function ensureConsumer(
  jsm: JetStreamManager,
  stream: string,
  name: string,
  filterSubject: string,
  ackWaitMs: number,
): Promise<void> {
  try {
    await jsm.consumers.info(stream, name);
    return;
  } catch (error) {
    if (apiErrorCode(error) !== CONSUMER_NOT_FOUND) throw error;
  }
  // Adding an identical durable is idempotent on the server, so racing replicas are fine.
  await jsm.consumers.add(stream, {
    durable_name: name,
    filter_subject: filterSubject,
    deliver_policy: DeliverPolicy.All,
    ack_policy: AckPolicy.Explicit,
    ack_wait: nanos(ackWaitMs),
    max_deliver: MAX_DELIVER,
  });
}
