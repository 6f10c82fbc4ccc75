import type { Locator, Page } from 'playwright-core';

/** "MVR 1,234.50" → 123450 */
export function minorOf(text: string): number {
  const match = /(-?[\d,]+)\.(\d{2})/.exec(text);
  if (!match?.[1] || !match[2]) throw new Error(`no amount in "${text}"`);
  const whole = Number(match[1].replace(/,/g, ''));
  return whole * 100 + (whole < 0 ? -1 : 1) * Number(match[2]);
}

/** Waits until the element's text holds the amount (the screens refresh by polling). */
export async function waitForAmount(page: Page, testId: string, minor: number, timeout = 30_000): Promise<void> {
  const text = (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await page.waitForFunction(
    ([id, expected]) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.includes(expected) ?? false,
    [testId, text] as const,
    { timeout },
  );
}

/** Admin panel: Payment methods, Deposits and Withdrawals tabs. */
export class AdminPayments {
  constructor(private readonly page: Page, private readonly baseUrl: string) {}

  async open(tab: 'payment-methods' | 'deposits' | 'withdrawals'): Promise<void> {
    await this.page.goto(`${this.baseUrl}/admin?tab=${tab}`);
    await this.page.getByTestId(`admin-tab-${tab}`).waitFor();
  }

  async createBankMethod(method: { name: string; bankName: string; accountName: string; accountNumber: string; instructions: string }): Promise<string> {
    const form = this.page.getByTestId('admin-method-form');
    await form.getByTestId('admin-method-type').selectOption('bank_transfer');
    await form.getByTestId('admin-method-name').fill(method.name);
    await form.getByTestId('admin-method-bankName').fill(method.bankName);
    await form.getByTestId('admin-method-accountName').fill(method.accountName);
    await form.getByTestId('admin-method-accountNumber').fill(method.accountNumber);
    await form.getByTestId('admin-method-instructions').fill(method.instructions);
    await form.getByTestId('admin-method-submit').click();
    const row = this.page.getByTestId('admin-method-row').filter({ hasText: method.name });
    await row.waitFor({ timeout: 30_000 });
    return (await row.getAttribute('data-method-id')) ?? '';
  }

  depositRow(username: string): Locator {
    return this.page.getByTestId('admin-deposit-row').filter({ hasText: username });
  }

  withdrawalRow(username: string): Locator {
    return this.page.getByTestId('admin-withdrawal-row').filter({ hasText: username });
  }

  async approveDeposit(username: string, notes: string): Promise<string> {
    const row = this.depositRow(username);
    await row.waitFor({ timeout: 30_000 });
    const id = (await row.getAttribute('data-deposit-id')) ?? '';
    await this.page.getByTestId(`admin-deposit-notes-${id}`).fill(notes);
    await this.page.getByTestId(`admin-deposit-approve-${id}`).click();
    await this.page.getByTestId('admin-deposit-dialog-confirm').click();
    await this.page.getByTestId('admin-deposit-dialog').waitFor({ state: 'detached', timeout: 30_000 });
    return id;
  }

  async setWithdrawal(username: string, status: 'processing' | 'completed' | 'rejected', notes: string): Promise<string> {
    const row = this.withdrawalRow(username);
    await row.waitFor({ timeout: 30_000 });
    const id = (await row.getAttribute('data-withdrawal-id')) ?? '';
    await this.page.getByTestId(`admin-withdrawal-notes-${id}`).fill(notes);
    await this.page.getByTestId(`admin-withdrawal-set-${status}-${id}`).click();
    await this.page.getByTestId('admin-withdrawal-dialog-confirm').click();
    await this.page.getByTestId('admin-withdrawal-dialog').waitFor({ state: 'detached', timeout: 30_000 });
    return id;
  }
}

/** The Add Funds dialog, opened from the dashboard. */
export class AddFunds {
  constructor(private readonly page: Page) {}

  root(): Locator {
    return this.page.getByTestId('add-funds-dialog');
  }

  async open(): Promise<void> {
    await this.page.getByTestId('add-funds-button').click();
    await this.root().waitFor();
  }

  /** The method picker is a Radix Select: open it, then pick the option (rendered in a portal). */
  async chooseMethod(methodId: string): Promise<void> {
    await this.root().getByTestId('deposit-method').click();
    await this.page.getByTestId(`deposit-method-option-${methodId}`).click();
    await this.root().getByTestId('deposit-method-details').waitFor();
  }

  async deposit(amount: string, screenshot: { name: string; buffer: Buffer }): Promise<void> {
    await this.root().getByTestId('deposit-amount').fill(amount);
    await this.root().getByTestId('deposit-screenshot').setInputFiles({ name: screenshot.name, mimeType: 'image/png', buffer: screenshot.buffer });
    await this.root().getByTestId('deposit-screenshot-preview').waitFor();
    await this.root().getByTestId('deposit-submit').click();
    await this.root().waitFor({ state: 'detached', timeout: 30_000 });
  }
}

/** The profile's saved payment methods and withdraw tab. */
export class ProfilePayments {
  constructor(private readonly page: Page, private readonly baseUrl: string) {}

  async open(tab: 'profile' | 'deposits' | 'withdraw'): Promise<void> {
    await this.page.goto(`${this.baseUrl}/profile${tab === 'profile' ? '' : `?tab=${tab}`}`);
    await this.page.getByTestId(`profile-tab-${tab}`).waitFor();
  }

  async addBankMethod(method: { name: string; bankName: string; accountName: string; accountNumber: string }): Promise<string> {
    await this.page.getByTestId('saved-method-add').click();
    await this.page.getByTestId('saved-method-type-bank').click();
    await this.page.getByTestId('saved-method-name').fill(method.name);
    await this.page.getByTestId('saved-method-field-bankName').fill(method.bankName);
    await this.page.getByTestId('saved-method-field-accountName').fill(method.accountName);
    await this.page.getByTestId('saved-method-field-accountNumber').fill(method.accountNumber);
    await this.page.getByTestId('saved-method-save').click();
    const row = this.page.getByTestId('saved-method-row').filter({ hasText: method.name });
    await row.waitFor({ timeout: 30_000 });
    return (await row.getAttribute('data-method-id')) ?? '';
  }

  async requestWithdrawal(methodId: string, amount: string): Promise<void> {
    await this.page.getByTestId(`withdraw-method-${methodId}`).check();
    await this.page.getByTestId('withdraw-amount').fill(amount);
    await this.page.getByTestId('withdraw-submit').click();
    await this.page.getByTestId('withdraw-confirm-dialog-confirm').click();
    await this.page.getByTestId('withdraw-confirm-dialog').waitFor({ state: 'detached', timeout: 30_000 });
  }
}
