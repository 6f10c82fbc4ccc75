import { testSecret } from '../src/testing';
import { createLocalBus, createMemoryStore, loadConfig, baseConfigSchema, openRuntime } from '../src';
import { describeRuntimeContract } from './support/runtime-contract';

describeRuntimeContract('embedded', { db: 'pglite', store: 'memory' });

describe('runtime with shared bus and store (all services in one process)', () => {
  it('uses them and leaves them open on close', async () => {
    const bus = createLocalBus();
    const store = createMemoryStore();
    const config = loadConfig(baseConfigSchema, { LOG_LEVEL: 'silent', DATA_DIR: 'memory://', INTERNAL_AUTH_SECRET: testSecret() });
    const runtime = await openRuntime({ service: 'notes', config, shared: { bus, store } });
    expect(runtime.bus).toBe(bus);
    expect(runtime.store).toBe(store);
    await runtime.close();
    await store.set('still', 'open');
    expect(await store.get('still')).toBe('open');
    await bus.publish('identity.user.password-changed.v1', {
      id: '0b6b2a9e-4a4f-4d7b-9a57-0c8e7f3d2a11',
      occurredAt: new Date().toISOString(),
      userId: '7d4c1a2b-3e5f-4a6b-8c9d-0e1f2a3b4c5d',
    });
    await bus.close();
  }, 60_000);
});
