import { z } from 'zod';
import { parseAmount } from '@nova/money';
import { baseConfigSchema, loadConfig, portSchema } from '@nova/platform';
import { receiptKeysConfigShape } from './receipt-keys';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const drawsConfigSchema = baseConfigSchema.extend({
  PORT: portSchema(4003),
  /**
   * Share of ticket sales kept as admin profit (default 30; docs/product-rules.md#prize-split).
   * This and AUTO_PAYOUT_LIMIT are the defaults until an admin saves settings
   * in the content service, whose figures then apply (content-settings.ts).
   */
  ADMIN_PROFIT_PERCENTAGE: z.coerce.number().int().min(0).max(100).default(30),
  /** Prizes up to this amount (base currency) are paid at once; larger ones wait for an admin. */
  AUTO_PAYOUT_LIMIT: z
    .string()
    .default('1000.00')
    .transform((value, context) => {
      try {
        return parseAmount(value);
      } catch {
        context.addIssue({ code: 'custom', message: 'expected an amount such as 1000.00' });
        return z.NEVER;
      }
    }),
  /** How often each replica looks for due draws, stuck purchases and unpaid payouts. */
  SCHEDULER_INTERVAL_MS: positiveInt(2000),
  /** A purchase older than this and not finished is repaired by the reconciler. */
  PURCHASE_STALE_AFTER_MS: positiveInt(15_000),
  /** Completed draws leave the lists this many days after completion (61 days, about 2 months; docs/product-rules.md#draw-archive). */
  ARCHIVE_AFTER_DAYS: positiveInt(61),
  /** Turns the periodic jobs off (tests drive them by hand). */
  SCHEDULER_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  ...receiptKeysConfigShape,
});

export type DrawsConfig = z.infer<typeof drawsConfigSchema>;

export function loadDrawsConfig(env?: Record<string, string | undefined>): DrawsConfig {
  return loadConfig(drawsConfigSchema, env);
}
