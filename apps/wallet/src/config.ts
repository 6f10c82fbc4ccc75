import type { z } from 'zod';
import { baseConfigSchema, loadConfig, portSchema } from '@nova/platform';

export const walletConfigSchema = baseConfigSchema.extend({
  PORT: portSchema(4002),
});

export type WalletConfig = z.infer<typeof walletConfigSchema>;

export function loadWalletConfig(env?: Record<string, string | undefined>): WalletConfig {
  return loadConfig(walletConfigSchema, env);
}
