/** Content as its own process: `tsx apps/content/src/main.ts` (stack mode). */
import { runServiceProcess } from '@nova/platform';
import { loadContentConfig } from './config';
import { createContentService } from './index';

runServiceProcess('content', () => {
  const config = loadContentConfig();
  return { service: createContentService({ config }), logLevel: config.LOG_LEVEL };
});
