import { z } from 'zod';
import { AppError, fromZodError } from './errors';

/** Parses resolver input; a bad value is the caller's fault (BAD_USER_INPUT). */
export function parseInput<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw fromZodError(result.error);
  return result.data;
}

/** An id that is not a uuid names nothing: answer as not found rather than as bad input. */
export function parseId(value: unknown, what: string): string {
  const result = z.string().uuid().safeParse(value);
  if (!result.success) throw new AppError('NOT_FOUND', `${what} not found`);
  return result.data;
}
