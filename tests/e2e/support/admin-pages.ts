import type { Locator, Page } from 'playwright-core';

/** Admin panel core: stat tiles, Users tab and Audit log tab. */
export class AdminUsers {
  constructor(private readonly page: Page, private readonly baseUrl: string) {}

  async open(tab: 'users' | 'audit' | 'overview' = 'users'): Promise<void> {
    await this.page.goto(`${this.baseUrl}/admin?tab=${tab}`);
    await this.page.getByTestId(`admin-tab-${tab}`).waitFor();
  }

  /** The figure of one stat tile, e.g. "admin-stat-users", as its text. */
  async statText(testId: string): Promise<string> {
    const tile = this.page.getByTestId(testId);
    await tile.waitFor({ timeout: 30_000 });
    return (await tile.textContent()) ?? '';
  }

  async search(text: string): Promise<void> {
    await this.page.getByTestId('admin-users-search').fill(text);
  }

  row(username: string): Locator {
    return this.page.getByTestId('admin-user-row').filter({ hasText: username });
  }

  /** Waits for the user's row and answers its id. */
  async userId(username: string): Promise<string> {
    const row = this.row(username);
    await row.waitFor({ timeout: 30_000 });
    const id = await row.getAttribute('data-user-id');
    if (!id) throw new Error(`row of ${username} has no user id`);
    return id;
  }

  /** Opens the row's menu and picks an operation; the menu lists only what the server allows. */
  async choose(userId: string, action: string): Promise<void> {
    await this.page.getByTestId(`admin-user-actions-${userId}`).click();
    await this.page.getByTestId(`admin-user-action-${action}`).click();
  }

  async menuActions(userId: string): Promise<string[]> {
    await this.page.getByTestId(`admin-user-actions-${userId}`).click();
    const items = this.page.locator('[data-testid^="admin-user-action-"]');
    await items.first().waitFor();
    const ids = await items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')?.replace('admin-user-action-', '') ?? ''));
    await this.page.keyboard.press('Escape');
    await items.first().waitFor({ state: 'detached' });
    return ids;
  }

  /** Fills the credit dialog (add or remove) and submits it; does not wait for the outcome. */
  async submitCredit(amount: string, reason: string): Promise<void> {
    const dialog = this.page.getByTestId('admin-credit-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('admin-credit-amount').fill(amount);
    await dialog.getByTestId('admin-credit-reason').fill(reason);
    await dialog.getByTestId('admin-credit-submit').click();
  }

  async confirm(): Promise<void> {
    await this.page.getByTestId('admin-user-confirm-confirm').click();
    await this.page.getByTestId('admin-user-confirm').waitFor({ state: 'detached', timeout: 30_000 });
  }

  async toast(text: string): Promise<void> {
    await this.page.getByTestId('toast').filter({ hasText: text }).waitFor({ timeout: 30_000 });
  }

  auditEntry(action: string): Locator {
    return this.page.locator(`[data-testid="admin-audit-entry"][data-action="${action}"]`);
  }

  /** The audit log is written from events a moment after the action: reopens the tab until the entry is there. */
  async waitForAuditEntry(action: string, timeoutMs = 30_000): Promise<Locator> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      await this.open('audit');
      await this.page.locator('[data-testid="admin-audit-list"], [data-testid="admin-audit-empty"]').first().waitFor({ timeout: 30_000 });
      if ((await this.auditEntry(action).count()) > 0) return this.auditEntry(action).first();
      if (Date.now() > deadline) throw new Error(`no ${action} entry in the audit log after ${timeoutMs} ms`);
      await this.page.waitForTimeout(1000);
    }
  }
}
