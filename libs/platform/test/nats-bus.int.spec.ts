import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from 'nats';
import { createNatsBus, streamName, type Bus } from '../src';
import { deleteTestStream, silentLogger, testEnv, testPrefix } from '../src/testing';
import { describeBusContract } from './support/bus-contract';

const env = testEnv();

async function openNatsBus(prefix: string): Promise<Bus> {
  return createNatsBus({ url: env.TEST_NATS_URL, prefix, service: 'platform-test', logger: silentLogger(), redeliveryDelayMs: 100 });
}

describeBusContract('NATS JetStream bus', async () => {
  // A fresh prefix (so a fresh stream) per test: deliver-all must not see other tests' events.
  const prefix = testPrefix('bus');
  const buses: Bus[] = [await openNatsBus(prefix)];
  return {
    bus: buses[0] as Bus,
    async peer() {
      const peer = await openNatsBus(prefix);
      buses.push(peer);
      return peer;
    },
    async close() {
      await Promise.all(buses.map((bus) => bus.close()));
      await deleteTestStream(prefix);
    },
  };
});

describe('NATS JetStream bus: wire format', () => {
  const prefix = testPrefix('wire');
  let bus: Bus;
  let nc: NatsConnection;

  beforeAll(async () => {
    bus = await openNatsBus(prefix);
    nc = await connect({ servers: env.TEST_NATS_URL });
  });
  afterAll(async () => {
    await bus.close();
    await nc.close();
    await deleteTestStream(prefix);
  });

  it('stores events in one stream, with the event id as Nats-Msg-Id', async () => {
    const event = { id: randomUUID(), occurredAt: new Date().toISOString(), userId: randomUUID() };
    await bus.publish('identity.user.password-changed.v1', event);
    await bus.publish('identity.user.password-changed.v1', event);
    const jsm = await nc.jetstreamManager();
    const info = await jsm.streams.info(streamName(prefix));
    expect(info.config.subjects).toEqual([`${prefix}.events.>`]);
    expect(info.state.messages).toBe(1);
    const stored = await jsm.streams.getMessage(streamName(prefix), { seq: info.state.first_seq });
    expect(stored.subject).toBe(`${prefix}.events.identity.user.password-changed.v1`);
    expect(stored.header.get('Nats-Msg-Id')).toBe(event.id);
    expect(stored.json()).toEqual(event);
  });

  it('names the stream from the upper-cased prefix', () => {
    expect(streamName('nova-test.a')).toBe('NOVA_TEST_A_EVENTS');
  });
});
