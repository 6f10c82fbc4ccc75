import { describe, expect, it } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { AdminUsers } from './support/admin-pages';
import { AuthPage, Shell, reachForHomeScreen } from './support/pages';
import { newAdmin, seriousViolations, useStackSession } from './support/stack-session';

const ADMIN = newAdmin('warden');
/** Screenshots of the new screens, looked at by hand (Arabic, a phone). */
const SHOTS_DIR = process.env.E2E_SHOTS_DIR ?? '';
const PHONE = { width: 390, height: 844 };

async function screenshot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
}

async function chooseArabic(page: Page): Promise<void> {
  await page.getByTestId('language-picker').first().click();
  await page.getByTestId('language-option-ar').click();
  await page.waitForFunction(() => document.documentElement.dir === 'rtl');
}

/** A date `years` years before today (UTC), YYYY-MM-DD. */
function yearsAgo(years: number, days = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

describe('age and the operator side in the browser: a process per service', () => {
  const session = useStackSession(ADMIN);
  const { signedIn } = session;

  it('links the legal-age line to the rules, refuses an under-age sign-up, and signs up with a date of birth', async () => {
    const baseUrl = session.deployment().baseUrl;
    const context = await session.browser().newContext({ locale: 'en-US', viewport: PHONE });
    context.setDefaultTimeout(90_000);
    const page = await context.newPage();
    const auth = new AuthPage(page, baseUrl);

    // "For players of legal age only" opens the Responsible gaming rules, signed out.
    await auth.open();
    await page.getByTestId('auth-legal-age-link').click();
    await page.getByTestId('responsible-gaming').waitFor();
    expect(new URL(page.url()).pathname).toBe('/responsible-gaming');
    // The built-in text names the minimum age once the public settings have arrived.
    await page.getByTestId('responsible-gaming').getByText('You must be 18 or older to play').waitFor();
    expect(await page.getByTestId('responsible-gaming-organisations').locator('a').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await chooseArabic(page);
    await screenshot(page, 'responsible-gaming-public-phone-ar');

    // One day under 18: the form says so and nothing is created.
    await auth.open('?tab=register');
    const username = `minor_${randomBytes(3).toString('hex')}`;
    await auth.signUp(username, 'orbit-2500', yearsAgo(18, -1));
    await page.getByTestId('register-dob').locator('xpath=..').getByRole('alert').waitFor();
    await screenshot(page, 'sign-up-under-age-phone-ar');
    const refused = await page.request.post(`${baseUrl}/api/login`, { data: { username, password: 'orbit-2500' } });
    expect(refused.status()).toBe(401);

    // An adult signs up and lands in the app.
    const adult = `pilot_${randomBytes(3).toString('hex')}`;
    await auth.signUp(adult, 'orbit-2500', '1990-05-01');
    await new Shell(page).waitForUser(adult);
    const me = (await (await page.request.get(`${baseUrl}/api/user`)).json()) as { dateOfBirth: string; ageStatus: string };
    expect(me).toMatchObject({ dateOfBirth: '1990-05-01', ageStatus: 'confirmed' });
    await context.close();
  }, 240_000);

  it('asks a player without a date of birth once after sign-in; an under-age answer leaves only withdrawing and signing out', async () => {
    const baseUrl = session.deployment().baseUrl;
    const context = await session.browser().newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(90_000);
    const page = await context.newPage();
    // An account from before dates of birth were asked (an API client that sends none).
    const username = `veteran_${randomBytes(3).toString('hex')}`;
    expect((await page.request.post(`${baseUrl}/api/register`, { data: { username, password: 'orbit-2500' } })).status()).toBe(201);
    await page.request.post(`${baseUrl}/api/logout`);

    const auth = new AuthPage(page, baseUrl);
    await auth.open();
    await auth.logIn(username, 'orbit-2500');
    await page.getByTestId('date-of-birth-step').waitFor();
    expect(await page.getByTestId('topbar-username').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'date-of-birth-step-en');

    await page.getByTestId('age-dob').fill(yearsAgo(16));
    await page.getByTestId('age-submit').click();
    await page.getByTestId('age-restricted').waitFor();
    await page.waitForURL((url) => url.pathname === '/profile');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('withdraw');
    // Nothing to play with: the dashboard sends back to the account pages.
    await page.goto(baseUrl);
    await page.getByTestId('age-restricted').waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile');
    await chooseArabic(page);
    await page.setViewportSize(PHONE);
    await screenshot(page, 'age-restricted-phone-ar');
    await page.getByTestId('age-sign-out').click();
    await page.getByTestId('auth-login-tab').waitFor();
    await context.close();
  }, 240_000);

  it("shows an admin a player's limits, time-out, changes and statement, read-only", async () => {
    const baseUrl = session.deployment().baseUrl;
    const playerName = `cadet_${randomBytes(3).toString('hex')}`;
    const player = await signedIn(playerName, 'orbit-2500', true);
    const graphql = (query: string) => player.page.request.post(`${baseUrl}/graphql`, { data: { query } });
    expect((await graphql('mutation { setSpendingLimit(kind: spend, period: week, amount: "40.00") { userId } }')).status()).toBe(200);
    expect((await graphql('mutation { takeTimeOut(duration: d7) { userId } }')).status()).toBe(200);

    const admin = await signedIn(ADMIN.username, ADMIN.password, false);
    const users = new AdminUsers(admin.page, baseUrl);
    await users.open('users');
    await users.search(playerName);
    const playerId = await users.userId(playerName);
    await users.choose(playerId, 'protection');
    const dialog = admin.page.getByTestId('admin-protection-dialog');
    await dialog.getByTestId('admin-protection-limit').first().waitFor();
    expect(await dialog.getByTestId('admin-protection-limit').getAttribute('data-kind')).toBe('spend');
    expect(await dialog.getByTestId('admin-protection-limit').textContent()).toContain('40.00');
    expect(await dialog.getByTestId('admin-protection-break').textContent()).toContain('Time-out');
    expect(await dialog.getByTestId('admin-protection-change').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-action')))).toEqual(['time-out.started', 'limit.set']);
    await dialog.getByTestId('admin-player-statement-empty').waitFor();
    // Read-only: nothing in it changes the player's protection.
    expect(await dialog.locator('input, select, textarea, button[type="submit"]').count()).toBe(0);
    expect(await seriousViolations(admin.page)).toEqual([]);

    // The Help page shows the player the Responsible gaming section and the way to their own tools.
    await player.page.goto(`${baseUrl}/help`);
    await player.page.getByTestId('responsible-gaming-tools').waitFor();
    expect(await player.page.getByTestId('responsible-gaming-set-up').count()).toBe(1);
    await screenshot(player.page, 'help-responsible-gaming-en');

    // The admin writes the English text in Settings; the player's Help page shows it instead of the built-in one.
    await admin.page.keyboard.press('Escape');
    await admin.page.goto(`${baseUrl}/admin?tab=settings`);
    const editor = admin.page.getByTestId('admin-responsible-form');
    await editor.waitFor();
    await editor.getByTestId('admin-responsible-text-en').fill('Play for fun, never to win money back.');
    await editor.getByTestId('admin-responsible-save').click();
    await admin.page.getByTestId('toast').filter({ hasText: 'Responsible gaming section saved' }).waitFor();
    await editor.screenshot({ path: SHOTS_DIR ? `${SHOTS_DIR}/admin-responsible-editor-en.png` : undefined });
    await player.page.reload();
    await player.page.getByTestId('responsible-gaming-own-text').waitFor();
    expect(await player.page.getByTestId('responsible-gaming-own-text').textContent()).toBe('Play for fun, never to win money back.');

    // An announcement is news: the admin sees it on the dashboard, the player in a time-out does not.
    const created = await admin.page.request.post(`${baseUrl}/api/admin/announcements`, { data: { title: 'Orbital festival', content: 'Double draws all week.' } });
    expect(created.status()).toBe(201);
    await admin.page.goto(baseUrl);
    await reachForHomeScreen(admin.page);
    await admin.page.getByTestId('dashboard-announcement-title').filter({ hasText: 'Orbital festival' }).waitFor();
    const answered = (operation: string) =>
      player.page.waitForResponse((response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes(operation));
    // Drawn by the gateway from the player's answers, or by the app once it has asked.
    await player.page.goto(baseUrl);
    expect(await player.page.locator('#prerendered section.announcement').count()).toBe(0);
    const loaded = answered('DashboardAnnouncements');
    await reachForHomeScreen(player.page);
    await loaded;
    await player.page.getByTestId('ticker').waitFor();
    await player.page.waitForTimeout(500);
    expect(await player.page.getByTestId('dashboard-announcement').count()).toBe(0);

    await admin.page.goto(`${baseUrl}/admin?tab=users`);

    await chooseArabic(admin.page);
    await admin.page.setViewportSize(PHONE);
    await users.search(playerName);
    await users.choose(playerId, 'protection');
    await dialog.getByTestId('admin-protection-limit').first().waitFor();
    await screenshot(admin.page, 'admin-protection-phone-ar');
    await player.context.close();
    await admin.context.close();
  }, 300_000);
});
