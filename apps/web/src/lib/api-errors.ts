import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** Server error codes the client has its own words for (libs/platform errors.ts). */
export const TRANSLATED_ERROR_CODES = [
  'INVALID_CREDENTIALS',
  'TWO_FACTOR_REQUIRED',
  'TWO_FACTOR_INVALID',
  'USERNAME_TAKEN',
  'RATE_LIMITED',
  'ACCOUNT_SUSPENDED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'UNAVAILABLE',
  'INTERNAL',
  'NETWORK',
  'DRAW_CLOSED',
  'DRAW_FULL',
  'DRAW_EMPTY',
  'DRAW_NOT_DUE',
  'INSUFFICIENT_BALANCE',
  'IDEMPOTENCY_CONFLICT',
  'NOT_FOUND',
  'PAYLOAD_TOO_LARGE',
  'LIMIT_REACHED',
  'PLAY_BLOCKED',
] as const;

export type TranslatedErrorCode = (typeof TRANSLATED_ERROR_CODES)[number];

/** The `extensions.code` of the first GraphQL error, "UNAUTHENTICATED" for HTTP 401, "NETWORK" when unreachable. */
export function errorCode(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors[0]?.extensions?.['code'];
    return typeof code === 'string' ? code : undefined;
  }
  if (ServerError.is(error)) {
    if (error.statusCode === 401) return 'UNAUTHENTICATED';
    if (error.statusCode === 429) return 'RATE_LIMITED';
    return error.statusCode >= 500 ? 'UNAVAILABLE' : undefined;
  }
  if (error instanceof TypeError) return 'NETWORK';
  // REST calls (the deposit upload) raise errors that carry the server's code.
  if (error instanceof Error && 'code' in error && typeof error.code === 'string') return error.code;
  return undefined;
}

/** The server's own words, for BAD_USER_INPUT and codes the client does not know. */
export function serverMessage(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message;
  if (error instanceof Error && error.message) return error.message;
  return undefined;
}

export function isTranslatedCode(code: string | undefined): code is TranslatedErrorCode {
  return code !== undefined && (TRANSLATED_ERROR_CODES as readonly string[]).includes(code);
}

/** Errors mentioning 401 or Unauthorized are expected and not logged. */
export function isUnauthorizedError(error: unknown): boolean {
  if (errorCode(error) === 'UNAUTHENTICATED') return true;
  const text = error instanceof Error ? error.message : String(error);
  return /401|unauthori[sz]ed/i.test(text);
}
