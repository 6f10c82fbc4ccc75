import { z } from 'zod';
import { AppError, fromZodError } from '@nova/platform';

export const uuid = z.string().uuid({ message: 'must be an id' });

/** Parses resolver input; a bad value is the caller's fault (BAD_USER_INPUT). */
export function parseInput<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw fromZodError(result.error);
  return result.data;
}

/** An id that is not a uuid names nothing: answer as not found rather than as bad input. */
export function parseId(value: unknown, what = 'Draw'): string {
  const result = uuid.safeParse(value);
  if (!result.success) throw new AppError('NOT_FOUND', `${what} not found`);
  return result.data;
}

export const buyTicketsInput = z.object({
  drawId: uuid,
  quantity: z.number().int('must be a whole number').positive('must be at least 1').max(1000, 'at most 1000 tickets at once'),
  idempotencyKey: z.string().min(8).max(200),
});

export const PAGE_SIZE = 10;

export function pageNumber(value: unknown): number {
  return parseInput(z.number().int().min(1).max(1_000_000).default(1), value ?? undefined);
}
