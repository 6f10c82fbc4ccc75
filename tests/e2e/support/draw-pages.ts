import type { Locator, Page } from 'playwright-core';
import { reachForHomeScreen } from './home-screen';

/** The dashboard's draw cards and the Buy Tickets dialog. */
export class DashboardDraws {
  constructor(private readonly page: Page, private readonly baseUrl: string) {}

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/`);
    await reachForHomeScreen(this.page);
    await this.page.getByTestId('dashboard-stats').waitFor();
  }

  card(drawId: string): Locator {
    return this.page.locator(`[data-testid="draw-card"][data-draw-id="${drawId}"]`);
  }

  async openBuyDialog(drawId: string): Promise<BuyDialog> {
    await this.card(drawId).getByTestId('draw-buy-button').click();
    const dialog = new BuyDialog(this.page);
    await dialog.root().waitFor();
    return dialog;
  }
}

export class BuyDialog {
  constructor(private readonly page: Page) {}

  root(): Locator {
    return this.page.getByTestId('buy-dialog');
  }

  async quickBuy(quantity: number): Promise<void> {
    await this.root().getByTestId(`buy-quick-${quantity}`).click();
  }

  async discountPercent(): Promise<number> {
    return Number(await this.root().getByTestId('buy-discount').getAttribute('data-percent'));
  }

  async balanceAfterText(): Promise<string> {
    return (await this.root().getByTestId('buy-balance-after').textContent()) ?? '';
  }

  async submit(): Promise<void> {
    await this.root().getByTestId('buy-submit').click();
    await this.root().waitFor({ state: 'detached', timeout: 30_000 });
  }
}

/** My Tickets: stat cards, filter, expandable ticket cards, winner popup. */
export class TicketsPage {
  private closesWinnerPopup = false;

  constructor(private readonly page: Page, private readonly baseUrl: string) {}

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/tickets`);
    await this.page.getByTestId('ticket-stats').waitFor();
    await this.dismissWinnerPopup();
  }

  /**
   * The popup opens by itself for wins not yet seen, once they have arrived, which on a
   * busy machine can be seconds after the page: whenever it covers a later action, it is
   * closed first (as a player would), however late it came.
   */
  async dismissWinnerPopup(): Promise<void> {
    if (this.closesWinnerPopup) return;
    this.closesWinnerPopup = true;
    await this.page.addLocatorHandler(this.page.getByTestId('winner-popup'), async () => {
      await this.page.getByTestId('winner-popup-close').click();
    });
  }

  async statuses(): Promise<string[]> {
    await this.page.getByTestId('ticket-card').first().waitFor();
    return this.page.getByTestId('ticket-status').evaluateAll((pills) => pills.map((pill) => pill.getAttribute('data-status') ?? ''));
  }

  async filter(status: 'all' | 'active' | 'won' | 'lost'): Promise<void> {
    await this.page.getByTestId(`tickets-filter-${status}`).click();
  }

  async openVerifyFromFirstTicket(): Promise<void> {
    const card = this.page.getByTestId('ticket-card').first();
    await card.getByTestId('ticket-toggle').click();
    await card.getByTestId('ticket-verify-link').click();
  }
}

/** The public Verify page: three checks recomputed in the browser. */
export class VerifyPage {
  constructor(private readonly page: Page) {}

  async result(): Promise<{ valid: boolean; checks: Record<string, boolean> }> {
    const result = this.page.getByTestId('verify-result');
    await result.waitFor({ timeout: 30_000 });
    const checks: Record<string, boolean> = {};
    for (const name of ['commitment', 'ticketList', 'winners']) {
      checks[name] = (await result.getByTestId(`verify-check-${name}`).getAttribute('data-outcome')) === 'passed';
    }
    return { valid: (await result.getAttribute('data-valid')) === 'true', checks };
  }
}

/** Admin panel, Draws tab: create, trigger. */
export class AdminDraws {
  constructor(private readonly page: Page, private readonly baseUrl: string) {}

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/admin`);
    await this.page.getByTestId('admin-tab-draws').waitFor();
  }

  /** Creates a draw and answers its id, read from its row in the list. */
  async create(draw: { name: string; period: string; ticketPrice: string; drawDate: string }): Promise<string> {
    await this.page.getByTestId('admin-draw-create-name').fill(draw.name);
    await this.page.getByTestId('admin-draw-create-period').selectOption(draw.period);
    await this.page.getByTestId('admin-draw-create-price').fill(draw.ticketPrice);
    await this.page.getByTestId('admin-draw-create-date').fill(draw.drawDate);
    await this.page.getByTestId('admin-draw-create-submit').click();
    const row = this.page.getByTestId('admin-draw-row').filter({ hasText: draw.name });
    await row.waitFor({ timeout: 30_000 });
    const id = await row.getAttribute('data-draw-id');
    if (!id) throw new Error('created draw has no id in the list');
    return id;
  }

  async trigger(drawId: string): Promise<void> {
    await this.page.getByTestId(`admin-draw-trigger-${drawId}`).click();
    await this.page.getByTestId('admin-draw-trigger-dialog-confirm').click();
    await this.page.getByTestId('admin-draw-trigger-dialog').waitFor({ state: 'detached', timeout: 30_000 });
  }

  /** Waits until a draw whose date has come was run (by the scheduler) and its row offers the Verify link. */
  async waitUntilRun(drawId: string): Promise<void> {
    const verify = this.page.getByTestId(`admin-draw-verify-${drawId}`);
    for (let attempt = 0; attempt < 20 && !(await verify.isVisible()); attempt += 1) {
      await this.open();
      await verify.waitFor({ timeout: 3_000 }).catch(() => undefined);
    }
    await verify.waitFor({ timeout: 3_000 });
  }
}

/** A datetime-local value `hours` from now, in the browser's (and this machine's) time zone. */
export function localDateTimeFromNow(hours: number): string {
  const date = new Date(Date.now() + hours * 3600_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
