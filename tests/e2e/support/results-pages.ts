import type { Page } from 'playwright-core';

/** The public results archive (/results), as a signed-out visitor sees it. */
export class ResultsArchive {
  constructor(private readonly page: Page, private readonly baseUrl: string) {}

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/results`);
    await this.page.getByTestId('result-item').first().waitFor({ timeout: 90_000 });
  }

  item(drawId: string) {
    return this.page.locator(`[data-testid="result-item"][data-draw-id="${drawId}"]`);
  }

  async openDraw(drawId: string): Promise<ResultDetail> {
    await this.item(drawId).getByTestId('result-open').click();
    const detail = new ResultDetail(this.page);
    await detail.waitForChecks();
    return detail;
  }
}

/** One draw of the archive, re-checked in the browser. */
export class ResultDetail {
  constructor(private readonly page: Page) {}

  async waitForChecks(): Promise<void> {
    await this.page.getByTestId('draw-checks').waitFor({ timeout: 90_000 });
  }

  async valid(): Promise<boolean> {
    return (await this.page.getByTestId('draw-checks').getAttribute('data-valid')) === 'true';
  }

  async outcome(check: string): Promise<string | null> {
    return this.page.getByTestId(`draw-check-${check}`).getAttribute('data-outcome');
  }

  async checkInclusion(ticketNumber: string): Promise<boolean> {
    await this.page.getByTestId('inclusion-ticket').fill(ticketNumber);
    await this.page.getByTestId('inclusion-check').click();
    const outcome = this.page.getByTestId('inclusion-outcome');
    await outcome.waitFor({ timeout: 90_000 });
    return (await outcome.getAttribute('data-included')) === 'true';
  }
}

/** The Verify page's receipt check. */
export class ReceiptCheckPanel {
  constructor(private readonly page: Page, private readonly baseUrl: string) {}

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/verify`);
    await this.page.getByTestId('receipt-key').first().waitFor({ timeout: 90_000 });
  }

  async check(receiptJson: string): Promise<{ valid: boolean; text: string }> {
    await this.page.getByTestId('receipt-text').fill(receiptJson);
    await this.page.getByTestId('receipt-check').click();
    const outcome = this.page.getByTestId('receipt-outcome');
    await outcome.waitFor({ timeout: 90_000 });
    return { valid: (await outcome.getAttribute('data-valid')) === 'true', text: (await outcome.textContent()) ?? '' };
  }
}
