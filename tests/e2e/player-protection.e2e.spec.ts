import { describe, expect, it } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { createLogger, createNatsBus } from '@nova/platform';
import { AdminDraws, DashboardDraws, localDateTimeFromNow } from './support/pages';
import { natsUrl } from './support/stack';
import { newAdmin, seriousViolations, useStackSession } from './support/stack-session';

const ADMIN = newAdmin('admiral');
/** Screenshots of the new screens, looked at by hand (light/dark themes, Arabic). */
const SHOTS_DIR = process.env.E2E_SHOTS_DIR ?? '';

/** The profile's Play responsibly tab. */
class PlayResponsibly {
  constructor(private readonly page: Page, private readonly baseUrl: string) {}

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/profile?tab=responsible`);
    await this.page.getByTestId('play-responsibly').waitFor({ timeout: 90_000 });
  }

  async setLimit(kind: string, period: string, amount: string): Promise<void> {
    const row = this.page.getByTestId(`limit-${kind}-${period}`);
    await row.getByTestId(`limit-${kind}-${period}-input`).fill(amount);
    await row.getByTestId(`limit-${kind}-${period}-save`).click();
    await row.getByTestId(`limit-${kind}-${period}-limit`).waitFor({ timeout: 120_000 });
  }

  async takeTimeOut(duration: 'h24' | 'd7' | 'd30' | 'w6'): Promise<void> {
    await this.page.getByTestId(`time-out-${duration}`).click();
    await this.page.getByTestId('take-time-out').click();
    await this.page.getByTestId('break-confirm-confirm').click();
    await this.page.getByTestId('break-status').waitFor({ timeout: 60_000 });
  }
}

async function screenshot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
}

describe('player protection in the browser: a process per service', () => {
  const session = useStackSession(ADMIN);
  const { signedIn } = session;

  /** Plays an approved deposit (the payments flow has its own test). */
  async function fund(userId: string, amountMinor: number): Promise<void> {
    const bus = await createNatsBus({ url: natsUrl, prefix: session.deployment().prefix, service: 'e2e-payments', logger: createLogger('e2e-payments', 'silent') });
    try {
      await bus.request('wallet.credit.v1', { userId, amountMinor, kind: 'deposit', idempotencyKey: `e2e-deposit-${randomUUID()}` });
    } finally {
      await bus.close();
    }
  }

  it('sets a spend limit, is refused past it with the reason, takes a time-out and is kept out of buying', async () => {
    const baseUrl = session.deployment().baseUrl;
    const admin = await signedIn(ADMIN.username, ADMIN.password, false);
    const adminDraws = new AdminDraws(admin.page, baseUrl);
    await adminDraws.open();
    const drawId = await adminDraws.create({ name: `Lyra ${randomBytes(2).toString('hex')}`, period: 'custom', ticketPrice: '5.00', drawDate: localDateTimeFromNow(24) });

    const player = await signedIn(`pilot_${randomBytes(3).toString('hex')}`, 'orbit-2500', true);
    const me = (await (await player.page.request.get(`${baseUrl}/api/user`)).json()) as { id: string };
    await fund(me.id, 100_00);

    // A daily spend limit of 10.00: applies at once.
    const tab = new PlayResponsibly(player.page, baseUrl);
    await tab.open();
    await tab.setLimit('spend', 'day', '10');
    expect(await player.page.getByTestId('limit-spend-day-remaining').textContent()).toContain('10.00');
    expect(await seriousViolations(player.page)).toEqual([]);
    await screenshot(player.page, 'play-responsibly-dark-en');

    // The buy dialog shows what the limit leaves; two tickets use it up.
    const dashboard = new DashboardDraws(player.page, baseUrl);
    await dashboard.open();
    let dialog = await dashboard.openBuyDialog(drawId);
    await dialog.root().getByTestId('buy-limits').waitFor({ timeout: 60_000 });
    expect(await dialog.root().getByTestId('buy-limits').textContent()).toContain('10.00');
    await dialog.root().getByTestId('buy-quantity').fill('2');
    await dialog.submit();

    // One more ticket is refused, saying which limit and when it resets.
    dialog = await dashboard.openBuyDialog(drawId);
    await dialog.root().getByTestId('buy-quantity').fill('1');
    await dialog.root().getByTestId('buy-submit').click();
    const refusal = dialog.root().getByTestId('buy-error');
    await refusal.waitFor({ timeout: 60_000 });
    expect(await refusal.textContent()).toMatch(/spend limit per day leaves MVR 0\.00 for now\. More becomes available on/);
    await screenshot(player.page, 'buy-refused-limit-dark-en');
    await player.page.keyboard.press('Escape');

    // A 24-hour time-out: the tab says until when, and buying is refused.
    await tab.open();
    await tab.takeTimeOut('h24');
    expect(await player.page.getByTestId('break-status').getAttribute('data-kind')).toBe('time_out');
    await dashboard.open();
    dialog = await dashboard.openBuyDialog(drawId);
    await dialog.root().getByTestId('buy-limits').waitFor({ timeout: 60_000 });
    expect(await dialog.root().getByTestId('buy-limits').textContent()).toContain('time-out');
    await dialog.root().getByTestId('buy-quantity').fill('1');
    await dialog.root().getByTestId('buy-submit').click();
    await dialog.root().getByTestId('buy-error').waitFor({ timeout: 60_000 });
    expect(await dialog.root().getByTestId('buy-error').textContent()).toContain('You are taking a time-out until');
    await player.page.keyboard.press('Escape');

    // The balance only paid for the two tickets; the statement shows the deposit and the purchase.
    const after = (await (await player.page.request.get(`${baseUrl}/api/user`)).json()) as { availableBalance: string };
    expect(after.availableBalance).toBe('90.00');
    await player.page.goto(`${baseUrl}/profile?tab=statement`);
    await player.page.getByTestId('statement-table').waitFor({ timeout: 60_000 });
    expect(await player.page.getByTestId('statement-line').count()).toBe(2);
    expect(await player.page.getByTestId('statement-total-spent').textContent()).toContain('10.00');
    await screenshot(player.page, 'statement-dark-en');

    // The same tab in another theme and in Arabic (right to left).
    await player.page.evaluate(() => window.localStorage.setItem('theme', 'hitech'));
    await tab.open();
    await screenshot(player.page, 'play-responsibly-hitech-en');
    await player.page.evaluate(() => window.localStorage.setItem('theme', 'dark'));
    await player.page.getByTestId('language-picker').first().click();
    await player.page.getByTestId('language-option-ar').click();
    await player.page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await tab.open();
    await screenshot(player.page, 'play-responsibly-dark-ar');
    await player.page.goto(`${baseUrl}/profile?tab=statement`);
    await player.page.getByTestId('statement-table').waitFor({ timeout: 60_000 });
    await screenshot(player.page, 'statement-dark-ar');

    await player.context.close();
    await admin.context.close();
    // A long flow (two users, a draw, four purchases, a time-out, five screenshots) on a shared machine.
  }, 360_000);
});
