import type { Locator, Page } from 'playwright-core';

/** The theme class on <html> (one `theme-<name>` at a time). */
export async function appliedTheme(page: Page): Promise<string | null> {
  return page.evaluate(() => [...document.documentElement.classList].find((name) => name.startsWith('theme-'))?.slice('theme-'.length) ?? null);
}

/** Waits until <html> carries the theme (the default arrives with the public settings). */
export async function waitForTheme(page: Page, theme: string, timeout = 15_000): Promise<void> {
  await page.waitForFunction((name) => document.documentElement.classList.contains(`theme-${name}`), theme, { timeout });
}

/** A GraphQL request with the page's session cookie, as the web client sends it. */
export async function graphqlAs<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body = await page.evaluate(
    async ([text, vars]) => {
      const response = await fetch('/graphql', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: text, variables: vars }) });
      return response.json() as Promise<{ data?: unknown; errors?: Array<{ message: string }> }>;
    },
    [query, variables] as const,
  );
  if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join('; '));
  return body.data as T;
}

/** Admin panel: the Settings tab (application settings, Apply Theme, login background). */
export class AdminSettingsPage {
  constructor(private readonly page: Page, private readonly baseUrl: string) {}

  form(): Locator {
    return this.page.getByTestId('admin-settings-form');
  }

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/admin?tab=settings`);
    await this.form().waitFor({ timeout: 30_000 });
  }

  async chooseTheme(theme: string): Promise<void> {
    // The radio input is visually hidden; its label is what a person clicks.
    await this.form().locator('label', { has: this.page.getByTestId(`admin-settings-theme-${theme}`) }).click();
  }

  async applyTheme(): Promise<void> {
    await this.page.getByTestId('admin-settings-apply-theme').click();
  }

  async fill(field: string, value: string): Promise<void> {
    await this.page.getByTestId(`admin-settings-${field}`).fill(value);
  }

  /** Save Settings, then the page reloads itself 2 s later; resolves once the reloaded form is back. */
  async saveAndWaitForReload(): Promise<void> {
    const reloaded = this.page.waitForEvent('framenavigated', { timeout: 30_000 });
    await this.page.getByTestId('admin-settings-save').click();
    await this.page.getByTestId('toast').filter({ hasText: 'Settings saved' }).waitFor();
    await reloaded;
    await this.form().waitFor({ timeout: 30_000 });
  }
}

/** Admin panel: the Announcements tab. */
export class AdminAnnouncementsPage {
  constructor(private readonly page: Page, private readonly baseUrl: string) {}

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/admin?tab=announcements`);
    await this.page.getByTestId('admin-announcement-form').waitFor({ timeout: 30_000 });
  }

  row(title: string): Locator {
    return this.page.getByTestId('admin-announcement-row').filter({ hasText: title });
  }

  /** Publishes and returns the new announcement's id from its list row. */
  async publish(title: string, content: string): Promise<string> {
    await this.page.getByTestId('admin-announcement-title').fill(title);
    await this.page.getByTestId('admin-announcement-content').fill(content);
    await this.page.getByTestId('admin-announcement-submit').click();
    await this.row(title).waitFor({ timeout: 30_000 });
    return (await this.row(title).getAttribute('data-announcement-id')) ?? '';
  }
}

/** Admin panel: the Telegram tab. */
export class AdminTelegramPage {
  constructor(private readonly page: Page, private readonly baseUrl: string) {}

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/admin?tab=telegram`);
    await this.page.getByTestId('admin-telegram-form').waitFor({ timeout: 30_000 });
  }

  sendTestButton(): Locator {
    return this.page.getByTestId('admin-telegram-test');
  }

  async save(settings: { token: string; chatIds: string; enabled: boolean }): Promise<void> {
    await this.page.getByTestId('admin-telegram-token').fill(settings.token);
    await this.page.getByTestId('admin-telegram-chat-ids').fill(settings.chatIds);
    if ((await this.page.getByTestId('admin-telegram-enabled').isChecked()) !== settings.enabled) {
      await this.page.locator('label.switch', { has: this.page.getByTestId('admin-telegram-enabled') }).click();
    }
    await this.page.getByTestId('admin-telegram-save').click();
    await this.page.getByTestId('toast').filter({ hasText: 'Telegram settings updated' }).waitFor();
  }
}
