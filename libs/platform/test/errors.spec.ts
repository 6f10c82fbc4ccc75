import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { AppError, errorStatus, formatGraphQLError, fromZodError, restError } from '../src';

describe('AppError', () => {
  it('carries the code, the status for that code and the message', () => {
    const error = new AppError('INSUFFICIENT_BALANCE', 'Insufficient balance');
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: 'INSUFFICIENT_BALANCE', status: 422, message: 'Insufficient balance' });
  });

  it('maps every code to its HTTP status', () => {
    expect(errorStatus).toEqual({
      BAD_USER_INPUT: 400,
      UNAUTHENTICATED: 401,
      INVALID_CREDENTIALS: 401,
      TWO_FACTOR_REQUIRED: 401,
      TWO_FACTOR_INVALID: 401,
      FORBIDDEN: 403,
      ACCOUNT_SUSPENDED: 403,
      NOT_FOUND: 404,
      CONFLICT: 409,
      USERNAME_TAKEN: 409,
      IDEMPOTENCY_CONFLICT: 409,
      DRAW_CLOSED: 409,
      DRAW_FULL: 409,
      DRAW_EMPTY: 409,
      DRAW_NOT_DUE: 409,
      PAYLOAD_TOO_LARGE: 413,
      INSUFFICIENT_BALANCE: 422,
      LIMIT_REACHED: 422,
      PLAY_BLOCKED: 403,
      UNDER_AGE: 403,
      RATE_LIMITED: 429,
      INTERNAL: 500,
      UNAVAILABLE: 503,
    });
  });
});

describe('fromZodError', () => {
  it('names each bad field', () => {
    const schema = z.object({ username: z.string().min(3), amountMinor: z.number().int().positive() });
    const result = schema.safeParse({ username: 'a', amountMinor: -1 });
    if (result.success) throw new Error('expected a failure');
    const error = fromZodError(result.error);
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.message).toContain('username:');
    expect(error.message).toContain('amountMinor:');
    expect(error.details?.fields).toHaveLength(2);
  });
});

describe('formatGraphQLError', () => {
  const resolverError = (original: Error) => new GraphQLError(original.message, { path: ['me'], originalError: original });

  it('keeps an AppError’s message and code', () => {
    const original = new AppError('USERNAME_TAKEN', 'Username is taken');
    const wrapped = resolverError(original);
    expect(formatGraphQLError(wrapped.toJSON(), wrapped)).toEqual({
      message: 'Username is taken',
      path: ['me'],
      extensions: { code: 'USERNAME_TAKEN' },
    });
  });

  it('turns anything unexpected into INTERNAL with no stack', () => {
    const wrapped = resolverError(new Error('relation "users" does not exist'));
    const formatted = { ...wrapped.toJSON(), extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at db.ts:1'] } };
    const result = formatGraphQLError(formatted, wrapped);
    expect(result).toEqual({ message: 'Internal server error', path: ['me'], extensions: { code: 'INTERNAL' } });
  });

  it('keeps Apollo’s own request errors (the caller’s fault)', () => {
    const validation = new GraphQLError('Cannot query field "nope" on type "Query".', {
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect(formatGraphQLError(validation.toJSON(), validation).extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED' });
  });
});

describe('restError', () => {
  it('maps an AppError to its status and body', () => {
    expect(restError(new AppError('RATE_LIMITED', 'Too many attempts, try again in 5 seconds'))).toEqual({
      status: 429,
      body: { message: 'Too many attempts, try again in 5 seconds', code: 'RATE_LIMITED' },
    });
  });

  it('reads extensions.code from a GraphQL error', () => {
    expect(restError({ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } })).toEqual({
      status: 401,
      body: { message: 'Not signed in', code: 'UNAUTHENTICATED' },
    });
    expect(restError({ message: 'Syntax Error', extensions: { code: 'GRAPHQL_PARSE_FAILED' } }).status).toBe(400);
  });

  it('hides unexpected errors', () => {
    expect(restError(new Error('secret detail'))).toEqual({
      status: 500,
      body: { message: 'Internal server error', code: 'INTERNAL' },
    });
  });
});
