import { describe, expect, it } from '@jest/globals';
import { randomBytes, randomUUID } from 'node:crypto';
import { createLogger, createNatsBus } from '@nova/platform';
import { Client } from 'pg';
import { AdminDraws, TicketsPage, localDateTimeFromNow, reachForHomeScreen } from './support/pages';
import { natsUrl, postgresUrl } from './support/stack';
import { newAdmin, useStackSession } from './support/stack-session';

const ADMIN = newAdmin('admiral');

/**
 * Issue 19: a player subscribes to a daily draw from its card, the draw comes
 * within the buying window, and the scheduler buys the tickets with nobody
 * acting: they show in My tickets, in the subscription's history and in the
 * notification centre.
 */
describe('draw subscriptions: a process per service', () => {
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

  /** Plays the payments service: a deposit credited over the bus. */
  async function fund(userId: string, amountMinor: number): Promise<void> {
    const bus = await createNatsBus({ url: natsUrl, prefix: session.deployment().prefix, service: 'e2e-payments', logger: createLogger('e2e-payments', 'silent') });
    try {
      await bus.request('wallet.credit.v1', { userId, amountMinor, kind: 'deposit', idempotencyKey: `e2e-deposit-${randomUUID()}` });
    } finally {
      await bus.close();
    }
  }

  it('subscribes from the draw card, the scheduler buys before the close, and My tickets and the history show it', async () => {
    const admin = await signedIn(ADMIN.username, ADMIN.password, false);
    const adminDraws = new AdminDraws(admin.page, session.deployment().baseUrl);
    await adminDraws.open();
    const drawName = `Orbit ${randomBytes(2).toString('hex')}`;
    const drawId = await adminDraws.create({ name: drawName, period: 'daily', ticketPrice: '4.00', drawDate: localDateTimeFromNow(24) });

    const player = await signedIn(`pilot_${randomBytes(3).toString('hex')}`, 'orbit-2500', true);
    const { page } = player;
    const me = (await (await page.request.get(`${session.deployment().baseUrl}/api/user`)).json()) as { id: string };
    await fund(me.id, 50_00);

    // From the draw's card to the page, the draw already chosen.
    await page.goto(session.deployment().baseUrl);
    await reachForHomeScreen(page);
    const card = page.locator(`[data-testid="draw-card"][data-draw-id="${drawId}"]`);
    await card.getByTestId('draw-subscribe-link').click();
    await page.getByTestId('subscription-form').waitFor();
    await page.getByTestId('subscriptions-empty').waitFor();
    expect(await page.getByTestId('subscription-draw').inputValue()).toBe(drawId);

    // A bad number is named beside its field and nothing is sent.
    await page.getByTestId('subscription-tickets').fill('0');
    await page.getByTestId('subscription-submit').click();
    await page.getByText('Enter a whole number from 1 to 1000.').waitFor({ timeout: 10_000 });
    await page.getByTestId('subscription-tickets').fill('3');
    await page.getByTestId('subscription-limited').check();
    await page.getByTestId('subscription-draw-limit').fill('2');
    await page.getByTestId('subscription-submit').click();
    const subscription = page.getByTestId('subscription-card');
    await subscription.waitFor();
    expect(await subscription.getAttribute('data-status')).toBe('active');
    expect(await subscription.getByTestId('subscription-draws-bought').textContent()).toBe('0 of 2');

    // Nothing is bought a day before the close; ten minutes before it, the scheduler buys.
    await subscription.getByTestId('subscription-history-toggle').click();
    await subscription.getByTestId('subscription-history-empty').waitFor();
    await drawsDb((pg) => pg.query("UPDATE draws SET draw_date = now() + interval '5 minutes' WHERE id = $1", [drawId]));
    const bought = await drawsDb(async (pg) => {
      for (let attempt = 0; attempt < 60; attempt += 1) {
        const { rows } = await pg.query<{ status: string }>("SELECT status FROM subscription_draws WHERE draw_id = $1 AND status <> 'claimed'", [drawId]);
        if (rows[0]) return rows[0].status;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      return 'nothing decided';
    });
    expect(bought).toBe('bought');

    await page.reload();
    await subscription.waitFor();
    expect(await subscription.getByTestId('subscription-draws-bought').textContent()).toBe('1 of 2');
    await subscription.getByTestId('subscription-history-toggle').click();
    const row = subscription.getByTestId('subscription-history-row');
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('bought');
    expect(await row.textContent()).toContain(drawName);
    // 3 × 4.00, no discount below 5 tickets.
    await page.waitForFunction(() => document.querySelector('[data-testid="topbar-balance"]')?.textContent?.includes('38.00'));

    // Its link leads to My tickets, where the three tickets are.
    await row.getByTestId('subscription-history-tickets').click();
    await page.waitForURL(/\/tickets$/);
    const tickets = new TicketsPage(page, session.deployment().baseUrl);
    expect(await tickets.statuses()).toEqual(['active', 'active', 'active']);

    // The notification centre tells of the automatic purchase.
    const notice = page.getByTestId('notification-subscription_bought');
    for (let attempt = 0; attempt < 20 && !(await notice.isVisible()); attempt += 1) {
      await page.goto(`${session.deployment().baseUrl}/notifications`);
      await notice.waitFor({ timeout: 3_000 }).catch(() => undefined);
    }
    expect(await notice.textContent()).toContain(drawName);

    // Cancelling asks first, and is final.
    await page.getByTestId('nav-subscriptions').click();
    await subscription.getByTestId('subscription-cancel').click();
    await page.getByTestId('subscription-confirm-confirm').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="subscription-card"]')?.getAttribute('data-status') === 'cancelled');
    expect(await subscription.getByTestId('subscription-pause').count()).toBe(0);

    await player.context.close();
    await admin.context.close();
  }, 300_000);
});
