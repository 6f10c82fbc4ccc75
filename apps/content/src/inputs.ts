import { z } from 'zod';
import { InvalidAmountError, parseAmount } from '@nova/money';

export { parseId, parseInput } from '@nova/platform';

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
