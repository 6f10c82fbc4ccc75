import type { EventOf, EventSubject, ReplyOf, RequestOf, RequestSubject } from '@nova/contracts';

export type EventHandler<S extends EventSubject> = (event: EventOf<S>) => Promise<void>;
export type RequestHandler<S extends RequestSubject> = (payload: RequestOf<S>) => Promise<ReplyOf<S>>;

export interface Subscription {
  /** Stops receiving; a durable keeps its place and resumes on the next subscribe. */
  unsubscribe(): Promise<void>;
}

export interface RequestOptions {
  /** Default 5000 ms; no reply in time → AppError UNAVAILABLE. */
  timeoutMs?: number;
}

/**
 * Events are at-least-once and shared by every subscriber on the same
 * durable (one replica handles each event); requests reach one responder.
 * Subjects and payloads are typed and validated by `@nova/contracts`.
 */
export interface Bus {
  /** `event.id` is the message id: a second publish with the same id is dropped. */
  publish<S extends EventSubject>(subject: S, event: EventOf<S>): Promise<void>;
  subscribe<S extends EventSubject>(subject: S, durable: string, handler: EventHandler<S>): Promise<Subscription>;
  /** Rethrows the responder's AppError (same code and message). */
  request<S extends RequestSubject>(subject: S, payload: RequestOf<S>, options?: RequestOptions): Promise<ReplyOf<S>>;
  respond<S extends RequestSubject>(subject: S, handler: RequestHandler<S>): Promise<Subscription>;
  close(): Promise<void>;
}

/** How requests and replies travel, on every transport. */
export type ReplyEnvelope =
  | { ok: true; data: unknown }
  | { ok: false; error: { code: string; message: string; refusal?: Record<string, unknown> } };

export const DEFAULT_REQUEST_TIMEOUT_MS = 5000;
