/** Identity as its own process: `tsx apps/identity/src/main.ts` (stack mode). */
import { runServiceProcess } from '@nova/platform';
import { loadIdentityConfig } from './config';
import { createIdentityService } from './index';

runServiceProcess('identity', () => {
  const config = loadIdentityConfig();
  return { service: createIdentityService({ config }), logLevel: config.LOG_LEVEL };
});
