import { eventSchemas, requestSchemas, type EventOf, type EventSubject, type ReplyOf, type RequestOf, type RequestSubject } from '@nova/contracts';
import { AppError, fromZodError, isErrorCode, refusalOf } from '../errors';
import type { Logger } from '../logger';
import type { ReplyEnvelope, RequestHandler } from './types';

/** A publisher sending an event that breaks its contract is a bug, not bad input. */
export function validateEvent<S extends EventSubject>(subject: S, event: unknown): EventOf<S> {
  const result = eventSchemas[subject].safeParse(event);
  if (!result.success) {
    throw new AppError('INTERNAL', `Event ${subject} does not match its contract: ${fromZodError(result.error).message}`);
  }
  return result.data as EventOf<S>;
}

export function validateRequest<S extends RequestSubject>(subject: S, payload: unknown): RequestOf<S> {
  const result = requestSchemas[subject].request.safeParse(payload);
  if (!result.success) throw fromZodError(result.error);
  return result.data as RequestOf<S>;
}

export function validateReply<S extends RequestSubject>(subject: S, reply: unknown): ReplyOf<S> {
  const result = requestSchemas[subject].reply.safeParse(reply);
  if (!result.success) {
    throw new AppError('INTERNAL', `Reply to ${subject} does not match its contract: ${fromZodError(result.error).message}`);
  }
  return result.data as ReplyOf<S>;
}

/** Runs a responder and turns its outcome into an envelope; unexpected errors are hidden. */
export async function answer<S extends RequestSubject>(
  subject: S,
  payload: unknown,
  handler: RequestHandler<S>,
  logger: Logger,
): Promise<ReplyEnvelope> {
  try {
    const request = validateRequest(subject, payload);
    const reply = validateReply(subject, await handler(request));
    return { ok: true, data: reply };
  } catch (error) {
    if (error instanceof AppError && error.code !== 'INTERNAL') {
      return { ok: false, error: { code: error.code, message: error.message, ...refusalOf(error) } };
    }
    logger.error({ err: error, subject }, 'request handler failed');
    return { ok: false, error: { code: 'INTERNAL', message: 'Internal error' } };
  }
}

/** The requester's side: data, or the responder's AppError rethrown. */
export function unwrapReply<S extends RequestSubject>(subject: S, envelope: unknown): ReplyOf<S> {
  if (typeof envelope !== 'object' || envelope === null || !('ok' in envelope)) {
    throw new AppError('INTERNAL', `Malformed reply to ${subject}`);
  }
  const reply = envelope as ReplyEnvelope;
  if (reply.ok) return validateReply(subject, reply.data);
  const code = isErrorCode(reply.error.code) ? reply.error.code : 'INTERNAL';
  throw new AppError(code, reply.error.message, reply.error.refusal ? { refusal: reply.error.refusal } : undefined);
}

export function noReply(subject: string): AppError {
  return new AppError('UNAVAILABLE', `No reply to ${subject}`);
}

/** Whose stages a timed reply carries: the service the subject names (`wallet.debit.v1` → `wallet`). */
export function responderName(subject: string): string {
  return subject.split('.')[0] ?? subject;
}
