import { describe, expect, it } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { Page } from 'playwright-core';
import { createLogger, createNatsBus } from '@nova/platform';
import { AdminDraws, DashboardDraws, Shell, localDateTimeFromNow, minorOf } from './support/pages';
import { natsUrl, postgresUrl } from './support/stack';
import { newAdmin, seriousViolations, useStackSession } from './support/stack-session';

const ADMIN = newAdmin('warden');
/** Set to keep screenshots of the draw's end (phone and desktop, dark and light, Arabic). */
const SCREENSHOT_DIR = process.env.E2E_SCREENSHOT_DIR;

/** What the card showed at one stage: its status, and whether it still offered Buy. */
interface SeenStage {
  status: string;
  buyButton: boolean;
}

/**
 * The card stages a page went through, recorded in the page as they happen.
 * "Sales closed" is on screen for a moment only (1.5 s before "Drawing…"): a
 * busy machine can miss it by polling from outside, the page's own observer
 * cannot.
 */
async function recordStages(page: Page, drawId: string): Promise<void> {
  await page.evaluate((id) => {
    const seen: SeenStage[] = [];
    (window as unknown as { drawStages: SeenStage[] }).drawStages = seen;
    const note = () => {
      const card = document.querySelector(`[data-testid="draw-card"][data-draw-id="${id}"]`);
      const status = card?.querySelector('[data-testid="draw-status"]')?.getAttribute('data-status');
      if (status && seen[seen.length - 1]?.status !== status) seen.push({ status, buyButton: !!card?.querySelector('[data-testid="draw-buy-button"]') });
    };
    note();
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-status'] });
  }, drawId);
}

async function stagesSeen(page: Page): Promise<SeenStage[]> {
  return page.evaluate(() => (window as unknown as { drawStages: SeenStage[] }).drawStages);
}

async function shoot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOT_DIR) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // Let opening animations (a dialog fading in) end first; endless ones (the sky) are left alone.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity).map((animation) => animation.finished.catch(() => undefined))),
  );
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
}

describe('a draw ends on screen, pushed live: a process per service', () => {
  const session = useStackSession(ADMIN);
  const { signedIn } = session;

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

  async function fund(userId: string, amountMinor: number): Promise<void> {
    const bus = await createNatsBus({ url: natsUrl, prefix: session.deployment().prefix, service: 'e2e-payments', logger: createLogger('e2e-payments', 'silent') });
    try {
      await bus.request('wallet.credit.v1', { userId, amountMinor, kind: 'deposit', idempotencyKey: `e2e-deposit-${randomUUID()}` });
    } finally {
      await bus.close();
    }
  }

  /** On a failure, what every open page showed (when screenshots are kept). */
  async function shootAll(): Promise<void> {
    let index = 0;
    for (const context of session.browser().contexts()) {
      for (const page of context.pages()) await shoot(page, `failure-${(index += 1)}`).catch(() => undefined);
    }
  }

  it('walks the card through Sales closed, Drawing… and Results, and tells the player on another page what they won', async () => {
    try {
      await watchDrawEnd();
    } catch (error) {
      await shootAll();
      throw error;
    }
  }, 480_000);

  async function watchDrawEnd(): Promise<void> {
    const baseUrl = session.deployment().baseUrl;
    const playerName = `watcher_${randomBytes(3).toString('hex')}`;
    const player = await signedIn(playerName, 'orbit-2500', true);
    // A busy shared machine renders slowly: waits are generous, nothing here is timed.
    player.page.setDefaultTimeout(120_000);
    const me = (await (await player.page.request.get(`${baseUrl}/api/user`)).json()) as { id: string };
    await fund(me.id, 10_000);

    const admin = await signedIn(ADMIN.username, ADMIN.password, false);
    admin.page.setDefaultTimeout(120_000);
    const adminDraws = new AdminDraws(admin.page, baseUrl);
    await adminDraws.open();
    const drawId = await adminDraws.create({ name: `Nova ${randomBytes(2).toString('hex')}`, period: 'custom', ticketPrice: '5.00', drawDate: localDateTimeFromNow(24) });
    await admin.context.close();

    const dashboard = new DashboardDraws(player.page, baseUrl);
    await dashboard.open();
    // Keyboard: Esc closes the Buy dialog and gives focus back to the button that opened it.
    await dashboard.openBuyDialog(drawId);
    await player.page.keyboard.press('Escape');
    await player.page.getByTestId('buy-dialog').waitFor({ state: 'detached' });
    await player.page.waitForFunction(() => document.activeElement !== document.body, null, { timeout: 10_000 }).catch(() => undefined);
    const focused = await player.page.evaluate(() => ({ id: document.activeElement?.getAttribute('data-testid'), draw: document.activeElement?.closest('[data-draw-id]')?.getAttribute('data-draw-id') }));
    expect(focused).toEqual({ id: 'draw-buy-button', draw: drawId });
    const dialog = await dashboard.openBuyDialog(drawId);
    await dialog.root().getByTestId('buy-quantity').fill('3');
    await dialog.submit();
    await player.page.waitForFunction(() => document.querySelector('[data-testid="topbar-balance"]')?.textContent?.includes('85.00'));

    // The same player on a phone, in Arabic and the light theme, on another page.
    const elsewhere = await signedIn(playerName, 'orbit-2500', false);
    elsewhere.page.setDefaultTimeout(120_000);
    await elsewhere.page.setViewportSize({ width: 412, height: 915 });
    await elsewhere.page.evaluate(() => {
      localStorage.setItem('userLanguage', 'ar');
      localStorage.setItem('theme', 'hitech');
    });
    await elsewhere.page.goto(`${baseUrl}/tickets`);
    await elsewhere.page.locator('html[dir="rtl"]').waitFor();
    await elsewhere.page.locator('[data-testid="live-badge"][data-connection="live"]').waitFor({ timeout: 30_000 });

    // Sales close in 20 s: the dashboard counts down to it, the scheduler then runs the draw.
    await drawsDb((pg) => pg.query("UPDATE draws SET draw_date = now() + interval '20 seconds' WHERE id = $1", [drawId]));
    await dashboard.open();
    await player.page.locator('[data-testid="live-badge"][data-connection="live"]').waitFor({ timeout: 30_000 });
    await recordStages(player.page, drawId);
    const card = dashboard.card(drawId);
    await player.page.waitForFunction(() => (window as unknown as { drawStages: SeenStage[] }).drawStages.some((seen) => seen.status === 'closed'), null, { timeout: 60_000 });
    await shoot(player.page, 'desktop-dark-en-sales-closed');

    // The results arrive pushed: no reload, no polling of the card.
    await card.locator('[data-testid="draw-end"][data-phase="results"]').waitFor({ timeout: 90_000 });
    const stages = await stagesSeen(player.page);
    expect(stages.map((seen) => seen.status)).toEqual(['active', 'closed', 'drawing', 'results']);
    // Buy goes the moment sales close, and does not come back.
    expect(stages.map((seen) => seen.buyButton)).toEqual([true, false, false, false]);
    await card.getByTestId('draw-end-won').waitFor();
    expect(await card.getByTestId('draw-verify-link').getAttribute('href')).toBe(`/verify/${drawId}`);

    // The winner popup names each winning ticket by its ticket number, and the balance holds the prizes.
    const popup = player.page.getByTestId('winner-popup');
    await popup.waitFor();
    const ticketNumbers = await popup.getByTestId('results-moment-prizes').locator('li').allTextContents();
    expect(ticketNumbers).toHaveLength(3);
    expect(ticketNumbers.every((text) => /NJ-\d+/.test(text))).toBe(true);
    // 15.00 sold, the house share off the top, the rest to these three tickets: the balance grows past 85.00.
    await player.page.waitForFunction(() => !document.querySelector('[data-testid="topbar-balance"]')?.textContent?.includes('85.00'));
    expect(minorOf(await new Shell(player.page).balanceText())).toBeGreaterThan(85_00);
    await shoot(player.page, 'desktop-dark-en-results');
    expect(await seriousViolations(player.page)).toEqual([]);
    await player.page.getByTestId('results-moment-close').click();
    await popup.waitFor({ state: 'detached' });
    await shoot(player.page, 'desktop-dark-en-results-card');

    // On the phone, elsewhere in the app, the same moment opened by itself.
    // (My Tickets may open its own winner popup for the same wins: the pushed one is the results moment.)
    const phonePopup = elsewhere.page.locator('.results-moment[data-testid="winner-popup"]');
    await phonePopup.waitFor({ timeout: 30_000 });
    expect(await phonePopup.getByTestId('results-moment-prizes').locator('li').count()).toBe(3);
    await shoot(elsewhere.page, 'phone-light-ar-results');
    await phonePopup.getByTestId('results-moment-verify').click();
    await elsewhere.page.waitForURL(`${baseUrl}/verify/${drawId}`);

    await elsewhere.context.close();
    await player.context.close();
  }
});
