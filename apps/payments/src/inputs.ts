import { z } from 'zod';
import { InvalidAmountError, parseAmount } from '@nova/money';
import { parseId, parseInput } from '@nova/platform';

export const uuid = z.string().uuid({ message: 'must be an id' });

export { parseId, parseInput };

/** A decimal amount ("125.50", or a number with at most two decimals) in minor units. */
export function amountField(label: string) {
  return z.union([z.string(), z.number()], { error: `${label} is required` }).transform((value, context) => {
    try {
      return parseAmount(value);
    } catch (error) {
      if (!(error instanceof InvalidAmountError)) throw error;
      context.addIssue({ code: 'custom', message: `${label} must be an amount such as 25.00` });
      return z.NEVER;
    }
  });
}

/** Optional text: trimmed, "" and null mean "none". */
export function optionalText(max: number) {
  return z
    .string()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((value) => value?.trim() || null);
}

/** How many rows a list returns: the newest `limit`, 200 unless asked. */
export function listLimit(value: unknown): number {
  return parseInput(z.number().int().min(1).max(1000).default(200), value ?? undefined);
}

/** An admin list's optional "of this player" filter: null for everyone's, a bad id is a 400. */
export function optionalUserId(value: unknown): string | null {
  return parseInput(uuid.nullish(), value ?? undefined) ?? null;
}
