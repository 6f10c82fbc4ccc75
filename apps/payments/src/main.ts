/** Payments as its own process: `tsx apps/payments/src/main.ts` (stack mode). */
import { runServiceProcess } from '@nova/platform';
import { loadPaymentsConfig } from './config';
import { createPaymentsService } from './index';

runServiceProcess('payments', () => {
  const config = loadPaymentsConfig();
  return { service: createPaymentsService({ config }), logLevel: config.LOG_LEVEL };
});
