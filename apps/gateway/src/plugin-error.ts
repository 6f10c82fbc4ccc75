import { GraphQLError } from 'graphql';
import { isAppError } from '@nova/platform';

/**
 * Apollo answers 500 for anything a plugin throws before execution unless the
 * error names its HTTP status: an AppError keeps its own (400, 429…).
 */
export async function asRequestError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isAppError(error)) throw error;
    throw new GraphQLError(error.message, { originalError: error, extensions: { code: error.code, http: { status: error.status } } });
  }
}
