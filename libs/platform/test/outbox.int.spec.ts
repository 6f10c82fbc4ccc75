import { randomUUID } from 'node:crypto';
import { connect } from 'nats';
import { createLocalBus, createNatsBus, enqueueEvent, openDb, startOutboxRelay, streamName, type Bus } from '../src';
import { createTestDatabase, deleteTestStream, silentLogger, testEnv, testPrefix } from '../src/testing';
import { describeOutboxContract } from './support/outbox-contract';

const env = testEnv();
const logger = silentLogger();

async function storedMessageIds(prefix: string): Promise<string[]> {
  const nc = await connect({ servers: env.TEST_NATS_URL });
  try {
    const jsm = await nc.jetstreamManager();
    const info = await jsm.streams.info(streamName(prefix));
    const ids: string[] = [];
    for (let seq = info.state.first_seq; seq <= info.state.last_seq; seq += 1) {
      const message = await jsm.streams.getMessage(streamName(prefix), { seq });
      ids.push(message.header.get('Nats-Msg-Id'));
    }
    return ids;
  } finally {
    await nc.close();
  }
}

describeOutboxContract('PostgreSQL + NATS', async () => {
  const database = await createTestDatabase('outbox');
  const prefix = testPrefix('outbox');
  const db = await openDb({ service: 'outbox', databaseUrl: database.url, dataDir: 'unused', logger });
  const bus = await createNatsBus({ url: env.TEST_NATS_URL, prefix, service: 'outbox-test', logger, redeliveryDelayMs: 100 });
  return {
    db,
    bus,
    storedMessageIds: () => storedMessageIds(prefix),
    async close() {
      await bus.close();
      await db.close();
      await database.drop();
      await deleteTestStream(prefix);
    },
  };
});

describe('outbox relay replicas on PostgreSQL', () => {
  it('never publish the same row twice when flushing at the same time', async () => {
    const database = await createTestDatabase('outbox_replicas');
    const db = await openDb({ service: 'outbox', databaseUrl: database.url, dataDir: 'unused', logger });
    const published: string[] = [];
    // Counts publishes; each replica has its own relay over the same table.
    const local = createLocalBus();
    const countingBus: Bus = {
      ...local,
      async publish(_subject, event) {
        published.push(event.id);
        await new Promise((resolve) => setTimeout(resolve, 2));
      },
    };
    const relays = Array.from({ length: 3 }, () =>
      startOutboxRelay({ db, bus: countingBus, logger, intervalMs: 60_000, batchSize: 5 }),
    );
    try {
      await db.transaction(async (tx) => {
        for (let index = 0; index < 40; index += 1) {
          await enqueueEvent(tx, 'identity.user.password-changed.v1', { userId: randomUUID() });
        }
      });
      const counts = await Promise.all(relays.map((relay) => relay.flush()));
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(40);
      expect(new Set(published).size).toBe(40);
      expect(published).toHaveLength(40);
    } finally {
      await Promise.all(relays.map((relay) => relay.stop()));
      await local.close();
      await db.close();
      await database.drop();
    }
  });
});
