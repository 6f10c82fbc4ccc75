import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { waitForReady } from '../support/processes';
import { launchBrowser } from './support/browser';
import { AuthPage, Shell } from './support/pages';
import { makePng } from './support/png';
import { startStack, type StackDeployment } from './support/stack';
import { AdminSupport, HelpSupport, graphqlAs } from './support/support-pages';

const ADMIN = { username: `admiral_${randomBytes(3).toString('hex')}`, password: 'bridge-2500-command' };

/** axe-core on the current page: the serious and critical violations, by rule id. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('support inbox, configured help figures, announcement and login background: a process per service', () => {
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
    try {
      await new Shell(page).waitForUser(username);
    } catch (error) {
      const toast = await page.getByTestId('toast').allTextContents();
      await page.screenshot({ path: `/tmp/c_i18n/signin-${username}.png` }).catch(() => undefined);
      throw new Error(`${username} is not signed in at ${page.url()} (toast: ${toast.join(' | ') || 'none'}): ${(error as Error).message}`);
    }
    return { context, page };
  }

  it('a player writes from the Help page, the admin reads and answers in the Support tab, the player sees the answer', async () => {
    const admin = await signedIn(ADMIN.username, ADMIN.password, false);
    const inbox = new AdminSupport(admin.page, deployment.baseUrl);
    await inbox.open();
    await admin.page.getByTestId('admin-support-empty').waitFor({ timeout: 30_000 });
    expect(await inbox.badgeCount()).toBe(0);

    const playerName = `pilot_${randomBytes(3).toString('hex')}`;
    const player = await signedIn(playerName, 'orbit-2500', true);
    const help = new HelpSupport(player.page, deployment.baseUrl);
    await help.open();
    await player.page.getByTestId('support-threads-empty').waitFor();

    // Nothing is sent while a field is blank; the form says which.
    await help.send('   ', '');
    expect(await help.fieldErrors()).toEqual(['Please enter a subject', 'Please write a message']);

    const subject = `Deposit ${randomBytes(2).toString('hex')} not credited`;
    await help.send(subject, 'I paid MVR 250 on Monday at 14:05.\nReference NJ-4471.');
    await player.page.getByTestId('support-sent').waitFor();
    await help.thread(subject).waitFor({ timeout: 30_000 });
    expect(await help.thread(subject).getAttribute('data-unread')).toBe('0');
    expect(await seriousViolations(player.page)).toEqual([]);

    // The admin sees the new conversation counted on the tab and marked unread in the list.
    await inbox.open();
    await admin.page.getByTestId('admin-badge-support').waitFor({ timeout: 30_000 });
    expect(await inbox.badgeCount()).toBe(1);
    await inbox.waitForUnread(subject, 1);
    expect(await inbox.row(subject).textContent()).toContain(playerName);

    const view = await inbox.openThread(subject);
    expect(await view.getByTestId('support-message-entry').first().textContent()).toContain('Reference NJ-4471.');
    expect(await seriousViolations(admin.page)).toEqual([]);
    await inbox.markRead();
    await inbox.waitForUnread(subject, 0);
    await admin.page.getByTestId('admin-badge-support').waitFor({ state: 'detached', timeout: 30_000 });

    const answer = 'We found your payment and credited it. Thank you for the reference.';
    await inbox.reply(answer);
    await admin.page.getByTestId('toast').filter({ hasText: 'Reply sent' }).waitFor();
    await view.locator('[data-testid="support-message-entry"][data-author="admin"]').filter({ hasText: answer }).waitFor();

    // The player's page picks the answer up by itself and marks it as a new reply until it is opened.
    await help.thread(subject).getByTestId('support-thread-unread').waitFor({ timeout: 40_000 });
    const thread = await help.openThread(subject);
    expect(await help.messages(thread)).toEqual([
      ['player', 'I paid MVR 250 on Monday at 14:05.\nReference NJ-4471.'],
      ['admin', answer],
    ]);
    await player.page.locator('[data-testid="support-thread"][data-unread="0"]').filter({ hasText: subject }).waitFor({ timeout: 30_000 });

    // A follow-up from the player makes the thread unread for the admins again.
    await help.reply(thread, 'Thanks, I see it now.');
    await thread.locator('[data-testid="support-message-entry"][data-author="player"]').filter({ hasText: 'Thanks, I see it now.' }).waitFor();
    await inbox.waitForUnread(subject, 1);

    await player.context.close();
    await admin.context.close();
  }, 240_000);

  it('the Help page quotes the configured figures, the dashboard shows the newest announcement, the sign-in page the background', async () => {
    const admin = await signedIn(ADMIN.username, ADMIN.password, false);
    const request = admin.context.request;
    await graphqlAs(request, deployment.baseUrl, 'mutation($input: UpdateSettingsInput!) { updateSettings(input: $input) { updatedAt } }', {
      input: { ticketPrice: '12.50', adminProfitPercentage: 25, autoPayoutLimit: '2500', referrerBonus: '7.50', referredBonus: '15' },
    });
    await graphqlAs(request, deployment.baseUrl, 'mutation($input: AnnouncementInput!) { createAnnouncement(input: $input) { id } }', { input: { title: 'Old news', content: 'Superseded.' } });
    await graphqlAs(request, deployment.baseUrl, 'mutation($input: AnnouncementInput!) { createAnnouncement(input: $input) { id } }', {
      input: { title: 'Yearly draw opens', content: 'The 2500 yearly draw opens on Friday.\nTickets at the usual price.' },
    });
    const upload = await request.post(`${deployment.baseUrl}/api/admin/upload-background`, {
      multipart: { image: { name: 'nebula.png', mimeType: 'image/png', buffer: makePng(48, 32, 3) } },
    });
    expect(upload.status()).toBe(201);
    const { url } = (await upload.json()) as { url: string };
    await graphqlAs(request, deployment.baseUrl, 'mutation($input: LoginBackgroundInput!) { updateLoginBackground(input: $input) { enabled } }', {
      input: { enabled: true, url, opacity: 0.8, size: 'cover', position: 'center' },
    });

    const playerName = `cadet_${randomBytes(3).toString('hex')}`;
    const player = await signedIn(playerName, 'orbit-2500', true);
    const announcement = player.page.getByTestId('dashboard-announcement');
    await announcement.waitFor({ timeout: 30_000 });
    expect(await announcement.getByTestId('dashboard-announcement-title').textContent()).toBe('Yearly draw opens');
    expect(await player.page.getByTestId('dashboard-announcement').count()).toBe(1);

    const help = new HelpSupport(player.page, deployment.baseUrl);
    await help.open();
    expect(await help.faqAnswer('referrals')).toContain('you receive MVR 7.50 and your friend receives MVR 15.00');
    const winnings = await help.faqAnswer('winnings');
    expect(winnings).toContain('share 75% of the ticket sales');
    expect(winnings).toContain('Prizes up to MVR 2,500.00');
    expect(await help.faqAnswer('tickets')).toContain('A ticket costs MVR 12.50');
    await player.context.close();

    // A visitor's sign-in page loads the uploaded image behind the card.
    const visitor = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
    const page = await visitor.newPage();
    await new AuthPage(page, deployment.baseUrl).open();
    await page.locator('[data-testid="auth-background"][data-state="loaded"]').waitFor({ timeout: 30_000 });
    const layer = page.getByTestId('auth-background').locator('.auth-backdrop__image');
    expect(await layer.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain(url);
    // It fades in to the configured opacity.
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.auth-backdrop__image') as Element).opacity === '0.8', undefined, { timeout: 10_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await visitor.close();
    await admin.context.close();
  }, 240_000);
});
