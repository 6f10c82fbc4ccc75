import { createLocalBus } from '../src';
import { describeBusContract } from './support/bus-contract';

describeBusContract('local bus', async () => {
  const bus = createLocalBus({ redeliveryDelayMs: 50 });
  return { bus, peer: async () => bus, close: () => bus.close() };
});
