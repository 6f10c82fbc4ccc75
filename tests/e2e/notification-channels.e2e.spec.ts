import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { BotApiStandIn } from '../../apps/notifications/test/support/bot-api-stand-in';
import { graphqlAs } from './support/admin-content-pages';
import { newAdmin, seriousViolations, useStackSession } from './support/stack-session';

const ADMIN = newAdmin('signal');
/** Set to keep screenshots (dark, light, Arabic, phone). */
const SCREENSHOT_DIR = process.env.E2E_SCREENSHOT_DIR;

async function shoot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOT_DIR) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.getByTestId('notification-channel-cards').screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
}

/**
 * Issue 19: a player connects their Telegram chat from the profile's
 * Notifications tab with a one-time code sent to the bot (the Bot API is a
 * local stand-in the services reach over HTTP), sees it connected, and
 * disconnects it; the push card states what this browser can do.
 */
describe('notification channels in the profile: a process per service', () => {
  const botApi = new BotApiStandIn('nova_e2e_bot');
  let apiRoot = '';
  beforeAll(async () => {
    apiRoot = await botApi.start();
  });
  afterAll(async () => {
    await botApi.stop();
  });
  const session = useStackSession(ADMIN, () => ({ TELEGRAM_API_ROOT: apiRoot, TELEGRAM_POLL_TIMEOUT_SECONDS: '2', TELEGRAM_POLL_IDLE_MS: '200' }));
  const { signedIn } = session;

  /** The admin saves the staff bot's token through the API (the panel's Telegram tab has its own tests). */
  async function saveBotToken(botToken: string): Promise<void> {
    const baseUrl = session.deployment().baseUrl;
    const admin = await session.browser().newContext();
    try {
      expect((await admin.request.post(`${baseUrl}/api/login`, { data: { username: ADMIN.username, password: ADMIN.password } })).status()).toBe(200);
      const saved = await admin.request.post(`${baseUrl}/graphql`, { data: { query: 'mutation Save($botToken: String!) { updateTelegramSettings(input: { botToken: $botToken }) { hasBotToken } }', variables: { botToken } } });
      expect(await saved.json()).toEqual({ data: { updateTelegramSettings: { hasBotToken: true } } });
    } finally {
      await admin.close();
    }
  }

  async function openNotificationsTab(page: Page): Promise<void> {
    await page.goto(`${session.deployment().baseUrl}/profile?tab=notifications`);
    await page.getByTestId('telegram-link-card').waitFor();
  }

  it('links Telegram with a one-time code, shows it connected, disconnects, in English, a light theme and Arabic', async () => {
    const player = await signedIn(`relay_${randomBytes(3).toString('hex')}`, 'signal-2500-relay', true);
    const { page } = player;

    // No bot token yet: nothing to connect to.
    await openNotificationsTab(page);
    await page.getByTestId('telegram-unavailable').waitFor();
    await page.getByTestId('device-push-state').waitFor();
    expect(['off', 'unsupported', 'blocked']).toContain(await page.getByTestId('device-push-state').getAttribute('data-state'));

    await saveBotToken('424242:E2E_bot_token');
    await openNotificationsTab(page);
    await page.getByTestId('telegram-connect').click();
    const code = (await page.getByTestId('telegram-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-Z2-9]{10}$/);
    expect(await page.getByTestId('telegram-open-bot').getAttribute('href')).toBe(`https://t.me/nova_e2e_bot?start=${code}`);
    await shoot(page, 'channels-code-dark');
    expect(await seriousViolations(page)).toEqual([]);

    // The player presses Start in Telegram: the bot gets /start <code>.
    botApi.sendText(880_001, `/start ${code}`);
    await page.getByTestId('telegram-connected').waitFor();
    expect(botApi.sentTo(880_001)).toHaveLength(1);
    await shoot(page, 'channels-connected-dark');

    // A light theme, then Arabic (right to left), then a phone.
    await page.evaluate(() => localStorage.setItem('theme', 'hitech'));
    await openNotificationsTab(page);
    await page.getByTestId('telegram-connected').waitFor();
    await shoot(page, 'channels-connected-light');
    await graphqlAs(page, 'mutation { updateLanguage(language: "ar") { id } }');
    await page.evaluate(() => localStorage.setItem('userLanguage', 'ar'));
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await openNotificationsTab(page);
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.getByText('مربوط منذ').waitFor();
    await shoot(page, 'channels-connected-ar');
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'channels-connected-ar-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.getByTestId('telegram-disconnect').click();
    await page.getByTestId('telegram-not-connected').waitFor();
    await page.getByTestId('telegram-connect').click();
    await page.getByTestId('telegram-code').waitFor();
    await shoot(page, 'channels-code-ar-phone');
    await player.context.close();
  }, 300_000);
});
