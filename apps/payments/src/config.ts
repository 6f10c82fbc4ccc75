import { z } from 'zod';
import { baseConfigSchema, loadConfig, portSchema } from '@nova/platform';
import { DEFAULT_MAX_IMAGE_PIXELS } from '@nova/platform/images';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const paymentsConfigSchema = baseConfigSchema.extend({
  PORT: portSchema(4004),
  /** Largest proof screenshot accepted, in bytes (10 MB). */
  SCREENSHOT_MAX_BYTES: positiveInt(10 * 1024 * 1024),
  /** Largest image accepted, in pixels (over all frames): bounds the time and memory a decode may take. */
  SCREENSHOT_MAX_PIXELS: positiveInt(DEFAULT_MAX_IMAGE_PIXELS),
  /** How often each replica retries wallet moves that a crash or outage left undone. */
  RECONCILE_INTERVAL_MS: positiveInt(5_000),
  /** A wallet move not done this long after its decision is retried by the reconciler. */
  RECONCILE_AFTER_MS: positiveInt(10_000),
  /** Turns the periodic reconciler off (tests drive it by hand). */
  RECONCILER_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

export function loadPaymentsConfig(env?: Record<string, string | undefined>): PaymentsConfig {
  return loadConfig(paymentsConfigSchema, env);
}
