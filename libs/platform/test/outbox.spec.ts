import { createLocalBus, openDb } from '../src';
import { silentLogger } from '../src/testing';
import { describeOutboxContract } from './support/outbox-contract';

describeOutboxContract('PGlite + local bus', async () => {
  const db = await openDb({ service: 'outbox', dataDir: 'memory://', logger: silentLogger() });
  const bus = createLocalBus({ redeliveryDelayMs: 50 });
  return {
    db,
    bus,
    async close() {
      await bus.close();
      await db.close();
    },
  };
});
