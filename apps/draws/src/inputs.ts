import { z } from 'zod';
import { parseId as parseIdOf, parseInput } from '@nova/platform';

export const uuid = z.string().uuid({ message: 'must be an id' });

export { parseInput };

/** A draw id; one that is not a uuid names nothing (NOT_FOUND). */
export function parseId(value: unknown, what = 'Draw'): string {
  return parseIdOf(value, what);
}

/** The most tickets one purchase buys (a subscription's tickets per draw too). */
export const MAX_TICKETS_PER_PURCHASE = 1000;

export const buyTicketsInput = z.object({
  drawId: uuid,
  quantity: z
    .number()
    .int('must be a whole number')
    .positive('must be at least 1')
    .max(MAX_TICKETS_PER_PURCHASE, `at most ${MAX_TICKETS_PER_PURCHASE} tickets at once`),
  idempotencyKey: z.string().min(8).max(200),
});

export const PAGE_SIZE = 10;

export function pageNumber(value: unknown): number {
  return parseInput(z.number().int().min(1).max(1_000_000).default(1), value ?? undefined);
}
