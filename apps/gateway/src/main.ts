/** The gateway as its own process (stack mode, its image): `node main.js`. */
import { runAsProcess } from '@nova/platform';
import { standaloneGateway } from './standalone';

runAsProcess('gateway', () => {
  const service = standaloneGateway();
  return { service, logLevel: service.logLevel };
});
