import { randomBytes, randomUUID } from 'node:crypto';
import { IDENTITY_HEADER, type EventOf, type EventSubject } from '@nova/contracts';
import { createNatsBus, signIdentity, type Bus } from '@nova/platform';
import { createTestConfig, silentLogger, testEnv } from '@nova/platform/testing';
import { startSmtpInbox, type SmtpInbox } from '@nova/platform/testing/smtp';
import { createNotificationsService, notificationsConfigSchema, type NotificationsService } from '../src/index';
import { handlePlayerEvent } from '../src/player/sources';
import { sendDueDeliveries } from '../src/delivery/worker';

/**
 * Events → the players' notifications, against the real PostgreSQL and NATS:
 * once per event and player, the responsible-gaming hold, the centre's
 * fields, the preferences, and email over a real SMTP server on loopback.
 */
let inbox: SmtpInbox;
let service: NotificationsService;
let url: string;
let bus: Bus;
let secret: string;
let cleanUp: () => Promise<void>;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  const test = await createTestConfig('notif_players', 'stack');
  cleanUp = test.cleanUp;
  secret = test.config.INTERNAL_AUTH_SECRET;
  const config = notificationsConfigSchema.parse({
    ...test.config,
    NOTIFICATIONS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    SMTP_URL: inbox.url,
    PUBLIC_URL: 'https://nova.test',
    // The tests run the delivery worker themselves.
    DELIVERY_WORKER_ENABLED: 'false',
  });
  service = createNotificationsService({ config });
  url = (await service.start()).url;
  bus = await createNatsBus({ url: testEnv().TEST_NATS_URL, prefix: test.config.SUBJECT_PREFIX, service: 'stand-in', logger: silentLogger() });
});

afterAll(async () => {
  await bus?.close();
  await service?.stop();
  await cleanUp?.();
  await inbox?.close();
});

const event = <S extends EventSubject>(_subject: S, payload: Omit<EventOf<S>, 'id' | 'occurredAt'>): EventOf<S> =>
  ({ id: randomUUID(), occurredAt: new Date().toISOString(), ...payload }) as EventOf<S>;

async function publish<S extends EventSubject>(subject: S, payload: Omit<EventOf<S>, 'id' | 'occurredAt'>): Promise<EventOf<S>> {
  const published = event(subject, payload);
  await bus.publish(subject, published);
  return published;
}

async function graphql(userId: string | null, query: string, variables: Record<string, unknown> = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (userId) headers[IDENTITY_HEADER] = signIdentity({ userId, sessionId: 's', isAdmin: false }, secret);
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  return (await response.json()) as { data?: Record<string, any>; errors?: Array<{ message: string; extensions?: { code?: string } }> };
}

const db = () => service.deps().db;

/** Polls the database until the consumers have caught up (no fixed sleep decides the outcome). */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 200; i += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the consumers did not catch up');
}

const notificationsOf = async (userId: string) =>
  (await db().query<{ type: string; visible: boolean; dedupe_key: string; params: Record<string, unknown> }>(
    'SELECT type, visible, dedupe_key, params FROM player_notifications WHERE user_id = $1 ORDER BY created_at',
    [userId],
  )).rows;

const deliveriesOf = async (userId: string) =>
  (await db().query<{ type: string; channel: string; status: string }>(
    `SELECT n.type, d.channel, d.status FROM notification_deliveries d JOIN player_notifications n ON n.id = d.notification_id
      WHERE n.user_id = $1 ORDER BY n.type, d.channel`,
    [userId],
  )).rows;

const LIST = `query List($page: Int) { myNotifications(page: $page) { total unread page pageSize items { id type params link read } } }`;

describe('player notifications', () => {
  const winner = randomUUID();
  const loser = randomUUID();
  const drawId = randomUUID();
  const winnerEmail = `winner-${winner.slice(0, 8)}@example.com`;

  it('tells the winner of their win and every other player of the results, once each, however often the event comes', async () => {
    await publish('identity.user.contact-changed.v1', { userId: winner, language: 'th', confirmedEmail: winnerEmail });
    await publish('draws.draw.opened.v1', {
      drawId, name: 'Friday Mega', period: 'weekly', ticketPriceMinor: 500, maxTickets: 100, drawDate: new Date().toISOString(), seedCommitment: 'c',
    });
    const purchases = [];
    for (const userId of [winner, loser, winner]) {
      purchases.push(await publish('draws.ticket.purchased.v1', { purchaseId: randomUUID(), drawId, userId, quantity: 1, totalMinor: 500, discountMinor: 0 }));
    }
    await until(() => db().query('SELECT 1 FROM draw_players WHERE draw_id = $1', [drawId]), (result) => result.rows.length === 2);
    // A purchase repeats harmlessly, so it leaves no handled-events marker behind.
    await handlePlayerEvent(service.deps(), 'draws.ticket.purchased.v1', purchases[1] as EventOf<'draws.ticket.purchased.v1'>);
    expect((await db().query('SELECT 1 FROM draw_players WHERE draw_id = $1', [drawId])).rows).toHaveLength(2);
    expect((await db().query('SELECT 1 FROM processed_events WHERE event_id::text = ANY($1::text[])', [purchases.map((purchase) => purchase.id)])).rows).toEqual([]);
    const completed = await publish('draws.draw.completed.v1', {
      drawId, seed: 's', prizePoolMinor: 10_000, adminProfitMinor: 1_000,
      winners: [
        { rank: 1, ticketNumber: 'A-1', userId: winner, prizeMinor: 7_000 },
        { rank: 2, ticketNumber: 'A-3', userId: winner, prizeMinor: 2_000 },
      ],
    });
    const [win] = await until(() => notificationsOf(winner), (rows) => rows.length === 1);
    expect(win).toMatchObject({ type: 'win', visible: true, params: { drawId, drawName: 'Friday Mega', amountMinor: 9_000, tickets: 2, rank: 1 } });
    expect((await until(() => notificationsOf(loser), (rows) => rows.length === 1)).map((row) => row.type)).toEqual(['draw_results']);

    // The same event again (a redelivery), and a copy under another id: nothing new.
    await handlePlayerEvent(service.deps(), 'draws.draw.completed.v1', completed);
    await handlePlayerEvent(service.deps(), 'draws.draw.completed.v1', { ...completed, id: randomUUID() });
    expect(await notificationsOf(winner)).toHaveLength(1);
    expect(await notificationsOf(loser)).toHaveLength(1);
    // Email is on for wins by default, off for results; push and Telegram wait until connected.
    expect(await deliveriesOf(winner)).toEqual([{ type: 'win', channel: 'email', status: 'pending' }]);
    expect(await deliveriesOf(loser)).toEqual([]);
  });

  it('shows each player only their own notifications, counts the unread and marks them read', async () => {
    expect((await graphql(null, LIST)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const mine = await graphql(winner, LIST);
    expect(mine.data?.myNotifications).toMatchObject({ total: 1, unread: 1, page: 1, pageSize: 20 });
    const [item] = mine.data?.myNotifications.items;
    expect(item).toMatchObject({ type: 'win', link: `/results/${drawId}`, read: false });
    expect(JSON.parse(item.params)).toMatchObject({ amountMinor: 9_000 });

    // Another player can neither see nor mark it.
    const theirs = await graphql(loser, LIST);
    expect(theirs.data?.myNotifications.items.map((other: { type: string }) => other.type)).toEqual(['draw_results']);
    expect((await graphql(loser, 'mutation M($ids: [ID!]) { markNotificationsRead(ids: $ids) }', { ids: [item.id] })).data?.markNotificationsRead).toBe(0);
    expect((await graphql(winner, '{ unreadNotificationCount }')).data?.unreadNotificationCount).toBe(1);

    const bad = await graphql(winner, 'mutation { markNotificationsRead }');
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await graphql(winner, 'mutation M($ids: [ID!]) { markNotificationsRead(ids: $ids) }', { ids: [item.id] })).data?.markNotificationsRead).toBe(1);
    expect((await graphql(winner, '{ unreadNotificationCount }')).data?.unreadNotificationCount).toBe(0);
    expect((await graphql(loser, 'mutation { markNotificationsRead(all: true) }')).data?.markNotificationsRead).toBe(1);
    expect((await graphql(loser, '{ unreadNotificationCount }')).data?.unreadNotificationCount).toBe(0);
  });

  it('mails the win in the player\'s language to their confirmed address, with the link', async () => {
    const since = inbox.mails.length;
    const round = await sendDueDeliveries({ ...service.deps(), logger: silentLogger() });
    expect(round).toMatchObject({ sent: 1, failed: 0 });
    const mail = await inbox.waitFor(winnerEmail, { since });
    expect(mail.subject).toBe('Nova Jackpot: คุณถูกรางวัลใน Friday Mega!');
    expect(mail.text).toContain('MVR 90.00');
    expect(mail.text).toContain(`https://nova.test/results/${drawId}`);
    expect(await deliveriesOf(winner)).toEqual([{ type: 'win', channel: 'email', status: 'sent' }]);
    // Sent is final: another round sends nothing.
    expect(await sendDueDeliveries({ ...service.deps(), logger: silentLogger() })).toMatchObject({ sent: 0 });
    expect(inbox.mails.length).toBe(since + 1);
  });

  it('during a self-exclusion lets only news of the player\'s own money through, in the app and outside it', async () => {
    const player = randomUUID();
    await publish('identity.user.contact-changed.v1', { userId: player, language: 'en', confirmedEmail: `p-${player.slice(0, 8)}@example.com` });
    await publish('wallet.play-block.started.v1', { userId: player, kind: 'self_exclusion', endsAt: new Date(Date.now() + 86_400_000).toISOString() });
    await until(() => db().query('SELECT 1 FROM notification_players WHERE user_id = $1 AND self_excluded', [player]), (result) => result.rows.length === 1);
    await publish('content.support.replied.v1', { threadId: randomUUID(), userId: player, subject: 'Help' });
    await publish('wallet.limit.reached.v1', { userId: player, limit: 'spend', period: 'day', resetsAt: null });
    await publish('payments.deposit.approved.v1', { depositId: randomUUID(), userId: player, amountMinor: 2_500, transferId: randomUUID() });
    const rows = await until(() => notificationsOf(player), (found) => found.length === 3);
    // Events of different subjects arrive in any order.
    expect(rows.map((row) => [row.type, row.visible]).sort()).toEqual([
      ['deposit_approved', true],
      ['limit_reached', false],
      ['support_reply', false],
    ]);
    expect(await deliveriesOf(player)).toEqual([{ type: 'deposit_approved', channel: 'email', status: 'pending' }]);
    expect((await graphql(player, LIST)).data?.myNotifications).toMatchObject({ total: 1, unread: 1 });

    // Once the player ends it, news reaches them again.
    await publish('wallet.play-block.ended.v1', { userId: player });
    await until(() => db().query('SELECT 1 FROM notification_players WHERE user_id = $1 AND NOT self_excluded', [player]), (result) => result.rows.length === 1);
    await publish('content.support.replied.v1', { threadId: randomUUID(), userId: player, subject: 'Help again' });
    const after = await until(() => notificationsOf(player), (found) => found.length === 4);
    expect(after.find((row) => row.params.subject === 'Help again')).toMatchObject({ type: 'support_reply', visible: true });
  });

  it('holds back a queued message when a time-out starts before it is sent, but never news of money', async () => {
    const player = randomUUID();
    const address = `t-${player.slice(0, 8)}@example.com`;
    await publish('identity.user.contact-changed.v1', { userId: player, language: 'en', confirmedEmail: address });
    await graphql(player, 'mutation P($p: [NotificationPreferenceInput!]!) { updateNotificationPreferences(preferences: $p) { type } }', {
      p: [{ type: 'support_reply', channel: 'email', enabled: true }],
    });
    await publish('content.support.replied.v1', { threadId: randomUUID(), userId: player, subject: 'Before' });
    await publish('payments.withdrawal.status-changed.v1', {
      withdrawalId: randomUUID(), userId: player, amountMinor: 1_000, previousStatus: 'processing', status: 'completed', adminNotes: null,
    });
    await until(() => deliveriesOf(player), (rows) => rows.length === 2);
    await publish('wallet.play-block.started.v1', { userId: player, kind: 'time_out', endsAt: new Date(Date.now() + 86_400_000).toISOString() });
    await until(() => db().query('SELECT 1 FROM notification_players WHERE user_id = $1 AND time_out_until > now()', [player]), (result) => result.rows.length === 1);
    const since = inbox.mails.length;
    await sendDueDeliveries({ ...service.deps(), logger: silentLogger() });
    expect(await deliveriesOf(player)).toEqual([
      { type: 'support_reply', channel: 'email', status: 'held_back' },
      { type: 'withdrawal_processed', channel: 'email', status: 'sent' },
    ]);
    const mail = await inbox.waitFor(address, { since });
    expect(mail.subject).toBe('Nova Jackpot: Withdrawal completed');
    expect(inbox.mails.slice(since).filter((sent) => sent.to.includes(address))).toHaveLength(1);
  });

  it('keeps per-type per-channel preferences with defaults, refuses bad ones whole, and queues by them', async () => {
    const player = randomUUID();
    const PREFS = '{ myNotificationPreferences { type channel enabled } }';
    const defaults = (await graphql(player, PREFS)).data?.myNotificationPreferences as Array<{ type: string; channel: string; enabled: boolean }>;
    expect(defaults).toHaveLength(40);
    const lookup = (list: typeof defaults, type: string, channel: string) => list.find((item) => item.type === type && item.channel === channel)?.enabled;
    expect(lookup(defaults, 'win', 'email')).toBe(true);
    expect(lookup(defaults, 'deposit_rejected', 'email')).toBe(true);
    expect(lookup(defaults, 'draw_results', 'email')).toBe(false);
    expect(lookup(defaults, 'draw_results', 'in_app')).toBe(true);
    expect(lookup(defaults, 'win', 'push')).toBe(false);
    expect(lookup(defaults, 'win', 'telegram')).toBe(false);

    const SAVE = 'mutation P($p: [NotificationPreferenceInput!]!) { updateNotificationPreferences(preferences: $p) { type channel enabled } }';
    const refused = await graphql(player, SAVE, { p: [{ type: 'deposit_approved', channel: 'email', enabled: false }, { type: 'jackpot', channel: 'email', enabled: true }] });
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(lookup((await graphql(player, PREFS)).data?.myNotificationPreferences, 'deposit_approved', 'email')).toBe(true);

    const saved = await graphql(player, SAVE, { p: [{ type: 'deposit_approved', channel: 'email', enabled: false }, { type: 'deposit_approved', channel: 'in_app', enabled: false }] });
    expect(lookup(saved.data?.updateNotificationPreferences, 'deposit_approved', 'email')).toBe(false);
    await publish('identity.user.contact-changed.v1', { userId: player, language: 'en', confirmedEmail: `q-${player.slice(0, 8)}@example.com` });
    await publish('payments.deposit.approved.v1', { depositId: randomUUID(), userId: player, amountMinor: 100, transferId: randomUUID() });
    const [row] = await until(() => notificationsOf(player), (rows) => rows.length === 1);
    expect(row).toMatchObject({ type: 'deposit_approved', visible: false });
    expect(await deliveriesOf(player)).toEqual([]);
  });
});
