import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { AdminAnnouncementsPage, AdminSettingsPage, AdminTelegramPage, appliedTheme, graphqlAs, waitForTheme } from './support/admin-content-pages';
import { Shell } from './support/pages';
import { useStackSession, newAdmin, seriousViolations } from './support/stack-session';

const ADMIN = newAdmin('admiral');

describe('admin settings: the saved theme reaches players, announcements are saved', () => {
  const session = useStackSession(ADMIN);
  const { signedIn } = session;

  it('applies a theme at once, saves it as every player’s default, and saves an announcement', async () => {
    const admin = await signedIn(ADMIN.username, ADMIN.password, false);
    const settings = new AdminSettingsPage(admin.page, session.deployment().baseUrl);
    await settings.open();
    expect(await appliedTheme(admin.page)).toBe('dark');

    // Client-side ranges: 150 % is refused before anything is sent.
    await settings.fill('adminProfitPercentage', '150');
    await admin.page.getByTestId('admin-settings-save').click();
    await admin.page.getByTestId('admin-settings-invalid').waitFor();
    expect(await settings.form().textContent()).toContain('Enter a whole number from 0 to 100');
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
    const announcements = new AdminAnnouncementsPage(admin.page, session.deployment().baseUrl);
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
    const telegram = new AdminTelegramPage(admin.page, session.deployment().baseUrl);
    await telegram.open();
    expect(await telegram.sendTestButton().isDisabled()).toBe(true);
    await telegram.save({ token: '123456789:AAFtestTokenForTheE2eSuite_abcd', chatIds: ' -1001234567890 ,, 42 ', enabled: true });
    await admin.page.getByTestId('admin-telegram-token-masked').waitFor();
    const masked = (await admin.page.getByTestId('admin-telegram-token-masked').textContent()) ?? '';
    expect(masked).not.toContain('AAFtestTokenForTheE2eSuite');
    expect(await admin.page.getByTestId('admin-telegram-chat-ids').inputValue()).toBe('-1001234567890, 42');
    expect(await telegram.sendTestButton().isDisabled()).toBe(false);

    // The audit log (settings, announcement, bot saved above) checks out as an unbroken hash chain.
    await admin.page.goto(`${session.deployment().baseUrl}/admin?tab=audit`);
    await admin.page.getByTestId('audit-chain').getByRole('button').click();
    const verdict = admin.page.getByTestId('audit-chain').getByRole('status');
    await verdict.waitFor();
    expect(await verdict.textContent()).toMatch(/^Chain intact: \d+ entries and \d+ draw checkpoints? holdHead #\d+ · [0-9a-f]{16}…$/);
    expect(await seriousViolations(admin.page)).toEqual([]);

    await player.context.close();
    await admin.context.close();
  }, 240_000);
});
