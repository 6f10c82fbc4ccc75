import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { waitForReady } from '../support/processes';
import { AdminAnnouncementsPage, AdminSettingsPage, AdminTelegramPage, appliedTheme, graphqlAs, waitForTheme } from './support/admin-content-pages';
import { launchBrowser } from './support/browser';
import { AuthPage, Shell } from './support/pages';
import { startStack, type StackDeployment } from './support/stack';

const ADMIN = { username: `admiral_${randomBytes(3).toString('hex')}`, password: 'bridge-2500-command' };

/** axe-core on the current page: the serious and critical violations, by rule id. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('admin settings: the saved theme reaches players, announcements are saved', () => {
  let deployment: StackDeployment;
  let browser: Browser;

  beforeAll(async () => {
    deployment = await startStack({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
    try {
      await waitForReady(deployment.baseUrl);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${deployment.app.output()}`);
    }
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await deployment?.app.stop();
    await deployment?.cleanup();
  });

  async function signedIn(username: string, password: string, signUp: boolean): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const auth = new AuthPage(page, deployment.baseUrl);
    await auth.open(signUp ? '?tab=register' : '');
    if (signUp) await auth.signUp(username, password);
    else await auth.logIn(username, password);
    await new Shell(page).waitForUser(username);
    return { context, page };
  }

  it('applies a theme at once, saves it as every player’s default, and saves an announcement', async () => {
    const admin = await signedIn(ADMIN.username, ADMIN.password, false);
    const settings = new AdminSettingsPage(admin.page, deployment.baseUrl);
    await settings.open();
    expect(await appliedTheme(admin.page)).toBe('dark');

    // Client-side ranges: 150 % is refused before anything is sent.
    await settings.fill('adminProfitPercentage', '150');
    await admin.page.getByTestId('admin-settings-save').click();
    await admin.page.getByTestId('admin-settings-invalid').waitFor();
    expect(await settings.form().textContent()).toContain('Enter a number between 0 and 100');
    await settings.fill('adminProfitPercentage', '30');

    // Apply Theme: this browser changes at once and keeps it as its own choice; nothing is saved yet.
    await settings.chooseTheme('matrix');
    expect(await appliedTheme(admin.page)).toBe('dark');
    await settings.applyTheme();
    await waitForTheme(admin.page, 'matrix', 2_000);
    expect(await admin.page.evaluate(() => localStorage.getItem('theme'))).toBe('matrix');
    const before = await graphqlAs<{ publicSettings: { theme: string } }>(admin.page, '{ publicSettings { theme } }');
    expect(before.publicSettings.theme).toBe('dark');
    expect(await seriousViolations(admin.page)).toEqual([]);

    // Save Settings: stored on the server, then the page reloads by itself.
    await settings.saveAndWaitForReload();
    expect(await appliedTheme(admin.page)).toBe('matrix');
    const after = await graphqlAs<{ publicSettings: { theme: string }; adminSettings: { theme: string; adminProfitPercentage: number } }>(admin.page, '{ publicSettings { theme } adminSettings { theme adminProfitPercentage } }');
    expect(after).toEqual({ publicSettings: { theme: 'matrix' }, adminSettings: { theme: 'matrix', adminProfitPercentage: 30 } });
    expect(await admin.page.getByTestId('admin-settings-theme-matrix').isChecked()).toBe(true);

    // A new player, in a browser that never chose a theme, gets the saved one from the first screen on.
    const playerName = `cadet_${randomBytes(3).toString('hex')}`;
    const player = await signedIn(playerName, 'orbit-2500', true);
    await waitForTheme(player.page, 'matrix');
    expect(await player.page.evaluate(() => [localStorage.getItem('theme'), localStorage.getItem('appTheme')])).toEqual([null, 'matrix']);
    await player.page.reload();
    await new Shell(player.page).waitForUser(playerName);
    expect(await appliedTheme(player.page)).toBe('matrix');

    // The admin publishes an announcement; the player's own API call returns it, newest first.
    const announcements = new AdminAnnouncementsPage(admin.page, deployment.baseUrl);
    await announcements.open();
    await admin.page.getByTestId('admin-announcements-empty').waitFor();
    await admin.page.getByTestId('admin-announcement-submit').click();
    expect(await admin.page.getByTestId('admin-announcement-error').textContent()).toBe('Please fill in both title and content');
    const title = `Meteor shower bonus ${randomBytes(2).toString('hex')}`;
    const id = await announcements.publish(title, 'Every ticket bought tonight enters the yearly draw too.');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await admin.page.getByTestId('toast').filter({ hasText: 'Announcement published' }).waitFor();
    const seen = await graphqlAs<{ announcements: Array<{ id: string; title: string; content: string }> }>(player.page, '{ announcements { id title content } }');
    expect(seen.announcements[0]).toEqual({ id, title, content: 'Every ticket bought tonight enters the yearly draw too.' });
    expect(await seriousViolations(admin.page)).toEqual([]);

    // Telegram: Send Test stays off until an enabled bot with a token and a chat is saved; the token comes back masked.
    const telegram = new AdminTelegramPage(admin.page, deployment.baseUrl);
    await telegram.open();
    expect(await telegram.sendTestButton().isDisabled()).toBe(true);
    await telegram.save({ token: '123456789:AAFtestTokenForTheE2eSuite_abcd', chatIds: ' -1001234567890 ,, 42 ', enabled: true });
    await admin.page.getByTestId('admin-telegram-token-masked').waitFor();
    const masked = (await admin.page.getByTestId('admin-telegram-token-masked').textContent()) ?? '';
    expect(masked).not.toContain('AAFtestTokenForTheE2eSuite');
    expect(await admin.page.getByTestId('admin-telegram-chat-ids').inputValue()).toBe('-1001234567890, 42');
    expect(await telegram.sendTestButton().isDisabled()).toBe(false);

    await player.context.close();
    await admin.context.close();
  }, 240_000);
});
