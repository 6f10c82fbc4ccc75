import { z } from 'zod';
import { baseConfigSchema, loadConfig, portSchema } from '@nova/platform';

export const contentConfigSchema = baseConfigSchema.extend({
  PORT: portSchema(4005),
  /** Largest login background image accepted, in bytes (spec §5: under 10 MB). */
  BACKGROUND_MAX_BYTES: z.coerce.number().int().positive().default(10 * 1024 * 1024),
});

export type ContentConfig = z.infer<typeof contentConfigSchema>;

export function loadContentConfig(env?: Record<string, string | undefined>): ContentConfig {
  return loadConfig(contentConfigSchema, env);
}
