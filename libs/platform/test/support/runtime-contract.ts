import { randomUUID } from 'node:crypto';
import type { EventOf } from '@nova/contracts';
import { enqueueEvent } from '../../src';
import { openTestRuntime, type TestRuntime } from '../../src/testing';
import { MIGRATIONS_DIR } from './db-contract';
import { waitFor } from './wait';

/** A service's whole stack: migrate, write + enqueue in one transaction, relay, consume, cache. */
export function describeRuntimeContract(mode: 'embedded' | 'stack', expected: { db: string; store: string }): void {
  describe(`runtime (${mode})`, () => {
    let runtime: TestRuntime;
    beforeAll(async () => {
      runtime = await openTestRuntime({ service: 'notes', mode, migrationsDir: MIGRATIONS_DIR, outboxIntervalMs: 100 });
    }, 60_000);
    afterAll(async () => {
      await runtime.dispose();
    });

    it('picks its backends from the config', () => {
      expect(runtime.db.kind).toBe(expected.db);
      expect(runtime.store.kind).toBe(expected.store);
    });

    it('publishes what a committed transaction enqueued, through the running relay', async () => {
      const seen: Array<EventOf<'identity.user.password-changed.v1'>> = [];
      await runtime.bus.subscribe('identity.user.password-changed.v1', 'runtime-test', async (event) => {
        seen.push(event);
      });
      const event = await runtime.db.transaction(async (tx) => {
        await tx.query("INSERT INTO notes (body) VALUES ('password changed')");
        return enqueueEvent(tx, 'identity.user.password-changed.v1', { userId: randomUUID() });
      });
      runtime.outbox.nudge();
      await waitFor(() => expect(seen).toEqual([event]));
    });

    it('has a working key-value store', async () => {
      await runtime.store.set('hello', 'world', { ttlSeconds: 30 });
      expect(await runtime.store.get('hello')).toBe('world');
    });
  });
}
