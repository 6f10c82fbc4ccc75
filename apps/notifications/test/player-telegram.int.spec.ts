import { randomBytes, randomUUID } from 'node:crypto';
import { createTestConfig } from '@nova/platform/testing';
import { createNotificationsService, notificationsConfigSchema, type NotificationsConfig, type NotificationsService } from '../src/index';
import type { DeliveryChannel } from '../src/delivery/channel';
import { createLinkCode, hashLinkCode } from '../src/player-telegram/link-codes';
import { botReplies } from '../src/player-telegram/bot-replies';
import { BotApiStandIn } from './support/bot-api-stand-in';
import { graphqlAs, playerMessage, waitFor } from './support/player-graphql';

const botApi = new BotApiStandIn('nova_jackpot_bot');
let service: NotificationsService;
let url = '';
let secret = '';
let cleanUp: () => Promise<void>;
let config: NotificationsConfig;
const graphql = graphqlAs(() => url, () => secret);
const TOKEN = '987654:PLAYER_bot_token';
const superadmin = { userId: randomUUID(), isAdmin: true, adminRole: 'superadmin' as const };

beforeAll(async () => {
  const apiRoot = await botApi.start();
  const test = await createTestConfig('notif_tglink', 'stack');
  cleanUp = test.cleanUp;
  secret = test.config.INTERNAL_AUTH_SECRET;
  config = notificationsConfigSchema.parse({
    ...test.config,
    NOTIFICATIONS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    TELEGRAM_API_ROOT: apiRoot,
    TELEGRAM_POLL_TIMEOUT_SECONDS: '1',
    TELEGRAM_POLL_IDLE_MS: '50',
  });
  service = createNotificationsService({ config });
  url = (await service.start()).url;
});

afterAll(async () => {
  await service?.stop();
  await cleanUp?.();
  await botApi.stop();
});

interface Link { available: boolean; botUsername: string | null; connected: boolean; linkedAt: string | null }
const LINK = '{ myTelegramLink { available botUsername connected linkedAt } }';
const CODE = 'mutation Code($language: String) { createTelegramLinkCode(language: $language) { code expiresAt botUsername botUrl } }';
const linkOf = async (userId: string) => (await graphql<{ myTelegramLink: Link }>({ userId }, LINK)).data?.myTelegramLink;
async function newCode(userId: string, language?: string) {
  const answer = await graphql<{ createTelegramLinkCode: { code: string; expiresAt: string; botUrl: string } }>({ userId }, CODE, { language });
  expect(answer.errors).toBeUndefined();
  return answer.data?.createTelegramLinkCode ?? { code: '', expiresAt: '', botUrl: '' };
}
const telegramChannel = (): DeliveryChannel => {
  const channel = service.deps().channels.find((candidate) => candidate.name === 'telegram');
  if (!channel) throw new Error('no telegram channel registered');
  return channel;
};

describe('player telegram link', () => {
  it('is unavailable until the admin saves a bot token; signed-out callers are refused', async () => {
    const userId = randomUUID();
    expect(await linkOf(userId)).toEqual({ available: false, botUsername: null, connected: false, linkedAt: null });
    expect((await graphql({ userId }, CODE)).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await graphql(null, LINK)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await graphql(null, CODE)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const saved = await graphql(superadmin, 'mutation { updateTelegramSettings(input: { botToken: "987654:PLAYER_bot_token" }) { hasBotToken } }');
    expect(saved.errors).toBeUndefined();
    expect(await linkOf(userId)).toMatchObject({ available: true, botUsername: 'nova_jackpot_bot', connected: false });
  });

  it('links the chat that sends /start with a fresh code, answers in the player\'s language, and keeps only its hash', async () => {
    const userId = randomUUID();
    const code = await newCode(userId, 'th');
    expect(code.code).toMatch(/^[A-Z2-9]{10}$/);
    expect(code.botUrl).toBe(`https://t.me/nova_jackpot_bot?start=${code.code}`);
    const minutesLeft = (Date.parse(code.expiresAt) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(9);
    expect(minutesLeft).toBeLessThanOrEqual(10);
    const stored = await service.deps().db.query<{ code_hash: string }>('SELECT code_hash FROM telegram_link_codes WHERE user_id = $1', [userId]);
    expect(stored.rows.map((row) => row.code_hash)).toEqual([hashLinkCode(code.code)]);
    expect(JSON.stringify(stored.rows)).not.toContain(code.code);

    botApi.sendText(7001, `/start ${code.code}`);
    await waitFor(async () => (await linkOf(userId))?.connected === true);
    expect(await linkOf(userId)).toMatchObject({ connected: true, linkedAt: expect.any(String) });
    await waitFor(() => botApi.sentTo(7001).length > 0);
    expect(botApi.sentTo(7001)).toEqual([botReplies.linked.th]);
    expect(botApi.calls.filter((call) => call.method === 'sendMessage').every((call) => call.token === TOKEN)).toBe(true);

    // The channel sends the rendered message to that chat.
    const message = playerMessage(userId, { title: 'Prize paid', body: '1,000.00 MVR is in your balance.', link: 'https://jackpot.test/statement' });
    expect(await telegramChannel().send(message)).toBe('sent');
    expect(botApi.sentTo(7001).at(-1)).toBe('Prize paid\n\n1,000.00 MVR is in your balance.\n\nhttps://jackpot.test/statement');
  });

  it('refuses a reused code and an expired one, linking nothing', async () => {
    const first = randomUUID();
    const code = await newCode(first);
    botApi.sendText(7101, `/start ${code.code}`);
    await waitFor(async () => (await linkOf(first))?.connected === true);

    // Reused, from another chat: the first link stays.
    botApi.sendText(7102, `/start ${code.code}`);
    await waitFor(() => botApi.sentTo(7102).length > 0);
    expect(botApi.sentTo(7102)).toEqual([botReplies.invalidCode.en]);
    const chat = await service.deps().db.query<{ chat_id: string }>('SELECT chat_id FROM telegram_player_links WHERE user_id = $1', [first]);
    expect(chat.rows).toEqual([{ chat_id: '7101' }]);

    // Expired: made eleven minutes ago.
    const late = randomUUID();
    const expired = await newCode(late);
    await service.deps().db.query(`UPDATE telegram_link_codes SET expires_at = now() - interval '1 minute' WHERE user_id = $1`, [late]);
    botApi.sendText(7103, `/start ${expired.code}`);
    await waitFor(() => botApi.sentTo(7103).length > 0);
    expect(botApi.sentTo(7103)).toEqual([botReplies.invalidCode.en]);
    expect(await linkOf(late)).toMatchObject({ connected: false });

    // A newer code replaces the older unused one; a group chat links nothing.
    const replaced = await newCode(late);
    const current = await newCode(late);
    botApi.sendText(7104, `/start ${current.code}`, 'group');
    botApi.sendText(7105, `/start ${replaced.code}`);
    await waitFor(() => botApi.sentTo(7105).length > 0);
    expect(botApi.sentTo(7105)).toEqual([botReplies.invalidCode.en]);
    expect(botApi.sentTo(7104)).toEqual([]);
    expect(await linkOf(late)).toMatchObject({ connected: false });
  });

  it('has no address for a player without a chat, unlinks a chat that blocked the bot, and throws when Telegram fails', async () => {
    expect(await telegramChannel().send(playerMessage(randomUUID()))).toBe('no-address');

    const userId = randomUUID();
    botApi.sendText(7201, `/start ${(await newCode(userId)).code}`);
    await waitFor(async () => (await linkOf(userId))?.connected === true);

    botApi.refuseNextSend(502, 'Bad Gateway');
    await expect(telegramChannel().send(playerMessage(userId))).rejects.toThrow();
    expect(await linkOf(userId)).toMatchObject({ connected: true });

    botApi.refuseNextSend(403, 'Forbidden: bot was blocked by the user');
    expect(await telegramChannel().send(playerMessage(userId))).toBe('no-address');
    expect(await linkOf(userId)).toMatchObject({ connected: false });
  });

  it('disconnects on the player\'s request', async () => {
    const userId = randomUUID();
    botApi.sendText(7301, `/start ${(await newCode(userId, 'ar')).code}`);
    await waitFor(async () => (await linkOf(userId))?.connected === true);
    expect(botApi.sentTo(7301)).toEqual([botReplies.linked.ar]);
    const answer = await graphql<{ disconnectTelegram: Link }>({ userId }, 'mutation { disconnectTelegram { connected linkedAt } }');
    expect(answer.data?.disconnectTelegram).toEqual({ connected: false, linkedAt: null });
    expect(await telegramChannel().send(playerMessage(userId))).toBe('no-address');
  });
});

describe('the update reader across replicas', () => {
  it('polls from one replica at a time, and another takes over when the holder stops', async () => {
    // A second replica on the same database and bot.
    const replica = createNotificationsService({ config });
    await replica.start();
    const linkedChat = async (userId: string) =>
      (await replica.deps().db.query<{ chat_id: string }>('SELECT chat_id FROM telegram_player_links WHERE user_id = $1', [userId])).rows[0]?.chat_id;
    try {
      botApi.mostOpenPolls = botApi.openPolls;
      const pollsBefore = botApi.polls;
      const first = randomUUID();
      botApi.sendText(7401, `/start ${(await newCode(first)).code}`);
      await waitFor(async () => (await linkedChat(first)) === '7401' && botApi.polls >= pollsBefore + 4);
      expect(await linkedChat(first)).toBe('7401');
      expect(botApi.mostOpenPolls).toBe(1);

      // The holder stops: the other replica reads on from the kept offset.
      await service.stop();
      const second = randomUUID();
      const code = await createLinkCode(replica.deps().db, { userId: second, sessionId: 's', isAdmin: false }, 'en');
      botApi.sendText(7402, `/start ${code.code}`);
      await waitFor(async () => (await linkedChat(second)) === '7402');
      expect(await linkedChat(second)).toBe('7402');
    } finally {
      await replica.stop();
      url = (await service.start()).url;
    }
  });
});
