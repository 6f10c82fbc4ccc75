import { z } from 'zod';
import { InvalidAmountError, parseAmount } from '@nova/money';
import { AppError, fromZodError } from '@nova/platform';

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

/** A decimal amount ("12.50") in minor units, at least 0. */
export function amountField(label: string) {
  return z.union([z.string(), z.number()], { error: `${label} is required` }).transform((value, context) => {
    try {
      return parseAmount(value);
    } catch (error) {
      if (!(error instanceof InvalidAmountError)) throw error;
      context.addIssue({ code: 'custom', message: `${label} must be an amount of at least 0, such as 5.00` });
      return z.NEVER;
    }
  });
}

export const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));
export const iso = (value: Date | string): string => asDate(value).toISOString();
