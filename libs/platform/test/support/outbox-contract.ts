import { randomUUID } from 'node:crypto';
import type { EventOf } from '@nova/contracts';
import { enqueueEvent, handleOnce, startOutboxRelay, type Bus, type Db, type OutboxRelay } from '../../src';
import { silentLogger } from '../../src/testing';
import { sleep, waitFor } from './wait';

type Registered = EventOf<'identity.user.registered.v1'>;
const SUBJECT = 'identity.user.registered.v1';

export interface OutboxFixture {
  db: Db;
  bus: Bus;
  /** Message ids as the transport stored them (NATS: Nats-Msg-Id headers). */
  storedMessageIds?(): Promise<string[]>;
  close(): Promise<void>;
}

function registration(username: string) {
  return { userId: randomUUID(), username, referredByUserId: null };
}

/** Outbox and consumer-dedupe behaviour, the same on every backend pair. */
export function describeOutboxContract(name: string, open: () => Promise<OutboxFixture>): void {
  describe(`${name}: outbox`, () => {
    let fixture: OutboxFixture;
    let relay: OutboxRelay;
    let received: Registered[];

    beforeAll(async () => {
      fixture = await open();
      // Long interval: the tests drive the relay with flush()/nudge().
      relay = startOutboxRelay({ db: fixture.db, bus: fixture.bus, logger: silentLogger(), intervalMs: 60_000 });
      received = [];
      await fixture.bus.subscribe(SUBJECT, 'outbox-test', async (event) => {
        received.push(event);
      });
    }, 60_000);
    afterAll(async () => {
      await relay.stop();
      await fixture.close();
    });
    beforeEach(async () => {
      await relay.flush();
      await sleep(50);
      received.length = 0;
    });

    it('publishes nothing for a rolled-back transaction', async () => {
      await expect(
        fixture.db.transaction(async (tx) => {
          await enqueueEvent(tx, SUBJECT, registration('ghost'));
          throw new Error('registration failed');
        }),
      ).rejects.toThrow('registration failed');
      expect(await relay.flush()).toBe(0);
      await sleep(200);
      expect(received).toEqual([]);
    });

    it('publishes a committed event once, with the row id as the message id', async () => {
      const event = await fixture.db.transaction((tx) => enqueueEvent(tx, SUBJECT, registration('alice')));
      expect(event).toMatchObject({ id: expect.any(String), occurredAt: expect.any(String), username: 'alice' });
      const row = await fixture.db.query<{ id: string; published_at: Date | null }>(
        'SELECT id, published_at FROM outbox WHERE id = $1',
        [event.id],
      );
      expect(row.rows[0]?.published_at).toBeNull();

      expect(await relay.flush()).toBe(1);
      expect(await relay.flush()).toBe(0);
      await waitFor(() => expect(received).toEqual([event]));
      const published = await fixture.db.query<{ published_at: Date | null }>('SELECT published_at FROM outbox WHERE id = $1', [event.id]);
      expect(published.rows[0]?.published_at).toBeInstanceOf(Date);
      if (fixture.storedMessageIds) expect(await fixture.storedMessageIds()).toContain(event.id);
    });

    it('does not deliver twice when a row is published again (crash before marking)', async () => {
      const event = await fixture.db.transaction((tx) => enqueueEvent(tx, SUBJECT, registration('bob')));
      await relay.flush();
      await fixture.db.query('UPDATE outbox SET published_at = NULL WHERE id = $1', [event.id]);
      expect(await relay.flush()).toBe(1);
      await waitFor(() => expect(received.map((item) => item.id)).toEqual([event.id]));
      await sleep(300);
      expect(received.map((item) => item.id)).toEqual([event.id]);
    });

    it('publishes in enqueue order, and nudge() publishes without waiting for the timer', async () => {
      const events = await fixture.db.transaction(async (tx) => [
        await enqueueEvent(tx, SUBJECT, registration('first')),
        await enqueueEvent(tx, SUBJECT, registration('second')),
        await enqueueEvent(tx, SUBJECT, registration('third')),
      ]);
      relay.nudge();
      await waitFor(() => expect(received.map((item) => item.username)).toEqual(['first', 'second', 'third']));
      expect(received.map((item) => item.id)).toEqual(events.map((event) => event.id));
    });

    it('after a failed send, marks only what went out before it; the next pass sends the rest once', async () => {
      let failOnce = true;
      const flaky: Bus = {
        ...fixture.bus,
        publish: async (subject, event) => {
          if (failOnce && (event as Registered).username === 'broken') {
            failOnce = false;
            throw new Error('publish timed out');
          }
          return fixture.bus.publish(subject, event);
        },
      };
      const flakyRelay = startOutboxRelay({ db: fixture.db, bus: flaky, logger: silentLogger(), intervalMs: 60_000 });
      const events = await fixture.db.transaction(async (tx) => [
        await enqueueEvent(tx, SUBJECT, registration('before')),
        await enqueueEvent(tx, SUBJECT, registration('broken')),
        await enqueueEvent(tx, SUBJECT, registration('after')),
      ]);
      await expect(flakyRelay.flush()).rejects.toThrow('publish timed out');
      await flakyRelay.stop();
      const marked = await fixture.db.query<{ id: string }>('SELECT id FROM outbox WHERE id = ANY($1::uuid[]) AND published_at IS NOT NULL', [events.map((event) => event.id)]);
      expect(marked.rows.map((row) => row.id)).toEqual([events[0]?.id]);

      expect(await relay.flush()).toBe(2);
      await waitFor(() => expect(received.map((item) => item.username).sort()).toEqual(['after', 'before', 'broken']));
      await sleep(300);
      expect(received).toHaveLength(3);
    });

    it('refuses to enqueue an event that breaks its contract', async () => {
      await expect(
        fixture.db.transaction((tx) => enqueueEvent(tx, SUBJECT, { ...registration('x'), userId: 'nope' })),
      ).rejects.toMatchObject({ code: 'INTERNAL' });
    });

    it('handleOnce runs a consumer’s work once per event', async () => {
      const event = { id: randomUUID() };
      let runs = 0;
      const work = () =>
        handleOnce(fixture.db, 'welcome-bonus', event, async (tx) => {
          runs += 1;
          await tx.query('SELECT 1');
        });
      await expect(work()).resolves.toBe(true);
      await expect(work()).resolves.toBe(false);
      expect(runs).toBe(1);
      // Another consumer of the same event is independent.
      await expect(handleOnce(fixture.db, 'audit', event, async () => undefined)).resolves.toBe(true);
    });

    it('handleOnce records nothing when the work fails, so a redelivery retries it', async () => {
      const event = { id: randomUUID() };
      await expect(
        handleOnce(fixture.db, 'flaky', event, async () => {
          throw new Error('wallet unavailable');
        }),
      ).rejects.toThrow('wallet unavailable');
      await expect(handleOnce(fixture.db, 'flaky', event, async () => undefined)).resolves.toBe(true);
    });
  });
}
