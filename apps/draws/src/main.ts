/** Draws as its own process: `tsx apps/draws/src/main.ts` (stack mode). */
import { runServiceProcess } from '@nova/platform';
import { loadDrawsConfig } from './config';
import { createDrawsService } from './index';

runServiceProcess('draws', () => {
  const config = loadDrawsConfig();
  return { service: createDrawsService({ config }), logLevel: config.LOG_LEVEL };
});
