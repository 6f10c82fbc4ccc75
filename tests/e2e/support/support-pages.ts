import type { APIRequestContext, Locator, Page } from 'playwright-core';

/** The player's side of the support inbox: the Help page's contact form and "Your conversations". */
export class HelpSupport {
  constructor(private readonly page: Page, private readonly baseUrl: string) {}

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/help`);
    await this.page.getByTestId('support-form').waitFor({ timeout: 30_000 });
  }

  /** Fills the form as given (blank fields stay blank) and presses Send. */
  async send(subject: string, message: string): Promise<void> {
    await this.page.getByTestId('support-subject').fill(subject);
    await this.page.getByTestId('support-message').fill(message);
    await this.page.getByTestId('support-submit').click();
  }

  /** The validation messages the form shows now. */
  async fieldErrors(): Promise<string[]> {
    return this.page.getByTestId('support-form').locator('.field__error').allTextContents();
  }

  thread(subject: string): Locator {
    return this.page.getByTestId('support-thread').filter({ hasText: subject });
  }

  async openThread(subject: string): Promise<Locator> {
    const thread = this.thread(subject);
    await thread.getByTestId('support-thread-toggle').click();
    await thread.getByTestId('support-conversation').waitFor();
    return thread;
  }

  /** Every message of an open thread as [author, text]. */
  async messages(thread: Locator): Promise<Array<[string, string]>> {
    const entries = thread.getByTestId('support-message-entry');
    const count = await entries.count();
    const result: Array<[string, string]> = [];
    for (let index = 0; index < count; index += 1) {
      const entry = entries.nth(index);
      result.push([(await entry.getAttribute('data-author')) ?? '', (await entry.locator('.conversation__body').textContent()) ?? '']);
    }
    return result;
  }

  async reply(thread: Locator, text: string): Promise<void> {
    await thread.getByTestId('support-reply-input').fill(text);
    await thread.getByTestId('support-reply-submit').click();
  }

  /** The FAQ answer of a topic, opened. */
  async faqAnswer(topic: string): Promise<string> {
    await this.page.getByTestId(`faq-${topic}`).click();
    return (await this.page.getByTestId(`faq-answer-${topic}`).textContent()) ?? '';
  }
}

/** The admin's Support inbox tab. */
export class AdminSupport {
  constructor(private readonly page: Page, private readonly baseUrl: string) {}

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/admin?tab=support`);
    await this.page.getByTestId('admin-tab-support').waitFor({ timeout: 30_000 });
  }

  /** The number on the tab's badge, 0 when there is none. */
  async badgeCount(): Promise<number> {
    const badge = this.page.getByTestId('admin-badge-support');
    return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
  }

  row(subject: string): Locator {
    return this.page.getByTestId('admin-support-row').filter({ hasText: subject });
  }

  /** Waits until the thread's row shows this many unread player messages (the inbox is polled). */
  async waitForUnread(subject: string, unread: number): Promise<void> {
    await this.page.locator(`[data-testid="admin-support-row"][data-unread="${unread}"]`).filter({ hasText: subject }).waitFor({ timeout: 30_000 });
  }

  async openThread(subject: string): Promise<Locator> {
    await this.row(subject).click();
    const view = this.page.getByTestId('admin-support-thread');
    await view.waitFor();
    return view;
  }

  async markRead(): Promise<void> {
    await this.page.getByTestId('admin-support-mark-read').click();
    await this.page.getByTestId('admin-support-mark-read').waitFor({ state: 'detached', timeout: 30_000 });
  }

  async reply(text: string): Promise<void> {
    await this.page.getByTestId('admin-support-reply-input').fill(text);
    await this.page.getByTestId('admin-support-reply-submit').click();
  }
}

/** GraphQL as the signed-in user of a browser context (its session cookie); throws on errors. */
export async function graphqlAs<T>(request: APIRequestContext, baseUrl: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await request.post(`${baseUrl}/graphql`, { data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL failed (${response.status()}): ${JSON.stringify(body.errors)}`);
  return body.data;
}
