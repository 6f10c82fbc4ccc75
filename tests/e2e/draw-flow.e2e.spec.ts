import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createLogger, createNatsBus } from '@nova/platform';
import { waitForReady } from '../support/processes';
import { launchBrowser } from './support/browser';
import { AdminDraws, AuthPage, DashboardDraws, Shell, TicketsPage, VerifyPage, localDateTimeFromNow } from './support/pages';
import { natsUrl, startStack, type StackDeployment } from './support/stack';

const ADMIN = { username: `admiral_${randomBytes(3).toString('hex')}`, password: 'bridge-2500-command' };
const DEPOSIT_MINOR = 100_000; // 1,000.00
const TICKET_PRICE = '12.50';

/** "MVR 1,234.50" → 123450 */
function minorOf(text: string): number {
  const match = /(-?[\d,]+)\.(\d{2})/.exec(text);
  if (!match?.[1] || !match[2]) throw new Error(`no amount in "${text}"`);
  const whole = Number(match[1].replace(/,/g, ''));
  return whole * 100 + (whole < 0 ? -1 : 1) * Number(match[2]);
}

describe('buy tickets, run the draw, check it: a process per service', () => {
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

  /** Plays the payments service (it comes later): a deposit credited over the bus. */
  async function fund(userId: string, amountMinor: number): Promise<void> {
    const bus = await createNatsBus({ url: natsUrl, prefix: deployment.prefix, service: 'e2e-payments', logger: createLogger('e2e-payments', 'silent') });
    try {
      await bus.request('wallet.credit.v1', { userId, amountMinor, kind: 'deposit', idempotencyKey: `e2e-deposit-${randomUUID()}` });
    } finally {
      await bus.close();
    }
  }

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

  it('buys 10 tickets at 10% off, the admin runs the draw, the player sees the result and the Verify page agrees', async () => {
    const playerName = `pilot_${randomBytes(3).toString('hex')}`;
    const player = await signedIn(playerName, 'orbit-2500', true);
    const me = (await (await player.page.request.get(`${deployment.baseUrl}/api/user`)).json()) as { id: string };
    await fund(me.id, DEPOSIT_MINOR);

    const admin = await signedIn(ADMIN.username, ADMIN.password, false);
    const adminDraws = new AdminDraws(admin.page, deployment.baseUrl);
    await adminDraws.open();
    const drawName = `Comet ${randomBytes(2).toString('hex')}`;
    const drawId = await adminDraws.create({ name: drawName, period: 'custom', ticketPrice: TICKET_PRICE, drawDate: localDateTimeFromNow(24) });

    // The player buys 10 tickets in the dialog: 10% off, the balance drops by price × 10 × 0.9.
    const dashboard = new DashboardDraws(player.page, deployment.baseUrl);
    const shell = new Shell(player.page);
    await dashboard.open();
    await player.page.waitForFunction(() => document.querySelector('[data-testid="topbar-balance"]')?.textContent?.includes('1,000.00'));
    const before = minorOf(await shell.balanceText());
    expect(before).toBe(DEPOSIT_MINOR);
    const expectedCost = 1250 * 10 * 0.9;
    const dialog = await dashboard.openBuyDialog(drawId);
    await dialog.quickBuy(10);
    expect(await dialog.discountPercent()).toBe(10);
    expect(minorOf(await dialog.balanceAfterText())).toBe(before - expectedCost);
    await dialog.submit();
    const toast = player.page.getByTestId('toast').filter({ hasText: 'Tickets purchased' });
    await toast.waitFor();
    expect(await toast.textContent()).toContain('10%');
    await player.page.waitForFunction((text) => document.querySelector('[data-testid="topbar-balance"]')?.textContent?.includes(text), '887.50');
    expect(minorOf(await shell.balanceText())).toBe(before - expectedCost);

    // The admin runs the draw by hand.
    await adminDraws.open();
    await adminDraws.trigger(drawId);
    await admin.page.getByTestId('toast').filter({ hasText: 'Draw completed' }).waitFor();

    // The player sees every ticket won or lost (10 tickets, up to 10 prizes: all of them win here).
    const tickets = new TicketsPage(player.page, deployment.baseUrl);
    await tickets.open();
    const statuses = await tickets.statuses();
    expect(statuses).toHaveLength(10);
    expect(statuses.every((status) => status === 'won' || status === 'lost')).toBe(true);
    expect(await player.page.getByTestId('ticket-stat-active').textContent()).toContain('0');

    // The Verify page recomputes the draw in the browser and agrees.
    await tickets.openVerifyFromFirstTicket();
    const verification = await new VerifyPage(player.page).result();
    expect(verification).toEqual({ valid: true, checks: { commitment: true, ticketList: true, winners: true } });

    await player.context.close();
    await admin.context.close();
  });
});
