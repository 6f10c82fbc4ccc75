import { randomUUID } from 'node:crypto';
import type { EventOf } from '@nova/contracts';
import { AppError, currentTimings, StageTimings, timed, withTimings, type Bus } from '../../src';
import { sleep, waitFor } from './wait';

type PasswordChanged = EventOf<'identity.user.password-changed.v1'>;
const SUBJECT = 'identity.user.password-changed.v1';

export interface BusFixture {
  bus: Bus;
  /** Another participant on the same backend (another replica on NATS). */
  peer(): Promise<Bus>;
  close(): Promise<void>;
}

function passwordChanged(): PasswordChanged {
  return { id: randomUUID(), occurredAt: new Date().toISOString(), userId: randomUUID() };
}

function balance(userId: string) {
  return { userId, balanceMinor: 500, availableMinor: 400, heldMinor: 100, withdrawableMinor: 400, bonusMinor: 0, playThroughLeftMinor: 0 };
}

/** The behaviour every Bus implementation must share; run once per implementation. */
export function describeBusContract(name: string, open: () => Promise<BusFixture>): void {
  describe(`${name}: Bus contract`, () => {
    let fixture: BusFixture;
    let bus: Bus;

    beforeEach(async () => {
      fixture = await open();
      bus = fixture.bus;
    });
    afterEach(async () => {
      await fixture.close();
    });

    it('delivers a published event, validated, to a subscriber', async () => {
      const seen: PasswordChanged[] = [];
      await bus.subscribe(SUBJECT, 'audit', async (event) => {
        seen.push(event);
      });
      const event = passwordChanged();
      await bus.publish(SUBJECT, event);
      await waitFor(() => expect(seen).toEqual([event]));
    });

    it('refuses to publish an event that breaks its contract', async () => {
      const broken = { ...passwordChanged(), userId: 'not-a-uuid' };
      await expect(bus.publish(SUBJECT, broken)).rejects.toMatchObject({ code: 'INTERNAL' });
    });

    it('gives a new durable the events published before it existed', async () => {
      const early = passwordChanged();
      await bus.publish(SUBJECT, early);
      const seen: string[] = [];
      await bus.subscribe(SUBJECT, 'late-joiner', async (event) => {
        seen.push(event.id);
      });
      await waitFor(() => expect(seen).toEqual([early.id]));
    });

    it('keeps a durable’s place across a resubscribe and delivers what was missed', async () => {
      const seen: string[] = [];
      const handler = async (event: PasswordChanged) => {
        seen.push(event.id);
      };
      const first = await bus.subscribe(SUBJECT, 'resumer', handler);
      const before = passwordChanged();
      await bus.publish(SUBJECT, before);
      await waitFor(() => expect(seen).toEqual([before.id]));
      await first.unsubscribe();

      const whileAway = [passwordChanged(), passwordChanged()];
      for (const event of whileAway) await bus.publish(SUBJECT, event);
      await sleep(100);
      expect(seen).toEqual([before.id]);

      await bus.subscribe(SUBJECT, 'resumer', handler);
      await waitFor(() => expect(seen).toEqual([before.id, ...whileAway.map((event) => event.id)]));
    });

    it('splits a durable’s events between its subscribers with no duplicates', async () => {
      const byA: string[] = [];
      const byB: string[] = [];
      const peer = await fixture.peer();
      await bus.subscribe(SUBJECT, 'workers', async (event) => {
        byA.push(event.id);
        await sleep(15);
      });
      await peer.subscribe(SUBJECT, 'workers', async (event) => {
        byB.push(event.id);
        await sleep(15);
      });
      const events = Array.from({ length: 30 }, passwordChanged);
      for (const event of events) await bus.publish(SUBJECT, event);
      await waitFor(() => expect(byA.length + byB.length).toBe(events.length), 10_000);
      await sleep(200);
      const all = [...byA, ...byB];
      expect(new Set(all).size).toBe(all.length);
      expect(new Set(all)).toEqual(new Set(events.map((event) => event.id)));
      expect(byA.length).toBeGreaterThan(0);
      expect(byB.length).toBeGreaterThan(0);
    });

    it('gives every durable its own copy of each event', async () => {
      const audit: string[] = [];
      const mailer: string[] = [];
      await bus.subscribe(SUBJECT, 'audit', async (event) => {
        audit.push(event.id);
      });
      await bus.subscribe(SUBJECT, 'mailer', async (event) => {
        mailer.push(event.id);
      });
      const event = passwordChanged();
      await bus.publish(SUBJECT, event);
      await waitFor(() => {
        expect(audit).toEqual([event.id]);
        expect(mailer).toEqual([event.id]);
      });
    });

    it('redelivers an event whose handler threw', async () => {
      let attempts = 0;
      let handled: string | undefined;
      await bus.subscribe(SUBJECT, 'flaky', async (event) => {
        attempts += 1;
        if (attempts === 1) throw new Error('database hiccup');
        handled = event.id;
      });
      const event = passwordChanged();
      await bus.publish(SUBJECT, event);
      await waitFor(() => expect(handled).toBe(event.id), 10_000);
      expect(attempts).toBe(2);
    });

    it('drops a second publish with the same event id', async () => {
      const seen: string[] = [];
      await bus.subscribe(SUBJECT, 'dedupe', async (event) => {
        seen.push(event.id);
      });
      const event = passwordChanged();
      await bus.publish(SUBJECT, event);
      await bus.publish(SUBJECT, event);
      await waitFor(() => expect(seen).toEqual([event.id]));
      await sleep(300);
      expect(seen).toEqual([event.id]);
    });

    it('answers a request from one responder', async () => {
      const peer = await fixture.peer();
      let calls = 0;
      const handler = async ({ userId }: { userId: string }) => {
        calls += 1;
        return balance(userId);
      };
      await bus.respond('wallet.balance.v1', handler);
      await peer.respond('wallet.balance.v1', handler);
      const userId = randomUUID();
      await expect(bus.request('wallet.balance.v1', { userId })).resolves.toEqual(balance(userId));
      expect(calls).toBe(1);
    });

    it('rethrows the responder’s AppError with its code', async () => {
      await bus.respond('wallet.debit.v1', async () => {
        throw new AppError('INSUFFICIENT_BALANCE', 'Insufficient balance');
      });
      const request = { userId: randomUUID(), amountMinor: 100, idempotencyKey: 'purchase-0001', kind: 'ticket_purchase' as const };
      const failure = bus.request('wallet.debit.v1', request);
      await expect(failure).rejects.toBeInstanceOf(AppError);
      await expect(failure).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance' });
    });

    it('hides unexpected responder errors as INTERNAL', async () => {
      await bus.respond('wallet.balance.v1', async () => {
        throw new Error('connection string with a password');
      });
      await expect(bus.request('wallet.balance.v1', { userId: randomUUID() })).rejects.toMatchObject({
        code: 'INTERNAL',
        message: 'Internal error',
      });
    });

    it('refuses a request that breaks its contract before sending it', async () => {
      await expect(bus.request('wallet.balance.v1', { userId: 'nobody' })).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    });

    it('fails with UNAVAILABLE when nobody answers in time', async () => {
      await bus.respond('wallet.balance.v1', async ({ userId }) => {
        await sleep(400);
        return balance(userId);
      });
      await expect(bus.request('wallet.balance.v1', { userId: randomUUID() }, { timeoutMs: 100 })).rejects.toMatchObject({
        code: 'UNAVAILABLE',
      });
    });

    it('brings a timed request the responder’s stages under its name, and an untimed one none', async () => {
      const seen: boolean[] = [];
      await bus.respond('wallet.balance.v1', async ({ userId }) => {
        seen.push(currentTimings() !== undefined);
        await timed('tx', () => sleep(20));
        return balance(userId);
      });
      const timings = new StageTimings();
      await withTimings(timings, () => bus.request('wallet.balance.v1', { userId: randomUUID() }));
      const stages = new Map(timings.list().map((stage) => [stage.name, stage]));
      expect(stages.get('wallet.tx')?.ms).toBeGreaterThanOrEqual(15);
      expect(stages.get('wallet.total')?.ms).toBeGreaterThanOrEqual(stages.get('wallet.tx')?.ms ?? Infinity);
      await bus.request('wallet.balance.v1', { userId: randomUUID() });
      expect(seen).toEqual([true, false]);
    });

    it('fails with UNAVAILABLE when there is no responder', async () => {
      await expect(bus.request('wallet.balance.v1', { userId: randomUUID() }, { timeoutMs: 500 })).rejects.toMatchObject({
        code: 'UNAVAILABLE',
      });
    });
  });
}
