import { describe, expect, it } from '@jest/globals';
import { randomBytes, randomUUID } from 'node:crypto';
import { createLogger, createNatsBus } from '@nova/platform';
import { AdminDraws, DashboardDraws, Shell, TicketsPage, VerifyPage, localDateTimeFromNow, minorOf } from './support/pages';
import { Client } from 'pg';
import { natsUrl, postgresUrl } from './support/stack';
import { useStackSession, newAdmin } from './support/stack-session';

const ADMIN = newAdmin('admiral');
const DEPOSIT_MINOR = 100_000; // 1,000.00
const TICKET_PRICE = '12.50';

describe('buy tickets, run the draw, check it: a process per service', () => {
  const session = useStackSession(ADMIN);
  const { signedIn } = session;

  /** Moves the draw's date to the past, as if its time had come. */
  async function makeDue(drawId: string): Promise<void> {
    // A connection string's database wins over a `database` option, so name it in the URL.
    const url = new URL(postgresUrl);
    url.pathname = `/${session.deployment().prefix}_draws`;
    const pg = new Client({ connectionString: url.toString() });
    await pg.connect();
    try {
      await pg.query("UPDATE draws SET draw_date = now() - interval '1 second' WHERE id = $1", [drawId]);
    } finally {
      await pg.end();
    }
  }

  /** Plays the payments service (it comes later): a deposit credited over the bus. */
  async function fund(userId: string, amountMinor: number): Promise<void> {
    const bus = await createNatsBus({ url: natsUrl, prefix: session.deployment().prefix, service: 'e2e-payments', logger: createLogger('e2e-payments', 'silent') });
    try {
      await bus.request('wallet.credit.v1', { userId, amountMinor, kind: 'deposit', idempotencyKey: `e2e-deposit-${randomUUID()}` });
    } finally {
      await bus.close();
    }
  }

  it('buys 10 tickets at 10% off, the admin runs the draw, the player sees the result and the Verify page agrees', async () => {
    const playerName = `pilot_${randomBytes(3).toString('hex')}`;
    const player = await signedIn(playerName, 'orbit-2500', true);
    const me = (await (await player.page.request.get(`${session.deployment().baseUrl}/api/user`)).json()) as { id: string };
    await fund(me.id, DEPOSIT_MINOR);

    const admin = await signedIn(ADMIN.username, ADMIN.password, false);
    const adminDraws = new AdminDraws(admin.page, session.deployment().baseUrl);
    await adminDraws.open();
    const drawName = `Comet ${randomBytes(2).toString('hex')}`;
    const drawId = await adminDraws.create({ name: drawName, period: 'custom', ticketPrice: TICKET_PRICE, drawDate: localDateTimeFromNow(24) });

    // The player buys 10 tickets in the dialog: 10% off, the balance drops by price × 10 × 0.9.
    const dashboard = new DashboardDraws(player.page, session.deployment().baseUrl);
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

    // Before its date the admin cannot run the draw: the row says it runs by itself then.
    await adminDraws.open();
    await admin.page.getByTestId(`admin-draw-runs-later-${drawId}`).waitFor();
    expect(await admin.page.getByTestId(`admin-draw-trigger-${drawId}`).count()).toBe(0);
    // Its date comes: the scheduler runs it.
    await makeDue(drawId);
    await adminDraws.waitUntilRun(drawId);

    // The player sees every ticket won or lost (10 tickets, up to 10 prizes: all of them win here).
    const tickets = new TicketsPage(player.page, session.deployment().baseUrl);
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
  }, 240_000);
});
