import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes, randomUUID } from 'node:crypto';
import { IDENTITY_HEADER } from '@nova/contracts';
import { createNatsBus, signIdentity, type Bus } from '@nova/platform';
import { createTestConfig, silentLogger, testEnv } from '@nova/platform/testing';
import { createNotificationsService, notificationsConfigSchema, type NotificationsService } from '../src/index';

/** A stand-in for the Telegram Bot API: records every call, fails on demand. */
interface Call { method: string; token: string; body: Record<string, unknown> }
let calls: Call[] = [];
let failuresLeft = 0;
let botApi: Server;
let service: NotificationsService;
let url: string;
let bus: Bus;
let cleanUp: () => Promise<void>;
let secret: string;

const adminId = randomUUID();
const TOKEN = '123456:SECRET_token_value';

beforeAll(async () => {
  botApi = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => {
      const [, bot, method] = /^\/bot([^/]+)\/(\w+)/.exec(req.url ?? '') ?? [];
      if (method === 'getUpdates') {
        // The players' link reader long-polls: no player writes to the bot here.
        setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true,"result":[]}'), 1000).unref();
        return;
      }
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        res.writeHead(502).end('down');
        return;
      }
      calls.push({ method: method ?? '', token: bot ?? '', body: text ? (JSON.parse(text) as Record<string, unknown>) : {} });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true, result: { message_id: calls.length, date: 0, chat: { id: 1, type: 'private' } } }));
    });
  });
  await new Promise<void>((resolve) => botApi.listen(0, '127.0.0.1', resolve));
  const test = await createTestConfig('notif_tg', 'stack');
  cleanUp = test.cleanUp;
  secret = test.config.INTERNAL_AUTH_SECRET;
  const config = notificationsConfigSchema.parse({
    ...test.config,
    NOTIFICATIONS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    TELEGRAM_API_ROOT: `http://127.0.0.1:${(botApi.address() as AddressInfo).port}`,
    TELEGRAM_RETRY_BASE_MS: '10',
    TELEGRAM_POLL_TIMEOUT_SECONDS: '1',
  });
  service = createNotificationsService({ config });
  url = (await service.start()).url;
  bus = await createNatsBus({ url: testEnv().TEST_NATS_URL, prefix: test.config.SUBJECT_PREFIX, service: 'stand-in', logger: silentLogger() });
});

afterAll(async () => {
  await bus?.close();
  await service?.stop();
  await cleanUp?.();
  await new Promise((resolve) => botApi?.close(resolve));
});

async function graphql(query: string, variables: Record<string, unknown> = {}, isAdmin = true) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [IDENTITY_HEADER]: signIdentity({ userId: adminId, sessionId: 's', isAdmin, ...(isAdmin ? { adminRole: 'superadmin' as const } : {}) }, secret) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: Record<string, unknown>; errors?: Array<{ message: string; extensions?: { code?: string } }> };
}

const SAVE = 'mutation Save($input: TelegramSettingsInput!) { updateTelegramSettings(input: $input) { botTokenMasked hasBotToken enabled staffChatIds notificationTypes } }';

async function waitFor(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('telegram notifications', () => {
  it('refuses players, masks the token, splits chat ids, and test-sends over the real Bot API', async () => {
    expect((await graphql('{ telegramSettings { enabled } }', {}, false)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const test = await graphql('mutation { sendTelegramTest(message: "hi") }');
    expect(test.errors?.[0]?.message).toMatch(/disabled/);
    const saved = await graphql(SAVE, { input: { botToken: TOKEN, enabled: true, staffChatIds: ' 111, ,222 ,' } });
    expect(saved.data?.updateTelegramSettings).toMatchObject({ hasBotToken: true, enabled: true, staffChatIds: ['111', '222'] });
    expect(JSON.stringify(saved)).not.toContain('SECRET_token');
    expect(JSON.stringify(await graphql('{ telegramSettings { botTokenMasked } }'))).not.toContain('SECRET_token');

    calls = [];
    expect((await graphql('mutation { sendTelegramTest(message: "Hello staff") }')).data?.sendTelegramTest).toBe(2);
    expect(calls.map((c) => [c.method, c.token, c.body.chat_id, c.body.text])).toEqual([
      ['sendMessage', TOKEN, '111', 'Hello staff'],
      ['sendMessage', TOKEN, '222', 'Hello staff'],
    ]);
  });

  it('sends each enabled type, skips disabled ones, and retries while Telegram is down', async () => {
    await graphql(SAVE, { input: { staffChatIds: '111', notificationTypes: ['user_registration', 'deposit_request', 'support_message', 'draw_start', 'draw_stop'] } });
    calls = [];
    failuresLeft = 1; // the first send fails: retried with backoff
    const userId = randomUUID();
    await bus.publish('identity.user.registered.v1', { id: randomUUID(), occurredAt: new Date().toISOString(), userId, username: 'vega', referredByUserId: null });
    await bus.publish('payments.withdrawal.requested.v1', { id: randomUUID(), occurredAt: new Date().toISOString(), withdrawalId: randomUUID(), userId, amountMinor: 5000, paymentMethod: 'bank' });
    await bus.publish('content.support.message.v1', { id: randomUUID(), occurredAt: new Date().toISOString(), threadId: randomUUID(), userId, subject: 'Help', message: 'Where is my deposit?', newThread: true });
    await bus.publish('payments.deposit.requested.v1', { id: randomUUID(), occurredAt: new Date().toISOString(), depositId: randomUUID(), userId, amountMinor: 2500, paymentMethodId: randomUUID(), paymentMethodName: 'BML transfer', duplicateScreenshot: false });
    const drawId = randomUUID();
    await bus.publish('draws.draw.opened.v1', { id: randomUUID(), occurredAt: new Date().toISOString(), drawId, name: 'Orion Daily', period: 'daily', ticketPriceMinor: 1000, maxTickets: 100, drawDate: new Date().toISOString(), seedCommitment: 'c' });
    await bus.publish('draws.draw.closed.v1', { id: randomUUID(), occurredAt: new Date().toISOString(), drawId, ticketListHash: 'h', ticketsSold: 7, salesMinor: 7000 });
    await waitFor(() => calls.length >= 5);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const texts = calls.map((c) => String(c.body.text));
    expect(texts.some((t) => t.includes('vega'))).toBe(true);
    expect(texts.some((t) => t.includes('Where is my deposit?'))).toBe(true);
    expect(texts.some((t) => t.includes('BML transfer'))).toBe(true);
    expect(texts.some((t) => t.includes('Orion Daily'))).toBe(true);
    expect(texts.some((t) => t.includes('7 tickets'))).toBe(true);
    expect(calls).toHaveLength(5);
    // withdrawal_request is off: nothing about it.
    expect(texts.some((t) => t.includes('Withdrawal'))).toBe(false);
  });
});
