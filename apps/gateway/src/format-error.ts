import type { GraphQLFormattedError } from 'graphql';
import { formatGraphQLError, isErrorCode } from '@nova/platform';

/**
 * Errors relayed from a subgraph were already made safe there (codes and
 * user-facing messages only), so they pass with their code; the subgraph's
 * name stays internal. Everything raised in the gateway itself goes through
 * the platform's formatter, which hides anything unexpected.
 */
export function formatGatewayError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const { serviceName, code } = formatted.extensions ?? {};
  if (typeof serviceName === 'string' && typeof code === 'string' && code !== 'INTERNAL' && isErrorCode(code)) {
    const { retryAfterSeconds, refusal } = formatted.extensions ?? {};
    return {
      message: formatted.message,
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: {
        code,
        ...(typeof retryAfterSeconds === 'number' ? { retryAfterSeconds } : {}),
        // Which limit refused and when it resets (LIMIT_REACHED, PLAY_BLOCKED).
        ...(typeof refusal === 'object' && refusal !== null ? { refusal } : {}),
      },
    };
  }
  if (typeof serviceName === 'string') {
    return { message: 'Internal server error', ...(formatted.path ? { path: formatted.path } : {}), extensions: { code: 'INTERNAL' } };
  }
  return formatGraphQLError(formatted, error);
}
