import { createServer, type Server } from 'node:net';
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createMailer } from '@nova/platform/mail';
import { createTestConfig, silentLogger } from '@nova/platform/testing';
import { startSmtpInbox, type SmtpInbox } from '@nova/platform/testing/smtp';
import { createNotificationsService, notificationsConfigSchema, type NotificationsService } from '../src/index';
import { emailChannel } from '../src/delivery/email-channel';
import { sendDueDeliveries, type DeliveryDeps } from '../src/delivery/worker';
import { saveContact } from '../src/player/directory';
import { recordNotification } from '../src/player/notifications';

/**
 * The delivery worker against the real PostgreSQL and a real SMTP server on
 * loopback: a refused send is retried later with a doubling wait and given up
 * after the cap of tries; two replicas on one database never send one delivery twice.
 */
let inbox: SmtpInbox;
let replicas: NotificationsService[] = [];
let cleanUp: () => Promise<void>;
/** A port where nothing answers SMTP: every send there fails. */
let deadSmtp: Server;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  // Accepts and closes at once: the SMTP client sees the connection drop.
  deadSmtp = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => deadSmtp.listen(0, '127.0.0.1', resolve));
  const test = await createTestConfig('notif_delivery', 'stack');
  cleanUp = test.cleanUp;
  const config = notificationsConfigSchema.parse({
    ...test.config,
    NOTIFICATIONS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    SMTP_URL: inbox.url,
    DELIVERY_WORKER_ENABLED: 'false',
  });
  // Two replicas of the service on one database, as the chart runs them.
  replicas = [createNotificationsService({ config }), createNotificationsService({ config })];
  for (const replica of replicas) await replica.start();
});

afterAll(async () => {
  for (const replica of replicas) await replica.stop();
  await cleanUp?.();
  await inbox?.close();
  await new Promise((resolve) => deadSmtp?.close(resolve));
});

const db = () => replicas[0]!.deps().db;
const options = { maxAttempts: 3, retryBaseMs: 60_000, retryCapMs: 90_000, leaseMs: 120_000, batchSize: 5, publicUrl: 'https://nova.test' };

async function queueDeposit(userId: string): Promise<string> {
  return db().transaction(async (tx) => {
    await saveContact(tx, userId, 'en', `${userId.slice(0, 8)}@example.com`);
    const id = await recordNotification(tx, { userId, dedupeKey: randomUUID(), eventId: randomUUID(), type: 'deposit_approved', params: { amountMinor: 1_000 } }, ['email']);
    return id as string;
  });
}

const deliveryOf = async (notificationId: string) =>
  (await db().query<{ status: string; attempts: number; last_error: string | null; wait_seconds: number }>(
    `SELECT status, attempts, last_error, extract(epoch FROM next_attempt_at - now())::float AS wait_seconds
       FROM notification_deliveries WHERE notification_id = $1 AND channel = 'email'`,
    [notificationId],
  )).rows[0]!;

/** Brings a waiting delivery due now (what the clock would do after its wait). */
const makeDue = (notificationId: string) => db().query("UPDATE notification_deliveries SET next_attempt_at = now() WHERE notification_id = $1", [notificationId]);

describe('delivery worker', () => {
  it('retries a failed send after a doubling wait up to the cap, then gives up and marks it failed', async () => {
    const failing = createMailer({ smtpUrl: `smtp://127.0.0.1:${(deadSmtp.address() as AddressInfo).port}`, from: 'Nova <n@example.com>', db: db() });
    const deps: DeliveryDeps = { db: db(), channels: [emailChannel(db(), failing)], delivery: options, logger: silentLogger() };
    const notificationId = await queueDeposit(randomUUID());
    try {
      expect(await sendDueDeliveries(deps)).toMatchObject({ sent: 0, retried: 1 });
      const first = await deliveryOf(notificationId);
      expect(first).toMatchObject({ status: 'pending', attempts: 1 });
      expect(first.last_error).toBeTruthy();
      // The first wait is the base (60 s), give or take the statement's own time.
      expect(first.wait_seconds).toBeGreaterThan(50);
      expect(first.wait_seconds).toBeLessThanOrEqual(60);
      // Not due yet: a round now leaves it alone.
      expect(await sendDueDeliveries(deps)).toMatchObject({ retried: 0, failed: 0 });
      expect((await deliveryOf(notificationId)).attempts).toBe(1);

      await makeDue(notificationId);
      expect(await sendDueDeliveries(deps)).toMatchObject({ retried: 1 });
      const second = await deliveryOf(notificationId);
      expect(second.attempts).toBe(2);
      // Doubled (120 s) but capped at 90 s.
      expect(second.wait_seconds).toBeGreaterThan(80);
      expect(second.wait_seconds).toBeLessThanOrEqual(90);

      await makeDue(notificationId);
      expect(await sendDueDeliveries(deps)).toMatchObject({ failed: 1 });
      expect(await deliveryOf(notificationId)).toMatchObject({ status: 'failed', attempts: 3 });
      await makeDue(notificationId);
      expect(await sendDueDeliveries(deps)).toMatchObject({ sent: 0, retried: 0, failed: 0 });
    } finally {
      failing.close();
    }
  });

  it('sends a retried delivery once the channel works again', async () => {
    const failing = createMailer({ smtpUrl: `smtp://127.0.0.1:${(deadSmtp.address() as AddressInfo).port}`, from: 'Nova <n@example.com>', db: db() });
    const userId = randomUUID();
    const notificationId = await queueDeposit(userId);
    try {
      await sendDueDeliveries({ db: db(), channels: [emailChannel(db(), failing)], delivery: options, logger: silentLogger() });
    } finally {
      failing.close();
    }
    expect(await deliveryOf(notificationId)).toMatchObject({ status: 'pending', attempts: 1 });
    await makeDue(notificationId);
    const since = inbox.mails.length;
    expect(await sendDueDeliveries({ ...replicas[0]!.deps(), logger: silentLogger() })).toMatchObject({ sent: 1 });
    expect(await deliveryOf(notificationId)).toMatchObject({ status: 'sent', attempts: 2 });
    expect((await inbox.waitFor(`${userId.slice(0, 8)}@example.com`, { since })).subject).toBe('Nova Jackpot: Deposit approved');
  });

  it('two replicas sending at once send each delivery exactly once', async () => {
    const players = Array.from({ length: 24 }, () => randomUUID());
    for (const userId of players) await queueDeposit(userId);
    const since = inbox.mails.length;
    const [a, b] = await Promise.all(replicas.map((replica) => sendDueDeliveries({ ...replica.deps(), delivery: options, logger: silentLogger() })));
    expect(a!.sent + b!.sent).toBe(players.length);
    // No address got two mails, and no delivery was tried twice.
    for (const userId of players) await inbox.waitFor(`${userId.slice(0, 8)}@example.com`, { since });
    const received = inbox.mails.slice(since).flatMap((mail) => mail.to);
    expect(received).toHaveLength(players.length);
    expect(new Set(received).size).toBe(players.length);
    const { rows } = await db().query<{ attempts: number }>(
      `SELECT d.attempts FROM notification_deliveries d JOIN player_notifications n ON n.id = d.notification_id WHERE n.user_id = ANY($1::uuid[])`,
      [players],
    );
    expect(rows.map((row) => row.attempts)).toEqual(players.map(() => 1));
  });
});
