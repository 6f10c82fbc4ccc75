import { AsyncResource } from 'node:async_hooks';
import type { EventSubject, RequestSubject } from '@nova/contracts';
import { AppError } from '../errors';
import { createLogger, type Logger } from '../logger';
import { answer, noReply, responderName, unwrapReply, validateEvent, validateRequest } from './contract';
import { timedAs } from '../timing/stage-timings';
import { DEFAULT_REQUEST_TIMEOUT_MS, type Bus, type RequestHandler, type Subscription } from './types';

/** How many recent event ids are remembered for dedupe. */
const DEDUPE_WINDOW = 100_000;

export interface LocalBusOptions {
  logger?: Logger;
  /** Wait before redelivering an event whose handler threw (default 200 ms). */
  redeliveryDelayMs?: number;
  /** Events kept per subject for durables created later (like deliver-all). */
  retainPerSubject?: number;
}

interface Member {
  handler: (event: unknown) => Promise<void>;
  busy: boolean;
  current: Promise<void>;
}

interface Group {
  subject: EventSubject;
  queue: unknown[];
  members: Member[];
  /** Round-robin cursor into `members`. */
  next: number;
  pumpScheduled: boolean;
}

interface Responder {
  handler: (payload: unknown) => Promise<unknown>;
}

/**
 * The in-process bus for the embedded mode and fast tests, with the same
 * semantics as the NATS one: durable groups share work round-robin, a failing
 * handler gets the event again after a delay, a repeated event id is dropped,
 * and payloads are copied as JSON so nothing is shared by reference.
 */
export function createLocalBus(options: LocalBusOptions = {}): Bus {
  const redeliveryDelayMs = options.redeliveryDelayMs ?? 200;
  const retainPerSubject = options.retainPerSubject ?? 10_000;
  const logger = options.logger ?? createLogger('local-bus', 'silent');
  const retained = new Map<string, unknown[]>();
  const seenIds = new Set<string>();
  const groups = new Map<string, Group>();
  const responders = new Map<string, Responder[]>();
  const responderCursor = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;

  const track = <T>(promise: Promise<T>): Promise<T> => {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise)).catch(() => undefined);
    return promise;
  };
  // Deliveries run in the bus's own async context, never in the publisher's:
  // an outbox relay publishes inside its embedded-database transaction, and a
  // handler must not inherit that (it would be refused as nested in it).
  const detached = new AsyncResource('nova-local-bus');
  const later = (fn: () => void, delayMs: number) => {
    const timer = setTimeout(detached.bind(() => {
      timers.delete(timer);
      fn();
    }), delayMs);
    timers.add(timer);
  };

  const schedulePump = (group: Group) => {
    if (group.pumpScheduled || closed) return;
    group.pumpScheduled = true;
    // Handlers never run inside publish(): delivery is always asynchronous.
    later(() => {
      group.pumpScheduled = false;
      pump(group);
    }, 0);
  };

  const pump = (group: Group) => {
    while (!closed && group.queue.length > 0) {
      const member = nextIdleMember(group);
      if (!member) return;
      const event = group.queue.shift();
      member.busy = true;
      member.current = track(deliver(group, member, event));
    }
  };

  const nextIdleMember = (group: Group): Member | undefined => {
    for (let step = 0; step < group.members.length; step += 1) {
      const index = (group.next + step) % group.members.length;
      const member = group.members[index];
      if (member && !member.busy) {
        group.next = (index + 1) % group.members.length;
        return member;
      }
    }
    return undefined;
  };

  const deliver = async (group: Group, member: Member, event: unknown) => {
    try {
      await member.handler(validateEvent(group.subject, event));
    } catch (error) {
      logger.warn({ err: error, subject: group.subject }, 'event handler failed; redelivering');
      later(() => {
        group.queue.unshift(event);
        pump(group);
      }, redeliveryDelayMs);
    } finally {
      member.busy = false;
      schedulePump(group);
    }
  };

  const ensureOpen = () => {
    if (closed) throw new AppError('UNAVAILABLE', 'Bus is closed');
  };

  return {
    async publish(subject, event) {
      ensureOpen();
      const valid = validateEvent(subject, event);
      if (seenIds.has(valid.id)) return;
      seenIds.add(valid.id);
      // Bounded like NATS's dedupe window; a Set iterates oldest first.
      if (seenIds.size > DEDUPE_WINDOW) seenIds.delete(seenIds.values().next().value as string);
      const copy = jsonCopy(valid);
      const kept = retained.get(subject) ?? [];
      kept.push(copy);
      if (kept.length > retainPerSubject) kept.shift();
      retained.set(subject, kept);
      for (const group of groups.values()) {
        if (group.subject !== subject) continue;
        group.queue.push(copy);
        schedulePump(group);
      }
    },

    async subscribe(subject, durable, handler) {
      ensureOpen();
      const key = `${subject}\u0000${durable}`;
      let group = groups.get(key);
      if (!group) {
        // A new durable starts from everything already published, like deliver-all.
        group = { subject, queue: [...(retained.get(subject) ?? [])], members: [], next: 0, pumpScheduled: false };
        groups.set(key, group);
      }
      const member: Member = {
        handler: handler as (event: unknown) => Promise<void>,
        busy: false,
        current: Promise.resolve(),
      };
      group.members.push(member);
      schedulePump(group);
      const owner = group;
      return {
        async unsubscribe() {
          owner.members = owner.members.filter((candidate) => candidate !== member);
          owner.next = 0;
          await member.current;
        },
      } satisfies Subscription;
    },

    async request(subject, payload, requestOptions = {}) {
      ensureOpen();
      validateRequest(subject, payload);
      const handlers = responders.get(subject) ?? [];
      if (handlers.length === 0) throw noReply(subject);
      const cursor = responderCursor.get(subject) ?? 0;
      responderCursor.set(subject, cursor + 1);
      const responder = handlers[cursor % handlers.length] as Responder;
      const timeoutMs = requestOptions.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(noReply(subject)), timeoutMs);
      });
      try {
        const envelope = await Promise.race([
          // The responder's stages under its name, as a reply over NATS brings them (timing/stage-timings.ts).
          track(timedAs(responderName(subject), () => answer(subject, jsonCopy(payload), responder.handler as RequestHandler<RequestSubject>, logger))),
          timeout,
        ]);
        return unwrapReply(subject, jsonCopy(envelope));
      } finally {
        clearTimeout(timer);
      }
    },

    async respond(subject, handler) {
      ensureOpen();
      const responder: Responder = { handler: handler as (payload: unknown) => Promise<unknown> };
      responders.set(subject, [...(responders.get(subject) ?? []), responder]);
      return {
        async unsubscribe() {
          responders.set(subject, (responders.get(subject) ?? []).filter((candidate) => candidate !== responder));
        },
      } satisfies Subscription;
    },

    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...inFlight]);
      groups.clear();
      responders.clear();
    },
  };
}

function jsonCopy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

