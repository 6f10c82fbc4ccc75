import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { AuthPage } from './support/pages';
import { makePng } from './support/png';
import { useStackSession, newAdmin, seriousViolations } from './support/stack-session';
import { AdminSupport, HelpSupport, graphqlAs } from './support/support-pages';

const ADMIN = newAdmin('admiral');

describe('support inbox, configured help figures, announcement and login background: a process per service', () => {
  const session = useStackSession(ADMIN);
  const { signedIn } = session;

  it('a player writes from the Help page, the admin reads and answers in the Support tab, the player sees the answer', async () => {
    const admin = await signedIn(ADMIN.username, ADMIN.password, false);
    const inbox = new AdminSupport(admin.page, session.deployment().baseUrl);
    await inbox.open();
    await admin.page.getByTestId('admin-support-empty').waitFor({ timeout: 30_000 });
    expect(await inbox.badgeCount()).toBe(0);

    const playerName = `pilot_${randomBytes(3).toString('hex')}`;
    const player = await signedIn(playerName, 'orbit-2500', true);
    const help = new HelpSupport(player.page, session.deployment().baseUrl);
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
    // The notification centre's "Support answered" opens that conversation on the Help page.
    await player.page.getByTestId('notification-bell-count').first().waitFor({ timeout: 60_000 });
    await player.page.getByTestId('notification-bell').first().click();
    await player.page.getByTestId('notification-support_reply').getByRole('link').first().click();
    const thread = help.thread(subject);
    await thread.getByTestId('support-conversation').waitFor();
    expect(new URL(player.page.url()).searchParams.get('thread')).toBe(await thread.getAttribute('data-thread-id'));
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
    await graphqlAs(request, session.deployment().baseUrl, 'mutation($input: UpdateSettingsInput!) { updateSettings(input: $input) { updatedAt } }', {
      input: { ticketPrice: '12.50', adminProfitPercentage: 25, autoPayoutLimit: '2500', referrerBonus: '7.50', referredBonus: '15' },
    });
    await graphqlAs(request, session.deployment().baseUrl, 'mutation($input: AnnouncementInput!) { createAnnouncement(input: $input) { id } }', { input: { title: 'Old news', content: 'Superseded.' } });
    await graphqlAs(request, session.deployment().baseUrl, 'mutation($input: AnnouncementInput!) { createAnnouncement(input: $input) { id } }', {
      input: { title: 'Yearly draw opens', content: 'The 2500 yearly draw opens on Friday.\nTickets at the usual price.' },
    });
    const upload = await request.post(`${session.deployment().baseUrl}/api/admin/upload-background`, {
      multipart: { image: { name: 'nebula.png', mimeType: 'image/png', buffer: makePng(48, 32, 3) } },
    });
    expect(upload.status()).toBe(201);
    const { url } = (await upload.json()) as { url: string };
    await graphqlAs(request, session.deployment().baseUrl, 'mutation($input: LoginBackgroundInput!) { updateLoginBackground(input: $input) { enabled } }', {
      input: { enabled: true, url, opacity: 0.8, size: 'cover', position: 'center' },
    });

    const playerName = `cadet_${randomBytes(3).toString('hex')}`;
    const player = await signedIn(playerName, 'orbit-2500', true);
    const announcement = player.page.getByTestId('dashboard-announcement');
    await announcement.waitFor({ timeout: 30_000 });
    expect(await announcement.getByTestId('dashboard-announcement-title').textContent()).toBe('Yearly draw opens');
    expect(await player.page.getByTestId('dashboard-announcement').count()).toBe(1);

    const help = new HelpSupport(player.page, session.deployment().baseUrl);
    await help.open();
    // Each amount also carries its approximation in the player's display currency (for screen readers and on hover).
    const referrals = await help.faqAnswer('referrals');
    expect(referrals).toMatch(/you receive MVR 7\.50 ≈ approximately USD [\d.]+ and your friend receives MVR 15\.00 ≈ approximately USD [\d.]+/);
    const winnings = (await help.faqAnswer('winnings')).replace(/ ≈ approximately USD [\d.,]+/g, '');
    expect(winnings).toContain('share 75% of the ticket sales');
    expect(winnings).toContain('Prizes up to MVR 2,500.00');
    expect((await help.faqAnswer('tickets')).replace(/ ≈ approximately USD [\d.,]+/g, '')).toContain('A ticket costs MVR 12.50');
    await player.context.close();

    // A visitor's sign-in page loads the uploaded image behind the card.
    const visitor = await session.browser().newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
    const page = await visitor.newPage();
    await new AuthPage(page, session.deployment().baseUrl).open();
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
