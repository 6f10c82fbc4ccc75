import { describe, expect, it } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { Locator, Page } from 'playwright-core';
import { createLogger, createNatsBus } from '@nova/platform';
import { graphqlAs } from './support/admin-content-pages';
import { minorOf, reachForHomeScreen } from './support/pages';
import { natsUrl, postgresUrl } from './support/stack';
import { newAdmin, seriousViolations, useStackSession } from './support/stack-session';

const ADMIN = newAdmin('auditor');
/** Set to keep screenshots (phone and desktop, dark and light, Arabic). */
const SCREENSHOT_DIR = process.env.E2E_SCREENSHOT_DIR;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

async function shoot(page: Page, name: string, fullPage = false): Promise<void> {
  if (!SCREENSHOT_DIR) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage });
}

/** Language and theme as a player's own choice (kept in the browser). */
async function lookAs(page: Page, language: string, theme: string): Promise<void> {
  await page.evaluate(([lang, look]) => {
    localStorage.setItem('userLanguage', lang);
    localStorage.setItem('theme', look);
  }, [language, theme] as const);
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element has no box');
  return found;
}

describe('admin insights and player extras: charts, draw picker, audit filters, withdrawal review, Featured, display currency', () => {
  const session = useStackSession(ADMIN);
  const { signedIn } = session;
  // The admin signs in once for the whole suite (a second sign-in would ask for a new two-factor code).
  let adminSession: ReturnType<typeof signedIn> | undefined;
  const adminOnce = () => (adminSession ??= signedIn(ADMIN.username, ADMIN.password, false));

  async function drawsDb<T>(work: (pg: Client) => Promise<T>): Promise<T> {
    const url = new URL(postgresUrl);
    url.pathname = `/${session.deployment().prefix}_draws`;
    const pg = new Client({ connectionString: url.toString() });
    await pg.connect();
    try {
      return await work(pg);
    } finally {
      await pg.end();
    }
  }

  /** Plays an approved deposit (the wallet's credit request), so the player has money to play and withdraw. */
  async function fund(userId: string, amountMinor: number): Promise<void> {
    const bus = await createNatsBus({ url: natsUrl, prefix: session.deployment().prefix, service: 'e2e-payments', logger: createLogger('e2e-payments', 'silent') });
    try {
      await bus.request('wallet.credit.v1', { userId, amountMinor, kind: 'deposit', idempotencyKey: `e2e-deposit-${randomUUID()}` });
    } finally {
      await bus.close();
    }
  }

  it('shows the figures over time, picks a draw by name, labels draw amounts, filters the audit log and shows who asks for a withdrawal', async () => {
    const baseUrl = session.deployment().baseUrl;
    const playerName = `pilot_${randomBytes(3).toString('hex')}`;
    const player = await signedIn(playerName, 'orbit-2500', true);
    const me = (await (await player.page.request.get(`${baseUrl}/api/user`)).json()) as { id: string };
    await fund(me.id, 200_00);

    const admin = await adminOnce();
    const drawName = `Quasar ${randomBytes(2).toString('hex')}`;
    const created = await graphqlAs<{ createDraw: { id: string } }>(admin.page, 'mutation C($input: CreateDrawInput!) { createDraw(input: $input) { id } }', {
      input: { name: drawName, period: 'custom', ticketPrice: '5.00', drawDate: new Date(Date.now() + 3_600_000).toISOString() },
    });
    const drawId = created.createDraw.id;
    await graphqlAs(player.page, 'mutation B($input: BuyTicketsInput!) { buyTickets(input: $input) { id } }', { input: { drawId, quantity: 5, idempotencyKey: `e2e-buy-${randomUUID()}` } });

    // Its date comes; the admin runs it (or the scheduler gets there first).
    await drawsDb((pg) => pg.query("UPDATE draws SET draw_date = now() - interval '1 second' WHERE id = $1", [drawId]));
    await graphqlAs(admin.page, 'mutation T($id: ID!) { triggerDraw(id: $id) { id } }', { id: drawId }).catch(() => undefined);
    await admin.page.waitForFunction(
      async (id) => {
        const reply = await fetch('/graphql', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: 'query D($id: ID!) { draw(id: $id) { status } }', variables: { id } }) });
        return ((await reply.json()) as { data?: { draw?: { status: string } } }).data?.draw?.status === 'completed';
      },
      drawId,
      { timeout: 60_000, polling: 1_000 },
    );

    // Analytics: charts over 30 days (7 on demand), today's buyer counted.
    await admin.page.goto(`${baseUrl}/admin?tab=analytics`);
    const moneyChart = admin.page.getByTestId('analytics-chart-money');
    await moneyChart.waitFor();
    expect(await moneyChart.locator('rect.trend-chart__bar').count()).toBe(30);
    expect(await moneyChart.locator('polyline.trend-chart__line').count()).toBe(1);
    const playersRows = admin.page.getByTestId('analytics-chart-players').locator('table tbody tr');
    expect((await playersRows.last().locator('td').textContent())?.trim()).toBe('1');
    const todaySales = (await moneyChart.locator('table tbody tr').last().locator('td').first().textContent()) ?? '';
    expect(minorOf(todaySales)).toBeGreaterThan(0);
    await admin.page.getByTestId('analytics-range-7').click();
    await admin.page.waitForFunction(() => document.querySelectorAll('[data-testid="analytics-chart-money"] rect.trend-chart__bar').length === 7);

    // The lookup picks the draw by name (no raw id) and shows its figures.
    await admin.page.getByTestId('analytics-lookup-filter').fill(drawName.split(' ')[1] ?? drawName);
    await admin.page.waitForFunction((id) => (document.querySelector('[data-testid="analytics-lookup-select"]') as HTMLSelectElement | null)?.value === id, drawId);
    expect(await admin.page.getByTestId('analytics-lookup-select').locator('option').allTextContents()).toEqual([expect.stringContaining(drawName)]);
    await admin.page.getByTestId('analytics-lookup-submit').click();
    await admin.page.getByTestId('analytics-detail').getByText(drawName).waitFor();
    expect(await seriousViolations(admin.page)).toEqual([]);
    await shoot(admin.page, 'analytics-desktop-dark-en', true);

    // Draw rows name their two amounts.
    await admin.page.goto(`${baseUrl}/admin?tab=draws`);
    const row = admin.page.locator(`[data-testid="admin-draw-row"][data-draw-id="${drawId}"]`);
    await row.waitFor();
    const figures = await row.locator('.admin-row__figures dt').allTextContents();
    expect(figures).toEqual(['Ticket price', 'Prize pool']);
    expect(minorOf((await row.getByTestId(`admin-draw-price-${drawId}`).textContent()) ?? '')).toBe(5_00);

    // Audit log: filtered on the server by action, target id and dates.
    await admin.page.goto(`${baseUrl}/admin?tab=audit`);
    const entries = admin.page.getByTestId('admin-audit-entry');
    await entries.first().waitFor();
    await admin.page.getByTestId('admin-audit-filter-action').locator('option[value="draw.create"]').waitFor({ state: 'attached' });
    await admin.page.getByTestId('admin-audit-filter-action').selectOption('draw.create');
    await admin.page.waitForFunction(() => {
      const rows = [...document.querySelectorAll('[data-testid="admin-audit-entry"]')];
      return rows.length > 0 && rows.every((entry) => entry.getAttribute('data-action') === 'draw.create');
    });
    await admin.page.getByTestId('admin-audit-filter-target-id').fill(drawId.slice(0, 8));
    await admin.page.waitForFunction(() => document.querySelectorAll('[data-testid="admin-audit-entry"]').length === 1);
    // A new draw has only "after" values: shown as added, nothing struck through.
    expect(await entries.first().locator('del').count()).toBe(0);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await admin.page.getByTestId('admin-audit-filter-to').fill(yesterday);
    await admin.page.getByTestId('admin-audit-empty').waitFor();
    await admin.page.getByTestId('admin-audit-filter-clear').click();
    await admin.page.getByTestId('admin-audit-empty').waitFor({ state: 'detached' });
    await entries.first().waitFor();
    // A draw run records the draw as it was: those values read plainly; only what changed is struck through.
    const runs = admin.page.locator('[data-testid="admin-audit-entry"][data-action="draw.trigger"]');
    if ((await runs.count()) > 0) {
      expect(await runs.first().locator('.audit-diff__kept').count()).toBeGreaterThan(3);
      expect(await runs.first().locator('del').count()).toBeLessThanOrEqual(1);
    }
    expect(await seriousViolations(admin.page)).toEqual([]);
    await shoot(admin.page, 'audit-desktop-dark-en');

    // Withdrawal review: the player's balances, account age, recent payments and protection.
    await graphqlAs(player.page, 'mutation P($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }', {
      input: { paymentMethods: JSON.stringify([{ id: 'bank-main', type: 'bank', name: 'My bank', details: { bankName: 'BML', accountName: 'Ann', accountNumber: '7701-000-123' } }]) },
    });
    const withdrawal = await graphqlAs<{ createWithdrawal: { id: string } }>(player.page, 'mutation W($input: CreateWithdrawalInput!) { createWithdrawal(input: $input) { id } }', {
      input: { amount: '20.00', paymentMethodId: 'bank-main', idempotencyKey: `e2e-withdraw-${randomUUID()}` },
    });
    await graphqlAs(player.page, 'mutation { takeTimeOut(duration: h24) { userId } }');
    const withdrawalId = withdrawal.createWithdrawal.id;
    await admin.page.goto(`${baseUrl}/admin?tab=withdrawals`);
    const panel = admin.page.getByTestId(`admin-withdrawal-player-${withdrawalId}`);
    await panel.waitFor();
    expect(await panel.getByTestId(`admin-withdrawal-player-age-${withdrawalId}`).textContent()).toContain('0 days');
    expect(minorOf((await panel.getByTestId(`admin-withdrawal-player-balance-${withdrawalId}`).textContent()) ?? '')).toBeGreaterThan(150_00);
    await panel.getByTestId(`admin-withdrawal-player-protection-${withdrawalId}`).getByText('In a time-out until').waitFor();
    expect(await panel.getByTestId(`admin-withdrawal-player-withdrawals-${withdrawalId}`).textContent()).toContain('No other withdrawals');
    expect(await seriousViolations(admin.page)).toEqual([]);
    await shoot(admin.page, 'withdrawal-review-desktop-dark-en');

    // The same panel on a phone, in Arabic and a light theme.
    await lookAs(admin.page, 'ar', 'hitech');
    await admin.page.setViewportSize(PHONE);
    await admin.page.reload();
    await admin.page.locator('html[dir="rtl"]').waitFor();
    await admin.page.getByTestId(`admin-withdrawal-player-${withdrawalId}`).waitFor();
    await shoot(admin.page, 'withdrawal-review-phone-light-ar', true);
    await admin.page.goto(`${baseUrl}/admin?tab=analytics`);
    await admin.page.getByTestId('analytics-chart-money').waitFor();
    await shoot(admin.page, 'analytics-phone-light-ar', true);
    // Nothing on the tab makes the phone page wider than the screen (a table's screen-reader-only header once did).
    expect(await admin.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

    await player.context.close();
  }, 480_000);

  it('keeps the Users row menu off the Status column on a phone and a desktop', async () => {
    const baseUrl = session.deployment().baseUrl;
    const admin = await adminOnce();
    await lookAs(admin.page, 'en', 'dark');
    for (const [name, size] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
      await admin.page.setViewportSize(size);
      await admin.page.goto(`${baseUrl}/admin?tab=users`);
      const rows = admin.page.getByTestId('admin-user-row');
      await rows.first().waitFor();
      for (const rowLocator of await rows.all()) {
        const userId = await rowLocator.getAttribute('data-user-id');
        const status = await box(rowLocator.getByTestId(`admin-user-status-${userId}`));
        const trigger = await box(rowLocator.getByTestId(`admin-user-actions-${userId}`));
        expect(overlaps(status, trigger)).toBe(false);
      }
      const firstId = await rows.first().getAttribute('data-user-id');
      await admin.page.getByTestId(`admin-user-actions-${firstId}`).click();
      const menu = admin.page.getByRole('menu');
      await menu.waitFor();
      await shoot(admin.page, `users-menu-${name}-dark-en`);
      expect(overlaps(await box(menu), await box(admin.page.getByTestId(`admin-user-status-${firstId}`)))).toBe(false);
      await admin.page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
    }
  }, 240_000);

  it('shows Featured entries on the Winners page, marked, and a player\'s display currency as an approximate figure', async () => {
    const baseUrl = session.deployment().baseUrl;
    const admin = await adminOnce();
    const featuredName = `Star ${randomBytes(2).toString('hex')}`;
    await graphqlAs(admin.page, 'mutation F($input: FeaturedEntryInput!) { addFeaturedEntry(input: $input) { id } }', { input: { type: 'winner', username: featuredName, amount: '1500.00' } });
    await graphqlAs(admin.page, 'mutation S($input: UpdateSettingsInput!) { updateSettings(input: $input) { updatedAt } }', { input: { displayRates: { USD: 0.065 } } });

    const playerName = `viewer_${randomBytes(3).toString('hex')}`;
    const player = await signedIn(playerName, 'orbit-2500', true);
    const me = (await (await player.page.request.get(`${baseUrl}/api/user`)).json()) as { id: string };
    await fund(me.id, 100_00);

    // Winners: under their own "Featured" heading, each marked, never among verified winners.
    await player.page.goto(`${baseUrl}/winners`);
    const featured = player.page.getByTestId('winners-featured');
    await featured.waitFor();
    expect(await featured.getByRole('heading', { name: 'Featured' }).count()).toBe(1);
    const entry = featured.getByTestId('winners-featured-entry').filter({ hasText: featuredName });
    await entry.waitFor();
    expect(await entry.textContent()).toContain('Featured');
    expect(await player.page.getByTestId('winners-list').filter({ hasText: featuredName }).count()).toBe(0);
    await shoot(player.page, 'winners-featured-desktop-dark-en');

    // Display currency: the default USD adds "≈ USD" at the admin's rate (100.00 MVR × 0.065 = 6.50).
    await player.page.goto(`${baseUrl}/profile`);
    await player.page.getByTestId('profile-display-rate').getByText('0.065').waitFor();
    const withdrawable = player.page.getByTestId('profile-withdrawable-approx');
    await withdrawable.waitFor();
    expect((await withdrawable.textContent())?.replace(/\s+/g, ' ')).toContain('USD 6.50');
    await shoot(player.page, 'profile-currency-desktop-dark-en');

    // Numbers in the display font take plain figures (Orbitron's 7 read like "ᒣ").
    const figures = await player.page.evaluate(async () => {
      await document.fonts.load('700 20px "Nova Figures"', '70%');
      return document.fonts.check('700 20px "Nova Figures"', '70%') && getComputedStyle(document.documentElement).getPropertyValue('--font-display').includes('Nova Figures');
    });
    expect(figures).toBe(true);

    // The admin panel speaks base amounts only.
    await admin.page.goto(`${baseUrl}/admin?tab=users`);
    await admin.page.getByTestId(`admin-user-balance-${me.id}`).waitFor();
    expect(await admin.page.getByTestId(`admin-user-balance-${me.id}`).textContent()).not.toContain('≈');

    // Phone, Arabic, a light theme.
    await lookAs(player.page, 'ar', 'hitech');
    await player.page.setViewportSize(PHONE);
    await player.page.goto(`${baseUrl}/winners`);
    await player.page.locator('html[dir="rtl"]').waitFor();
    await player.page.getByTestId('winners-featured').waitFor();
    expect(await seriousViolations(player.page)).toEqual([]);
    await shoot(player.page, 'winners-featured-phone-light-ar', true);
    await player.page.goto(`${baseUrl}/`);
    await reachForHomeScreen(player.page);
    await player.page.getByTestId('topbar-balance').first().waitFor();
    await shoot(player.page, 'dashboard-currency-phone-light-ar');

    await player.context.close();
  }, 240_000);
});
