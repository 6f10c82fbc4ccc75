/** Wallet as its own process: `tsx apps/wallet/src/main.ts` (stack mode). */
import { runServiceProcess } from '@nova/platform';
import { loadWalletConfig } from './config';
import { createWalletService } from './index';

runServiceProcess('wallet', () => {
  const config = loadWalletConfig();
  return { service: createWalletService({ config }), logLevel: config.LOG_LEVEL };
});
