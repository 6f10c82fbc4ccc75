import { randomUUID } from 'node:crypto';
import { contentFigureDefaults, contentSettingsCopy } from '@nova/contracts';
import { createLocalBus, followPublishedCopy, openDb, storeCopy, type Bus, type Db } from '../src';
import { silentLogger } from '../src/testing';
import { MIGRATIONS_DIR } from './support/db-contract';
import { waitFor } from './support/wait';

const logger = silentLogger();
let db: Db;
let bus: Bus;

// One embedded database for the file (starting PGlite is the slow part on a busy machine), emptied between tests.
beforeAll(async () => {
  db = await openDb({ service: 'reader', dataDir: 'memory://', migrationsDir: MIGRATIONS_DIR, logger });
  await db.query('CREATE TABLE content_settings (id boolean PRIMARY KEY DEFAULT true CHECK (id), figures jsonb NOT NULL, changed_at timestamptz NOT NULL)');
}, 120_000);

afterAll(async () => {
  await db?.close();
});

beforeEach(async () => {
  await db.query('DELETE FROM content_settings');
  await db.query('DELETE FROM processed_events');
  bus = createLocalBus({ logger });
});

afterEach(async () => {
  await bus?.close();
});

const follow = () => followPublishedCopy(contentSettingsCopy, { db, bus, logger, consumer: 'reader-settings', retryMs: 50 });
const saved = { ...contentFigureDefaults, adminProfitPercentage: 25, referrerBonusMinor: 7_50 };

describe('a published copy (the content settings as draws and identity keep them)', () => {
  it("gives the owner's defaults until the owner answers, then the owner's saved figures", async () => {
    let answering = false;
    await bus.respond('content.settings.current.v1', async () => {
      if (!answering) throw new Error('content is starting');
      return { ...saved, changedAt: '2500-01-01T00:00:00.000Z' };
    });
    const copy = follow();
    await copy.start();
    expect(copy.current()).toEqual(contentFigureDefaults);
    answering = true;
    await waitFor(() => expect(copy.current().adminProfitPercentage).toBe(25));
    expect(copy.current()).toEqual(saved);
    await copy.stop();
  });

  it('follows a change event and never goes back to an older copy', async () => {
    const copy = follow();
    await copy.start();
    const publish = (figures: typeof saved, occurredAt: string) => bus.publish('content.settings.changed.v1', { id: randomUUID(), occurredAt, ...figures });
    await publish(saved, '2500-01-02T00:00:00.000Z');
    await waitFor(() => expect(copy.current().referrerBonusMinor).toBe(7_50));
    await publish({ ...saved, referrerBonusMinor: 1_00 }, '2500-01-01T00:00:00.000Z');
    await publish({ ...saved, referrerBonusMinor: 9_00 }, '2500-01-03T00:00:00.000Z');
    await waitFor(() => expect(copy.current().referrerBonusMinor).toBe(9_00));
    await copy.stop();
  });

  it("fills a figure a stored copy lacks (saved before it existed) with the owner's default", async () => {
    const { referralsPerDay: _cap, bonusPlayThrough: _playThrough, ...older } = saved;
    await storeCopy(db, 'content_settings', older, '2500-01-01T00:00:00.000Z');
    const copy = follow();
    await copy.start();
    expect(copy.current()).toMatchObject({ referrerBonusMinor: 7_50, referralsPerDay: 10, bonusPlayThrough: 1 });
    await copy.stop();
  });

  it('refuses a table name that is not one', () => {
    expect(() => followPublishedCopy({ ...contentSettingsCopy, table: 'x; DROP TABLE y' }, { db, bus, logger, consumer: 'c' })).toThrow('not a table name');
  });
});
