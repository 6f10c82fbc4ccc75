import { z } from 'zod';
import { baseConfigSchema, loadConfig, portSchema } from '@nova/platform';

export const contentConfigSchema = baseConfigSchema.extend({
  PORT: portSchema(4005),
  /** Largest login background image accepted, in bytes (under 10 MB). */
  BACKGROUND_MAX_BYTES: z.coerce.number().int().positive().default(10 * 1024 * 1024),
  /**
   * Support posts (new conversations and replies) a player may send per window:
   * each one notifies staff, so a burst is refused (429 with Retry-After).
   */
  SUPPORT_POSTS_PER_USER: z.coerce.number().int().positive().default(10),
  SUPPORT_POST_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
});

export type ContentConfig = z.infer<typeof contentConfigSchema>;

export function loadContentConfig(env?: Record<string, string | undefined>): ContentConfig {
  return loadConfig(contentConfigSchema, env);
}
