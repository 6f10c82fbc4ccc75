import { z } from 'zod';
import { baseConfigSchema, loadConfig, portSchema } from '@nova/platform';
import { beaconConfigShape } from './beacon-config';
import { receiptKeysConfigShape } from './receipt-keys';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const drawsConfigSchema = baseConfigSchema.extend({
  PORT: portSchema(4003),
  /** How often each replica looks for due draws, stuck purchases and unpaid payouts. */
  SCHEDULER_INTERVAL_MS: positiveInt(2000),
  /** A purchase older than this and not finished is repaired by the reconciler. */
  PURCHASE_STALE_AFTER_MS: positiveInt(15_000),
  /**
   * Subscriptions buy into a draw this long before its sales close, so the
   * prize-pool condition sees the draw's sales (docs/product-rules.md#subscriptions).
   */
  SUBSCRIPTION_BUY_LEAD_MS: positiveInt(600_000),
  /** Completed draws leave the lists this many days after completion (61 days, about 2 months; docs/product-rules.md#draw-archive). */
  ARCHIVE_AFTER_DAYS: positiveInt(61),
  /** Turns the periodic jobs off (tests drive them by hand). */
  SCHEDULER_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  ...receiptKeysConfigShape,
  ...beaconConfigShape,
});

export type DrawsConfig = z.infer<typeof drawsConfigSchema>;

export function loadDrawsConfig(env?: Record<string, string | undefined>): DrawsConfig {
  return loadConfig(drawsConfigSchema, env);
}
