import type { GraphQLFormattedError } from 'graphql';
import { GraphQLError } from 'graphql';
import { ZodError } from 'zod';
import { domainErrorStatus } from '@nova/contracts';

/** Every error code, with the HTTP status it maps to: the platform's generic ones and the services' own (@nova/contracts). */
export const errorStatus = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  IDEMPOTENCY_CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  ...domainErrorStatus,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorStatus, value);
}

/** The one error class of the platform: a code the client translates, and a message. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = errorStatus[code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/**
 * What a refusal tells the player beyond its code (which limit, when it
 * resets), carried from the service that refused through the bus, GraphQL
 * (`extensions.refusal`) and REST (`refusal`).
 */
export function refusalOf(error: AppError): { refusal?: Record<string, unknown> } {
  const refusal = error.details?.refusal;
  return typeof refusal === 'object' && refusal !== null ? { refusal: refusal as Record<string, unknown> } : {};
}

/** A BAD_USER_INPUT error naming each bad field, e.g. "amountMinor: Too small". */
export function fromZodError(error: ZodError): AppError {
  const fields = error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  const summary = fields.map((field) => (field.path ? `${field.path}: ${field.message}` : field.message)).join('; ');
  return new AppError('BAD_USER_INPUT', `Invalid input: ${summary}`, { fields });
}

/**
 * Apollo's own request errors (bad query, bad variables) are the caller's
 * fault and safe to show; they carry these codes and no resolver error.
 */
const apolloClientCodes = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

const clientCodeStatus: Record<string, number> = {
  GRAPHQL_PARSE_FAILED: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  PERSISTED_QUERY_NOT_FOUND: 400,
  PERSISTED_QUERY_NOT_SUPPORTED: 400,
  OPERATION_RESOLUTION_FAILURE: 400,
};

/**
 * Apollo `formatError`: AppErrors keep their message and `extensions.code`;
 * anything unexpected becomes INTERNAL with no stack, so nothing leaks.
 */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = originalError(error);
  const where = { ...(formatted.path ? { path: formatted.path } : {}), ...(formatted.locations ? { locations: formatted.locations } : {}) };
  if (original instanceof AppError) {
    const retryAfterSeconds = original.details?.retryAfterSeconds;
    // RATE_LIMITED says when to come back (the gateway turns it into Retry-After).
    return {
      message: original.message,
      ...where,
      extensions: { code: original.code, ...(typeof retryAfterSeconds === 'number' ? { retryAfterSeconds } : {}), ...refusalOf(original) },
    };
  }
  if (original instanceof ZodError) {
    const appError = fromZodError(original);
    return { message: appError.message, ...where, extensions: { code: appError.code } };
  }
  const code = formatted.extensions?.code;
  // Apollo's own request errors (parse, validation, variable coercion) have no
  // path; anything with a path was raised while resolving and is not trusted.
  const thrownByResolver = formatted.path !== undefined;
  if (!thrownByResolver && typeof code === 'string' && (apolloClientCodes.has(code) || isErrorCode(code))) {
    return { message: formatted.message, ...where, extensions: { code } };
  }
  return { message: 'Internal server error', ...where, extensions: { code: 'INTERNAL' } };
}

/** Seconds until a RATE_LIMITED caller may try again, wherever the error came from (AppError or relayed GraphQL error). */
export function retryAfterSeconds(error: unknown): number | undefined {
  const original = originalError(error);
  const fromDetails = original instanceof AppError ? original.details?.retryAfterSeconds : undefined;
  const extensions = typeof error === 'object' && error !== null && 'extensions' in error ? (error as { extensions?: { retryAfterSeconds?: unknown } }).extensions : undefined;
  const seconds = fromDetails ?? extensions?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/** REST facade shape: `{ status, body: { message, code } }`. */
export function restError(error: unknown): { status: number; body: { message: string; code: string; refusal?: Record<string, unknown> } } {
  const original = originalError(error);
  if (original instanceof AppError) {
    return { status: original.status, body: { message: original.message, code: original.code, ...refusalOf(original) } };
  }
  if (original instanceof ZodError) return restError(fromZodError(original));
  const code = extensionsCode(error);
  const message = errorMessage(error);
  if (code !== undefined && isErrorCode(code) && code !== 'INTERNAL' && message !== undefined) {
    const refusal = extensionsRefusal(error);
    return { status: errorStatus[code], body: { message, code, ...(refusal ? { refusal } : {}) } };
  }
  if (code !== undefined && code in clientCodeStatus && message !== undefined) {
    return { status: clientCodeStatus[code] ?? 400, body: { message, code: 'BAD_USER_INPUT' } };
  }
  return { status: 500, body: { message: 'Internal server error', code: 'INTERNAL' } };
}

function originalError(error: unknown): unknown {
  let current = error;
  // GraphQL wraps resolver errors (sometimes twice: gateway, then server).
  for (let depth = 0; current instanceof GraphQLError && current.originalError && depth < 5; depth += 1) {
    current = current.originalError;
  }
  return current;
}

function extensionsCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('extensions' in error)) return undefined;
  const extensions = (error as { extensions?: { code?: unknown } }).extensions;
  return typeof extensions?.code === 'string' ? extensions.code : undefined;
}

function extensionsRefusal(error: unknown): Record<string, unknown> | undefined {
  if (typeof error !== 'object' || error === null || !('extensions' in error)) return undefined;
  const refusal = (error as { extensions?: { refusal?: unknown } }).extensions?.refusal;
  return typeof refusal === 'object' && refusal !== null ? (refusal as Record<string, unknown>) : undefined;
}

function errorMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('message' in error)) return undefined;
  const message = (error as { message: unknown }).message;
  return typeof message === 'string' ? message : undefined;
}
